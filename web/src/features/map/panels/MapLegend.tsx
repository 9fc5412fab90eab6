const number = (value: number) => value.toLocaleString("en-GB");

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
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="explorer__heading">
        Legend
      </h2>
      <ul className="map-legend__items">
        <li>
          <span className="map-legend__swatch map-legend__swatch--russian" aria-hidden="true" />
          Russia
        </li>
        <li>
          <span className="map-legend__swatch map-legend__swatch--chinese" aria-hidden="true" />
          China
        </li>
        <li>
          <span className="map-legend__swatch map-legend__swatch--mixed" aria-hidden="true">
            <span className="map-legend__badge">!</span>
          </span>
          <span>Mixed cluster: the warning badge means it holds both Russian and Chinese incidents</span>
        </li>
      </ul>
      <p className="map-legend__counts" role="status" aria-live="polite">
        {searching ? (
          "Searching the titles…"
        ) : total === null || count === null ? (
          "Loading incidents…"
        ) : (
          <>
            <strong data-testid="count-in-view">{number(inView ?? 0)}</strong> in view ·{" "}
            <strong data-testid="count-total">{number(total)}</strong>
            {total === count ? " incidents in total" : ` match the filter, of ${number(count)} in total`}
          </>
        )}
      </p>
    </section>
  );
}
