import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import type { PlacesQuery } from "../../gql/graphql";
import { placesQuery } from "./places.graphql";

export type FoundPlace = PlacesQuery["places"][number];

/** What the search has found for the text typed so far. */
export type PlaceSearch =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; places: FoundPlace[] }
  | { status: "failed" };

/** The server's bound on a place's name (PLACE_QUERY_MAX). */
export const PLACE_TEXT_MAX = 200;
/** Enough to choose from on a phone's screen. */
const SHOWN = 8;
/** Keystrokes closer together than this make one request. */
const DEBOUNCE_MS = 250;

/**
 * The places whose name starts with `text`, asked of this site's own gazetteer once typing pauses; an
 * answer to older text is dropped. Closer places to `near` come first.
 */
export function usePlaceSearch(
  text: string,
  near: { latitude: number; longitude: number } | null,
): PlaceSearch {
  const client = useApolloClient();
  const query = text.trim();
  const nearKey = near ? `${near.latitude.toFixed(2)},${near.longitude.toFixed(2)}` : "";
  const key = `${nearKey}|${query}`;
  const searched = query !== "" && query.length <= PLACE_TEXT_MAX;
  // the answer and the text it answers: an answer to other text is not shown
  const [answer, setAnswer] = useState<{ key: string; search: PlaceSearch } | null>(null);

  useEffect(() => {
    if (!searched) return;
    let current = true;
    const timer = setTimeout(() => {
      const [latitude, longitude] = nearKey ? nearKey.split(",").map(Number) : [];
      const variables = {
        query,
        first: SHOWN,
        near: nearKey ? { latitude: latitude!, longitude: longitude! } : null,
      };
      client
        .query({ query: placesQuery, variables })
        .then(({ data }) => {
          if (current) setAnswer({ key, search: { status: "found", places: data?.places ?? [] } });
        })
        .catch(() => {
          if (current) setAnswer({ key, search: { status: "failed" } });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, searched, query, nearKey, key]);

  if (!searched) return { status: "idle" };
  return answer?.key === key ? answer.search : { status: "searching" };
}
