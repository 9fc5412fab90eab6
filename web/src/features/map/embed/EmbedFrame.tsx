import { useId, useState, type ReactNode, type RefObject } from "react";
import { T, useFormat, useT } from "../../../i18n";
import type { EmbedFacts } from "./useEmbedFacts";
import { useNarrowFrame } from "./useNarrowFrame";

export interface EmbedFrameProps {
  /** The map, or its picture where WebGL is missing. */
  children: ReactNode;
  legend: ReactNode;
  facts: EmbedFacts | null | undefined;
  /** The full map at the same filter and view, opened in a new tab. */
  fullMapHref: string;
  frameRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The embed's layout: the map fills the frame above one line that gives the data's date and the link to
 * the full map. The legend lies over the map's corner; in a narrow or short frame (a phone's) it folds
 * behind a "Legend" button on that line, so that it covers the map only when asked for.
 */
export function EmbedFrame({ children, legend, facts, fullMapHref, frameRef }: EmbedFrameProps) {
  const t = useT("app", "map");
  const format = useFormat();
  const narrow = useNarrowFrame();
  const [legendOpen, setLegendOpen] = useState(false);
  const legendId = useId();
  const shown = !narrow || legendOpen;
  return (
    <div ref={frameRef} className={narrow ? "embed embed--narrow" : "embed"}>
      <div className="embed__stage">
        {children}
        <aside
          id={legendId}
          className="embed__legend"
          aria-label={t("map.legend")}
          hidden={!shown}
          data-over-map
        >
          {legend}
        </aside>
      </div>
      <div className="embed__bar">
        {narrow && (
          <button
            type="button"
            className="button button--ghost embed__legend-toggle"
            aria-expanded={legendOpen}
            aria-controls={legendId}
            onClick={() => setLegendOpen((open) => !open)}
          >
            {t("map.legend")}
          </button>
        )}
        {facts && (
          <p className="embed__as-of">
            <T
              ns="map"
              id="map.embed.asOf"
              values={{ when: format.instant(facts.dataChangedAt) }}
              components={{ when: <time dateTime={facts.dataChangedAt} /> }}
            />
          </p>
        )}
        <a className="embed__full-map" href={fullMapHref} target="_blank" rel="noopener">
          {t("map.embed.openFullMap")} <span className="visually-hidden">{t("app.opensInNewTab")}</span>
        </a>
      </div>
    </div>
  );
}
