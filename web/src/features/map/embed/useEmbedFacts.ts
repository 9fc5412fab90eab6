import { useEffect, useState } from "react";
import { fetchWithTimeout } from "../../../lib/fetchWithTimeout";
import { explorerSearch, type ExplorerFilter } from "../filters/explorerUrl";

/** What the frame says around the map: how many incidents the filter holds and the data's date. */
export interface EmbedFacts {
  count: number;
  dataChangedAt: string;
}

const fetchFacts = fetchWithTimeout(15_000);

/**
 * The embed's facts for a filter (GET /api/embed/map.json), asked without credentials as every request of
 * the embed is; undefined until they arrive, null when they cannot be had (the frame then leaves them out).
 */
export function useEmbedFacts(filter: ExplorerFilter): EmbedFacts | null | undefined {
  const [facts, setFacts] = useState<EmbedFacts | null | undefined>(undefined);
  const search = explorerSearch(filter, null);
  useEffect(() => {
    const controller = new AbortController();
    fetchFacts(`/api/embed/map.json${search}`, { credentials: "omit", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<EmbedFacts>) : null))
      .then(setFacts, () => setFacts(null));
    return () => controller.abort();
  }, [search]);
  return facts;
}
