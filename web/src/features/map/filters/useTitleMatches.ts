import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { titleMatchesQuery } from "../data/map.graphql";

/**
 * The ids of the incidents whose title holds `text` (null while they load, or without text). The server
 * searches the titles: the map data carries none. They are asked for again when `incidentsVersion`
 * moves on (a live change may have published, retitled or withdrawn a match).
 */
export function useTitleMatches(text: string, incidentsVersion = 0): string[] | null {
  const titleContains = text.trim();
  const { data, refetch } = useQuery(titleMatchesQuery, {
    variables: { filter: { titleContains } },
    skip: !titleContains,
    // a refetch after a change must not join a request sent before it, whose answer may lack the change
    context: { queryDeduplication: false },
  });
  useEffect(() => {
    if (incidentsVersion > 0 && titleContains) void refetch().catch(() => undefined);
    // only a change of the incidents asks again; a new text is a new query of its own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [incidentsVersion]);
  return titleContains && data ? data.mapPoints.ids : null;
}
