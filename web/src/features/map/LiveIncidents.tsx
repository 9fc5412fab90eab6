import { useEffect, useMemo } from "react";
import type { ExplorerFilter, MapViewState } from "./explorerUrl";
import { filterChooses, viewAround, type LiveChange } from "./liveChanges";
import { useLiveIncidents } from "./useLiveIncidents";

/** What the map page shows of the live incidents its filter chooses. */
export interface LiveState {
  /** Published since the page opened. */
  freshCount: number;
  /** The view that shows them all; null while there are none. */
  freshView: MapViewState | null;
  /** Where the ones still ringed are. */
  ringed: Array<{ lng: number; lat: number }>;
  /** Counts the batches of changes applied. */
  version: number;
}

/**
 * Follows the live incidents for the map page and tells it what came, as its filter chooses. A component
 * of its own so that its code loads after the map's first view and never weighs on other pages' first load.
 */
export default function LiveIncidents({
  applyChanges,
  reload,
  filter,
  onChange,
}: {
  applyChanges: (changes: LiveChange[]) => void;
  reload: () => void;
  filter: ExplorerFilter;
  onChange: (live: LiveState) => void;
}) {
  const live = useLiveIncidents(applyChanges, reload);
  const fresh = useMemo(
    () => live.fresh.map((entry) => entry.incident).filter((incident) => filterChooses(filter, incident)),
    [live.fresh, filter],
  );
  const ringed = useMemo(
    () =>
      live.highlighted
        .map((entry) => entry.incident)
        .filter((incident) => filterChooses(filter, incident))
        .map((incident) => ({ lng: incident.longitude, lat: incident.latitude })),
    [live.highlighted, filter],
  );
  const { version } = live;
  useEffect(
    () =>
      onChange({
        freshCount: fresh.length,
        freshView: fresh.length > 0 ? viewAround(fresh) : null,
        ringed,
        version,
      }),
    [fresh, ringed, version, onChange],
  );
  return null;
}
