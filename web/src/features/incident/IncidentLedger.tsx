import {
  gradingCode,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
  type InformationCredibility,
  type SourceReliability,
} from "@incident-watch/schema";
import type { ReactNode } from "react";
import {
  ATTRIBUTOR_LABELS,
  CONFIDENCE_LABELS,
  CREDIBILITY_LABELS,
  PARTY_LABELS,
  RELIABILITY_LABELS,
  useFormat,
  useT,
  type MessageId,
  type Translate,
} from "../../i18n";
import { SourceCapture, type LedgerCapture } from "./SourceCapture";

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
  /** The copy this site kept (decision 120); null before one was asked for. */
  capture?: LedgerCapture | null;
}

/** "Graded B2: usually reliable, probably true"; null while ungraded. */
export function gradingText(source: LedgerSource, t: Translate): string | null {
  const code = gradingCode(source.reliability, source.credibility);
  if (!code) return null;
  const reliability = RELIABILITY_LABELS[source.reliability as SourceReliability];
  const credibility = CREDIBILITY_LABELS[source.credibility as InformationCredibility];
  return t("incident.graded", {
    code,
    reliability: reliability ? t(reliability) : "",
    credibility: credibility ? t(credibility) : "",
  });
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
  const t = useT("app", "incident");
  const format = useFormat();
  const sourceNumber = new Map(sources.map((source, i) => [source.id, i + 1]));
  const word = <K extends string>(labels: Record<K, MessageId>, value: string) =>
    value in labels ? t(labels[value as K]) : value;
  return (
    <div className="incident-ledger">
      <section aria-labelledby="incident-attributions-title">
        <h2 id="incident-attributions-title">{t("incident.attributions")}</h2>
        <ul className="incident-ledger__list">
          {attributions.map((a) => (
            <li key={a.id} className="incident-ledger__attribution">
              <strong>{word<AttributionParty>(PARTY_LABELS, a.party)}</strong>
              {" · "}
              <span className={`incident-confidence incident-confidence--${a.confidence}`}>
                {word<ConfidenceLevel>(CONFIDENCE_LABELS, a.confidence)}
              </span>
              {" · "}
              {word<Attributor>(ATTRIBUTOR_LABELS, a.attributedBy)},{" "}
              <time dateTime={a.date}>{format.day(a.date)}</time>
              {sourceNumber.has(a.sourceId) && (
                <> · {t("incident.sourceNumber", { number: sourceNumber.get(a.sourceId)! })}</>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="incident-sources-title">
        <h2 id="incident-sources-title">{t("incident.sources")}</h2>
        <ol className="incident-ledger__list">
          {sources.map((s, i) => (
            <li key={s.id}>
              <a href={s.url} {...outbound}>
                <span translate="no">{s.outlet ?? s.url}</span>
                <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
              </a>
              {s.language && <> · {s.language}</>}
              {s.publishedDate && (
                <>
                  {" · "}
                  <time dateTime={s.publishedDate}>{format.day(s.publishedDate)}</time>
                </>
              )}
              {s.archivedUrl && (
                <>
                  {" · "}
                  <a href={s.archivedUrl} {...outbound}>
                    {t("incident.archived")}
                    <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
                  </a>
                </>
              )}
              {gradingText(s, t) && (
                <>
                  {" · "}
                  <span className="incident-grading">{gradingText(s, t)}</span>
                </>
              )}
              {sourceTools?.(s, i + 1)}
              {s.capture && <SourceCapture capture={s.capture} />}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
