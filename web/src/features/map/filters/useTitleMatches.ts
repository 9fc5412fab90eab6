import { useQuery } from "@apollo/client/react";
import type { EvidenceStatus } from "@incident-watch/schema";
import { useEffect } from "react";
import { titleMatchesQuery } from "../data/map.graphql";

/**
 * The ids of the incidents whose title holds `text`, whose evidence status is one of `evidence` and, when
 * `discussed`, that members discuss (null while they load, or with none of them). The server answers
 * them: the map data carries no titles, evidence statuses or discussions. They are asked for again when `incidentsVersion` moves on (a live change may have
 * published, retitled, verified or withdrawn a match).
 */
export function useTitleMatches(
  text: string,
  evidence: readonly EvidenceStatus[] = [],
  incidentsVersion = 0,
  discussed = false,
): string[] | null {
  const titleContains = text.trim();
  const asked = Boolean(titleContains) || evidence.length > 0 || discussed;
  const { data, refetch } = useQuery(titleMatchesQuery, {
    variables: {
      filter: {
        ...(titleContains && { titleContains }),
        ...(evidence.length > 0 && { evidenceStatuses: [...evidence] }),
        ...(discussed && { discussed }),
      },
    },
    skip: !asked,
    // a refetch after a change must not join a request sent before it, whose answer may lack the change
    context: { queryDeduplication: false },
  });
  useEffect(() => {
    if (incidentsVersion > 0 && asked) void refetch().catch(() => undefined);
    // only a change of the incidents asks again; a new filter is a new query of its own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [incidentsVersion]);
  return asked && data ? data.mapPoints.ids : null;
}
