import { useLayoutEffect, useRef, useState } from "react";
import { localePath } from "@incident-watch/schema";
import { ATTRIBUTION_LABELS, useLocale, useT } from "../../../i18n";
import { explorerSearch, type ExplorerFilter, type MapViewState } from "../filters/explorerUrl";
import { EmbeddedContext } from "../embedded";
import { EmbedFrame } from "./EmbedFrame";
import { pictureUrl } from "./pictureUrl";
import { useEmbedFacts } from "./useEmbedFacts";
import "../explorer.css";
import "../embed.css";

/**
 * The embeddable map where the frame cannot run WebGL: the server's picture of the map at the address's
 * filter and view (the countries and a dot per incident), with the same legend, date and link as the map.
 */
export function EmbedPicture({ filter, view }: { filter: ExplorerFilter; view: MapViewState | null }) {
  const t = useT("app", "map");
  const locale = useLocale();
  const facts = useEmbedFacts(filter);
  const stage = useRef<HTMLDivElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  // asked once, at the frame's size: the picture then covers the frame as the map would
  useLayoutEffect(() => {
    const box = stage.current!.getBoundingClientRect();
    setSrc(pictureUrl(filter, view, box.width, box.height));
  }, [filter, view]);
  const legend = (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="explorer__heading">
        {t("map.legend")}
      </h2>
      <ul className="map-legend__items">
        {(["russian", "chinese"] as const).map((type) => (
          <li key={type}>
            <span className={`map-legend__swatch map-legend__swatch--${type}`} aria-hidden="true" />
            {t(ATTRIBUTION_LABELS[type])}
          </li>
        ))}
      </ul>
      <p className="map-legend__counts">{t("map.embed.pictureNote")}</p>
    </section>
  );
  return (
    <EmbeddedContext value={true}>
      <EmbedFrame
        facts={facts}
        legend={legend}
        fullMapHref={localePath(locale, "/") + explorerSearch(filter, view)}
      >
        <div ref={stage} className="embed__map">
          {/* its alt text says how many incidents it shows; without the count, the map's name */}
          {src && facts !== undefined && (
            <img
              className="embed__picture"
              src={src}
              alt={facts ? t("map.embed.pictureAlt", { count: facts.count }) : t("map.title")}
            />
          )}
        </div>
      </EmbedFrame>
    </EmbeddedContext>
  );
}
