import { lazy, memo, Suspense, useCallback, useRef, useState, type MouseEvent } from "react";
import type { ExplorerFilter, MapViewState } from "./filters/explorerUrl";
import { FilterPanel } from "./filters/FilterPanel";
import { IncidentMap, type Basemap } from "./layers/IncidentMap";
import { EmbedShare } from "./panels/EmbedShare";
import { ExportLinks } from "./panels/ExportLinks";
import { FreshNote } from "./panels/FreshNote";
import { GoToPlace } from "./panels/GoToPlace";
import { MapLegend } from "./panels/MapLegend";
import type { PopupTarget } from "./popups/popupTarget";
import { Timeline } from "./timeline/Timeline";
import { useExplorerPanels } from "./useExplorerPanels";
import type { BBox } from "./worker/clusterIndex";
import type { ListRow } from "./worker/clusterProtocol";
import type { Clusters } from "./worker/useClusters";
import "./explorer.css";

// the embeddable map's view (/embed, EmbedExplorer) takes the map from this chunk, so the map's code is one
// file for both pages (not cut into more), and the site's map page never downloads the embed's own code
export { IncidentMap, MapLegend };
import { useT } from "../../i18n";

// each answer from the worker re-renders only what shows it: the filters and exports follow the URL
// alone, and the timeline its own range and the months' counts
const Filters = memo(FilterPanel);
const Exports = memo(ExportLinks);
const Share = memo(EmbedShare);
const Legend = memo(MapLegend);
const Months = memo(Timeline);
// the list's code comes when the list first opens: below 1600 px it starts closed, a button away
const IncidentListPanel = lazy(() =>
  import("./panels/IncidentListPanel").then((module) => ({ default: module.IncidentListPanel })),
);

export interface MapExplorerProps {
  clusters: Clusters;
  basemap: Basemap | undefined;
  filter: ExplorerFilter;
  onFilterChange(filter: ExplorerFilter, options?: { replace?: boolean }): void;
  initialView: MapViewState | null;
  requestedView: { view: MapViewState; key: number; around?: BBox } | null;
  onViewChange(view: MapViewState): void;
  /** Flies the map to a place's surroundings. */
  onGoTo(around: BBox): void;
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
 * The map page: the map fills the screen under the header; over it, panels that open and close: the
 * filters with the legend, counts, exports and timeline, and the list of the incidents in view, which is
 * also the keyboard's and screen reader's way to every incident. Skip links lead to each.
 */
export function MapExplorer({
  clusters,
  basemap,
  filter,
  onFilterChange,
  initialView,
  requestedView,
  onViewChange,
  onGoTo,
  searching,
  freshCount,
  onShowFresh,
  ringed,
  onUnavailable,
}: MapExplorerProps) {
  const t = useT("map");
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
  const root = useRef<HTMLDivElement>(null);
  const { open, toggle } = useExplorerPanels();
  // once opened, the list stays mounted (hidden when closed), keeping its scroll and active row
  const [listOpened, setListOpened] = useState(open.list);
  if (open.list && !listOpened) setListOpened(true);

  /**
   * A skip link: opens its panel if need be, then focuses the first of `targets` once it is shown. A
   * panel that was closed draws its rows a few frames after it opens, and may draw them again once it
   * has measured itself, so for a few seconds (a slow device may take that long to draw the map beside
   * it) the focus is kept on the first target (the panel itself after half a second without one),
   * unless the visitor has moved it elsewhere.
   */
  const skipTo = (event: MouseEvent, panel: "filters" | "list" | null, ...targets: string[]) => {
    event.preventDefault();
    if (panel) toggle(panel, true);
    // an element inside a panel still hidden cannot take the focus
    const find = (target: string) => {
      const element = root.current?.querySelector<HTMLElement>(target);
      return element && element.getClientRects().length > 0 ? element : null;
    };
    const started = performance.now();
    let focused: HTMLElement | null = null;
    const keepFocus = () => {
      const active = document.activeElement;
      if (focused && active !== focused && active !== document.body) return;
      const waited = performance.now() - started;
      const target =
        find(targets[0]!) ?? (waited > 500 ? (targets.slice(1).map(find).find(Boolean) ?? null) : null);
      if (target && active !== target) {
        target.focus();
        focused = target;
      }
      if (waited < 5_000) requestAnimationFrame(keepFocus);
    };
    requestAnimationFrame(keepFocus);
  };

  return (
    <div
      ref={root}
      className={`explorer${open.filters ? " explorer--filters" : ""}${open.list ? " explorer--list" : ""}`}
    >
      <nav className="explorer__skip" aria-label={t("map.skip.label")}>
        <a
          className="skip-link"
          href="#explorer-filters"
          onClick={(event) => skipTo(event, "filters", "#explorer-filters")}
        >
          {t("map.skip.filters")}
        </a>
        <a
          className="skip-link"
          href="#explorer-list"
          onClick={(event) =>
            skipTo(event, "list", '#explorer-list .incident-panel__row[tabindex="0"]', "#explorer-list")
          }
        >
          {t("map.skip.list")}
        </a>
        <a
          className="skip-link"
          href="#explorer-map"
          onClick={(event) => skipTo(event, null, ".maplibregl-canvas")}
        >
          {t("map.skip.map")}
        </a>
      </nav>
      <div className="explorer__toolbar" data-over-map>
        {(["filters", "list"] as const).map((panel) => (
          <button
            key={panel}
            type="button"
            className="explorer__toggle"
            aria-expanded={open[panel]}
            aria-controls={`explorer-${panel}`}
            onClick={() => toggle(panel)}
          >
            {panel === "filters" ? t("map.filters.title") : t("map.toggle.list")}
          </button>
        ))}
      </div>
      <aside
        id="explorer-filters"
        className="explorer__panel"
        aria-label={t("map.panel.label")}
        tabIndex={-1}
        hidden={!open.filters}
        data-over-map
      >
        <GoToPlace visible={visible} onGoTo={onGoTo} />
        <Legend
          inView={ready?.inView ?? null}
          total={ready?.total ?? null}
          count={ready?.count ?? null}
          searching={searching}
        />
        <FreshNote count={freshCount} onShow={onShowFresh} />
        <Filters filter={filter} onChange={onFilterChange} />
        <Exports filter={filter} area={visible} />
        <Share filter={filter} />
      </aside>
      <div className="explorer__main" id="explorer-map">
        <IncidentMap
          panelsRoot={root}
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
      </div>
      {ready && (
        <div className="explorer__timeline" hidden={!open.filters} data-over-map>
          <Months histogram={ready.histogram} from={filter.from} to={filter.to} onChange={onRangeChange} />
        </div>
      )}
      {listOpened && (
        <Suspense fallback={<section id="explorer-list" className="incident-panel" data-over-map />}>
          <IncidentListPanel
            id="explorer-list"
            hidden={!open.list}
            clusters={clusters}
            visible={visible}
            total={ready?.inView ?? null}
            version={`${ready?.gen ?? 0}|${visible?.join(",") ?? ""}`}
            onHover={setHighlighted}
            onOpen={openFromList}
          />
        </Suspense>
      )}
    </div>
  );
}
