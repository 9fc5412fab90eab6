import { useApolloClient } from "@apollo/client/react";
import type { PlaceFacts, TimePrecision } from "@incident-watch/schema";
import type { VariablesOf } from "@graphql-typed-document-node/core";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "../../../i18n";
import { LIST_TITLES_BATCH, listTitlesQuery } from "../data/map.graphql";

/** What a list row shows beyond the map data: its title, how well its day is known, and its place. */
export interface RowDetails {
  title: string;
  timePrecision: TimePrecision;
  placePrecision: PlaceFacts["placePrecision"];
  place: PlaceFacts["place"];
  /** its discussion, when members posted in it */
  discussion?: { postCount: number } | null;
}

/**
 * The details of the incidents a list shows, loaded a batch at a time and kept for the page's life; null
 * for an incident no longer public.
 */
export function useRowDetails(ids: string[]): Map<string, RowDetails | null> {
  const client = useApolloClient();
  const language = useLocale();
  const asked = useRef(new Set<string>());
  const [details, setDetails] = useState(() => new Map<string, RowDetails | null>());
  const key = ids.join(",");
  useEffect(() => {
    const missing = key.split(",").filter((id) => id && !asked.current.has(id));
    if (missing.length === 0) return;
    for (const id of missing) asked.current.add(id);
    for (let start = 0; start < missing.length; start += LIST_TITLES_BATCH) {
      const batch = missing.slice(start, start + LIST_TITLES_BATCH);
      // the document always names the same number of ids; the first one fills the gaps
      const variables = {
        language,
        ...Object.fromEntries(
          Array.from({ length: LIST_TITLES_BATCH }, (_, index) => [`i${index}`, batch[index] ?? batch[0]!]),
        ),
      } as VariablesOf<typeof listTitlesQuery>;
      client
        .query({ query: listTitlesQuery, variables, fetchPolicy: "no-cache" })
        .then(({ data }) => {
          setDetails((previous) => {
            const next = new Map(previous);
            batch.forEach((id, index) => {
              const event = (data as Record<string, RowDetails | null> | undefined)?.[`e${index}`];
              next.set(id, event ? { ...event } : null);
            });
            return next;
          });
        })
        .catch(() => {
          // asked again when the list shows them next
          for (const id of batch) asked.current.delete(id);
        });
    }
  }, [client, key, language]);
  return details;
}
