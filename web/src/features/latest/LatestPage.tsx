import { useEffect, useState } from "react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useLocale, useT } from "../../i18n";
import { FirstScreenSwitch } from "./FirstScreenSwitch";
import { LatestItem } from "./LatestItem";
import { useLatestIncidents } from "./useLatestIncidents";
import "./latest.css";

// relative times are told again every half minute, so "now" becomes "1 minute ago" in time
const TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /latest: the published incidents, newest publication first, with how long ago each was published,
 * live as moderators publish them (announced politely), more on request. Phones get the Map | Latest
 * switch above it. An error is always shown, even over a copy kept from before.
 */
export function LatestPage() {
  const t = useT("app", "map");
  useDocumentTitle(t("map.latest.title"));
  const language = useLocale();
  const latest = useLatestIncidents(language);
  const now = useNow();

  return (
    <section className="latest" aria-labelledby="latest-title">
      <FirstScreenSwitch />
      <h1 id="latest-title">{t("map.latest.title")}</h1>
      <p className="latest__lead">{t("map.latest.lead")}</p>
      {/* polite: a publication is told once the reader pauses, never over what they are reading */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {latest.arrivedCount > 0 ? t("map.latest.arrived", { count: latest.arrivedCount }) : ""}
      </p>
      {latest.error && (
        <div className="latest__status" role="alert">
          <p>{t("map.latest.loadFailed")}</p>
          <button type="button" className="button" onClick={() => void latest.retry().catch(() => {})}>
            {t("app.error.tryAgain")}
          </button>
        </div>
      )}
      {!latest.loaded && latest.loading && (
        <p className="latest__status" aria-busy="true">
          {t("map.loading")}
        </p>
      )}
      {latest.loaded && latest.rows.length === 0 && <p className="latest__status">{t("map.none")}</p>}
      {latest.rows.length > 0 && (
        <ol className="latest__list">
          {latest.rows.map((row) => (
            <LatestItem key={row.id} row={row} now={now} />
          ))}
        </ol>
      )}
      {latest.hasMore && (
        <button type="button" className="button" disabled={latest.loading} onClick={latest.showMore}>
          {t("map.showMore")}
        </button>
      )}
    </section>
  );
}
