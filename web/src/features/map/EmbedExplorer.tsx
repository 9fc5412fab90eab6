import { memo, useCallback, useRef, useState } from "react";
import { localePath } from "@incident-watch/schema";
import { EmbedFrame } from "./embed/EmbedFrame";
import { useEmbedFacts } from "./embed/useEmbedFacts";
import { EmbeddedContext } from "./embedded";
import { explorerSearch, type ExplorerFilter, type MapViewState } from "./filters/explorerUrl";
import type { Basemap } from "./layers/IncidentMap";
// from the explorer's chunk, which holds the map's code (see MapExplorer.tsx)
import { IncidentMap, MapLegend } from "./MapExplorer";
import type { PopupTarget } from "./popups/popupTarget";
import type { Clusters } from "./worker/useClusters";
import "./explorer.css";
import "./embed.css";
import { useLocale } from "../../i18n";

const Legend = memo(MapLegend);
const NOTHING_RINGED: Array<{ lng: number; lat: number }> = [];

export interface EmbedExplorerProps {
  clusters: Clusters;
  basemap: Basemap | undefined;
  filter: ExplorerFilter;
  initialView: MapViewState | null;
  requestedView: { view: MapViewState; key: number } | null;
  onViewChange(view: MapViewState): void;
  /** a title search is on its way to the server */
  searching: boolean;
  onUnavailable(): void;
}

/**
 * The embeddable map (/embed): the map fills another site's iframe, with the legend and counts over its
 * corner, the data's date and a link that opens the full map, at the same filter and view, in a new tab. The filter is
 * the address's; there are no panels to change it. Links to the site's pages open in a new tab too.
 */
export function EmbedExplorer({
  clusters,
  basemap,
  filter,
  initialView,
  requestedView,
  onViewChange,
  searching,
  onUnavailable,
}: EmbedExplorerProps) {
  const locale = useLocale();
  const root = useRef<HTMLDivElement>(null);
  const [popup, setPopup] = useState<PopupTarget | null>(null);
  const [view, setView] = useState(initialView);
  const handleViewChange = useCallback(
    (next: MapViewState) => {
      setView(next);
      onViewChange(next);
    },
    [onViewChange],
  );
  const ready = clusters.state.status === "ready" ? clusters.state : null;
  const fullMap = localePath(locale, "/") + explorerSearch(filter, view);
  const facts = useEmbedFacts(filter);
  return (
    <EmbeddedContext value={true}>
      <EmbedFrame
        frameRef={root}
        facts={facts}
        fullMapHref={fullMap}
        legend={
          <Legend
            inView={ready?.inView ?? null}
            total={ready?.total ?? null}
            count={ready?.count ?? null}
            searching={searching}
          />
        }
      >
        <div className="embed__map" id="explorer-map">
          <IncidentMap
            panelsRoot={root}
            clusters={clusters}
            basemap={basemap}
            initialView={initialView}
            requestedView={requestedView}
            onViewChange={handleViewChange}
            popup={popup}
            onPopupChange={setPopup}
            highlighted={null}
            ringed={NOTHING_RINGED}
            onUnavailable={onUnavailable}
          />
        </div>
      </EmbedFrame>
    </EmbeddedContext>
  );
}
