import {
  attributorLabels,
  confidenceLabels,
  partyLabels,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
} from "@incident-watch/schema";
import { formatDayMonthYear } from "../../lib/dayMonthYear";

export interface LedgerSource {
  id: string;
  url: string;
  outlet?: string | null;
  language?: string | null;
  publishedDate?: string | null;
  archivedUrl?: string | null;
}

export interface LedgerAttribution {
  id: string;
  party: string;
  attributedBy: string;
  date: string;
  confidence: string;
  sourceId: string;
}

const outbound = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/** An incident's sources and its attributions, each attribution naming the source it rests on. */
export function IncidentLedger({
  sources,
  attributions,
}: {
  sources: readonly LedgerSource[];
  attributions: readonly LedgerAttribution[];
}) {
  const sourceNumber = new Map(sources.map((source, i) => [source.id, i + 1]));
  return (
    <div className="incident-ledger">
      <section aria-labelledby="incident-attributions-title">
        <h2 id="incident-attributions-title">Attributions</h2>
        <ul className="incident-ledger__list">
          {attributions.map((a) => (
            <li key={a.id} className="incident-ledger__attribution">
              <strong>{partyLabels[a.party as AttributionParty] ?? a.party}</strong>
              {" · "}
              <span className={`incident-confidence incident-confidence--${a.confidence}`}>
                {confidenceLabels[a.confidence as ConfidenceLevel] ?? a.confidence}
              </span>
              {" · "}
              {attributorLabels[a.attributedBy as Attributor] ?? a.attributedBy},{" "}
              <time dateTime={a.date}>{formatDayMonthYear(a.date)}</time>
              {sourceNumber.has(a.sourceId) && <> · source {sourceNumber.get(a.sourceId)}</>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="incident-sources-title">
        <h2 id="incident-sources-title">Sources</h2>
        <ol className="incident-ledger__list">
          {sources.map((s) => (
            <li key={s.id}>
              <a href={s.url} {...outbound}>
                {s.outlet ?? s.url}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              {s.language && <> · {s.language}</>}
              {s.publishedDate && (
                <>
                  {" · "}
                  <time dateTime={s.publishedDate}>{formatDayMonthYear(s.publishedDate)}</time>
                </>
              )}
              {s.archivedUrl && (
                <>
                  {" · "}
                  <a href={s.archivedUrl} {...outbound}>
                    archived copy<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
