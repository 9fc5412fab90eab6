import { ATTRIBUTION_LABELS, T, useT } from "../../../i18n";
/** What the markers mean, and how many incidents are in view, match the filter, and exist at all. */
export function MapLegend({
  inView,
  total,
  count,
  searching,
}: {
  inView: number | null;
  total: number | null;
  count: number | null;
  searching: boolean;
}) {
  const t = useT("app", "map");
  const strong = {
    inView: <strong data-testid="count-in-view" />,
    total: <strong data-testid="count-total" />,
  };
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="explorer__heading">
        {t("map.legend")}
      </h2>
      <ul className="map-legend__items">
        <li>
          <span className="map-legend__swatch map-legend__swatch--russian" aria-hidden="true" />
          {t(ATTRIBUTION_LABELS.russian)}
        </li>
        <li>
          <span className="map-legend__swatch map-legend__swatch--chinese" aria-hidden="true" />
          {t(ATTRIBUTION_LABELS.chinese)}
        </li>
        <li>
          <span className="map-legend__swatch map-legend__swatch--mixed" aria-hidden="true">
            <span className="map-legend__badge">!</span>
          </span>
          <span>{t("map.legend.mixed")}</span>
        </li>
      </ul>
      <p className="map-legend__counts" role="status" aria-live="polite">
        {searching ? (
          t("map.legend.searching")
        ) : total === null || count === null ? (
          t("map.loading")
        ) : total === count ? (
          <T ns="map" id="map.legend.all" values={{ inView: inView ?? 0, total }} components={strong} />
        ) : (
          <T
            ns="map"
            id="map.legend.filtered"
            values={{ inView: inView ?? 0, total, count }}
            components={strong}
          />
        )}
      </p>
    </section>
  );
}
