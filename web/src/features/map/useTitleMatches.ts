import { useQuery } from "@apollo/client/react";
import { titleMatchesQuery } from "./map.graphql";

/**
 * The ids of the incidents whose title holds `text` (null while they load, or without text). The server
 * searches the titles: the map data carries none.
 */
export function useTitleMatches(text: string): string[] | null {
  const titleContains = text.trim();
  const { data } = useQuery(titleMatchesQuery, {
    variables: { filter: { titleContains } },
    skip: !titleContains,
  });
  return titleContains && data ? data.mapPoints.ids : null;
}
