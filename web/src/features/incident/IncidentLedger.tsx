import {
  attributorLabels,
  confidenceLabels,
  credibilityLabels,
  gradingCode,
  partyLabels,
  reliabilityLabels,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
  type InformationCredibility,
  type SourceReliability,
} from "@incident-watch/schema";
import type { ReactNode } from "react";
import { formatDayMonthYear } from "../../lib/dayMonthYear";

export interface LedgerSource {
  id: string;
  url: string;
  outlet?: string | null;
  language?: string | null;
  publishedDate?: string | null;
  archivedUrl?: string | null;
  /** The Admiralty grading (decision 100): A–F and 1–6, null while ungraded. */
  reliability?: string | null;
  credibility?: number | null;
}

/** "Graded B2: usually reliable, probably true"; null while ungraded. */
export function gradingText(source: LedgerSource): string | null {
  const code = gradingCode(source.reliability, source.credibility);
  if (!code) return null;
  const reliability = reliabilityLabels[source.reliability as SourceReliability] ?? "";
  const credibility = credibilityLabels[source.credibility as InformationCredibility] ?? "";
  return `Graded ${code}: ${reliability.toLowerCase()}, ${credibility.toLowerCase()}`;
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

/**
 * An incident's sources, each with its grading, and its attributions, each naming the source it rests
 * on. `sourceTools` adds what staff may do with a source (its grading form) under it.
 */
export function IncidentLedger({
  sources,
  attributions,
  sourceTools,
}: {
  sources: readonly LedgerSource[];
  attributions: readonly LedgerAttribution[];
  sourceTools?: (source: LedgerSource, number: number) => ReactNode;
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
          {sources.map((s, i) => (
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
              {gradingText(s) && (
                <>
                  {" · "}
                  <span className="incident-grading">{gradingText(s)}</span>
                </>
              )}
              {sourceTools?.(s, i + 1)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
