import { memo, useCallback, useRef, useState } from "react";
import type { BBox } from "./clusterIndex";
import type { ListRow } from "./clusterProtocol";
import { ExportLinks } from "./ExportLinks";
import type { ExplorerFilter, MapViewState } from "./explorerUrl";
import { FilterPanel } from "./FilterPanel";
import { IncidentListPanel } from "./IncidentListPanel";
import { IncidentMap, type Basemap } from "./IncidentMap";
import { MapLegend } from "./MapLegend";
import { FreshNote } from "./FreshNote";
import type { PopupTarget } from "./popupTarget";
import { Timeline } from "./Timeline";
import type { Clusters } from "./useClusters";
import "./explorer.css";

// each answer from the worker re-renders only what shows it: the filters and exports follow the URL
// alone, and the timeline its own range and the months' counts
const Filters = memo(FilterPanel);
const Exports = memo(ExportLinks);
const Legend = memo(MapLegend);
const Months = memo(Timeline);

export interface MapExplorerProps {
  clusters: Clusters;
  basemap: Basemap | undefined;
  filter: ExplorerFilter;
  onFilterChange(filter: ExplorerFilter, options?: { replace?: boolean }): void;
  initialView: MapViewState | null;
  requestedView: { view: MapViewState; key: number } | null;
  onViewChange(view: MapViewState): void;
  /** a title search is on its way to the server */
  searching: boolean;
  /** how many incidents the filter chooses were published since the page opened */
  freshCount: number;
  /** moves the map to show those */
  onShowFresh(): void;
  /** newly published incidents the map rings for a moment */
  ringed: Array<{ lng: number; lat: number }>;
  onUnavailable(): void;
}

/**
 * The map page: filters, legend, counts and exports beside the map, the timeline under it, and the list
 * of the incidents in view, which is also the keyboard's and screen reader's way to every incident.
 */
export function MapExplorer({
  clusters,
  basemap,
  filter,
  onFilterChange,
  initialView,
  requestedView,
  onViewChange,
  searching,
  freshCount,
  onShowFresh,
  ringed,
  onUnavailable,
}: MapExplorerProps) {
  const [visible, setVisible] = useState<BBox | null>(null);
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const [highlighted, setHighlighted] = useState<ListRow | null>(null);
  // where focus goes back to when a popup opened from the list closes
  const returnFocus = useRef<HTMLElement | null>(null);

  const handleViewChange = useCallback(
    (view: MapViewState, bounds: BBox) => {
      setVisible(bounds);
      onViewChange(view);
    },
    [onViewChange],
  );

  const handlePopupChange = useCallback((next: PopupTarget | null) => {
    setPopup(next);
    if (!next && returnFocus.current) {
      const target = returnFocus.current;
      returnFocus.current = null;
      // once the popup has left the DOM
      requestAnimationFrame(() => target.focus());
    }
  }, []);

  const openFromList = useCallback((row: ListRow, from: HTMLElement) => {
    returnFocus.current = from;
    setPopup({ kind: "event", id: row.id, type: row.type, lng: row.lng, lat: row.lat });
  }, []);

  const onRangeChange = useCallback(
    (from: string | null, to: string | null, replace: boolean) =>
      onFilterChange({ ...filter, from, to }, { replace }),
    [filter, onFilterChange],
  );

  const { state } = clusters;
  const ready = state.status === "ready" ? state : null;

  return (
    <div className="explorer">
      <aside className="explorer__panel" aria-label="Filters, legend and exports">
        <Legend
          inView={ready?.inView ?? null}
          total={ready?.total ?? null}
          count={ready?.count ?? null}
          searching={searching}
        />
        <FreshNote count={freshCount} onShow={onShowFresh} />
        <Filters filter={filter} onChange={onFilterChange} />
        <Exports filter={filter} />
      </aside>
      <div className="explorer__main">
        <IncidentMap
          clusters={clusters}
          basemap={basemap}
          initialView={initialView}
          requestedView={requestedView}
          onViewChange={handleViewChange}
          popup={popup}
          onPopupChange={handlePopupChange}
          highlighted={highlighted}
          ringed={ringed}
          onUnavailable={onUnavailable}
        />
        {ready && (
          <Months histogram={ready.histogram} from={filter.from} to={filter.to} onChange={onRangeChange} />
        )}
      </div>
      <IncidentListPanel
        clusters={clusters}
        visible={visible}
        total={ready?.inView ?? null}
        version={`${ready?.gen ?? 0}|${visible?.join(",") ?? ""}`}
        onHover={setHighlighted}
        onOpen={openFromList}
      />
    </div>
  );
}
