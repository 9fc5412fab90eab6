import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  EVIDENCE_STATUSES,
  GEOLOCATION_METHODS,
  INCIDENT_COLUMNS,
  INCIDENT_KINDS,
  INFORMATION_CREDIBILITIES,
  PLACE_PRECISIONS,
  SOURCE_RELIABILITIES,
  TIME_PRECISIONS,
} from "@incident-watch/schema";
import { Link } from "react-router-dom";
import { useId, type ReactNode } from "react";
import {
  ATTRIBUTOR_LABELS,
  CONFIDENCE_LABELS,
  CREDIBILITY_LABELS,
  EVIDENCE_LABELS,
  GEOLOCATION_LABELS,
  KIND_LABELS,
  PARTY_LABELS,
  PLACE_PRECISION_LABELS,
  RELIABILITY_LABELS,
  T,
  TIME_PRECISION_LABELS,
  useT,
  type MessageId,
} from "../../i18n";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import {
  ATTRIBUTOR_MEANINGS,
  COLUMN_MEANINGS,
  CONFIDENCE_MEANINGS,
  CREDIBILITY_MEANINGS,
  EVIDENCE_MEANINGS,
  GEOLOCATION_MEANINGS,
  KIND_MEANINGS,
  PARTY_MEANINGS,
  PLACE_MEANINGS,
  RELIABILITY_MEANINGS,
  TIME_MEANINGS,
} from "./codebookWords";
import "./pages.css";
import { PlaceNamesCredit } from "./PlaceNamesCredit";

const NAMESPACES = ["app", "incident", "pages"] as const;

/** A label as a table cell shows it: the grading's words are lower case in running text elsewhere. */
const sentenceCase = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A table that scrolls sideways on a narrow screen rather than pushing the page wider; it is focusable so
 * a keyboard can scroll it, and named by its caption.
 */
function Scrolling({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div className="codebook-table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      {children}
    </div>
  );
}

/** One vocabulary's values: the code, how the site names it, and what it means. */
function Values<V extends string | number>({
  code,
  caption,
  values,
  labels,
  meanings,
}: {
  code: string;
  caption?: MessageId;
  values: readonly V[];
  labels: Record<V, MessageId>;
  meanings: Record<V, MessageId>;
}) {
  const t = useT(...NAMESPACES);
  const captionId = useId();
  return (
    <Scrolling captionId={captionId}>
      <table className="codebook-table">
        <caption id={captionId}>
          <code>{code}</code>
          {caption ? `: ${t(caption)}` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("pages.codebook.value")}</th>
            <th scope="col">{t("pages.codebook.shownAs")}</th>
            <th scope="col">{t("pages.codebook.meaning")}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value) => (
            <tr key={value}>
              <td>
                <code>{value}</code>
              </td>
              <td>{sentenceCase(t(labels[value]))}</td>
              <td>{t(meanings[value])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolling>
  );
}

/**
 * The codebook: what each field of an incident and each value of the data's vocabularies means, in the
 * same words (in English) the API's schema describes them with, so the site and the API cannot disagree.
 */
export function CodebookPage() {
  const t = useT(...NAMESPACES);
  useDocumentTitle(t("pages.codebook.title"));
  return (
    <article className="prose" aria-labelledby="codebook-title">
      <h1 id="codebook-title">{t("pages.codebook.title")}</h1>
      <p className="prose__lead">
        <T ns="pages" id="pages.codebook.lead" components={{ explorer: <a href="/graphql" /> }} />
      </p>

      <h2>{t("pages.codebook.incidentTitle")}</h2>
      <p>
        <T ns="pages" id="pages.codebook.incident" components={{ guide: <a href="/research" /> }} />
      </p>
      <Scrolling captionId="codebook-fields">
        <table className="codebook-table">
          <caption id="codebook-fields">{t("pages.codebook.fieldsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pages.codebook.csvColumn")}</th>
              <th scope="col">{t("pages.codebook.jsonField")}</th>
              <th scope="col">{t("pages.codebook.meaning")}</th>
            </tr>
          </thead>
          <tbody>
            {INCIDENT_COLUMNS.map(({ csv, json, meaning }) => (
              <tr key={csv}>
                <td>
                  <code>{csv}</code>
                </td>
                <td>
                  <code>{json}</code>
                </td>
                <td>{COLUMN_MEANINGS[csv] ? t(COLUMN_MEANINGS[csv]) : meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scrolling>
      <p>{t("pages.codebook.nullValues")}</p>

      <h2>{t("pages.codebook.kindsTitle")}</h2>
      <Values code="kind" values={INCIDENT_KINDS} labels={KIND_LABELS} meanings={KIND_MEANINGS} />

      <h2>{t("pages.codebook.precisionTitle")}</h2>
      <p>{t("pages.codebook.precision")}</p>
      <Values
        code="place_precision"
        caption="pages.codebook.placeCaption"
        values={PLACE_PRECISIONS}
        labels={PLACE_PRECISION_LABELS}
        meanings={PLACE_MEANINGS}
      />
      <Values
        code="time_precision"
        caption="pages.codebook.timeCaption"
        values={TIME_PRECISIONS}
        labels={TIME_PRECISION_LABELS}
        meanings={TIME_MEANINGS}
      />

      <h2>{t("pages.codebook.evidenceTitle")}</h2>
      <p>{t("pages.codebook.evidence")}</p>
      <Values
        code="evidenceStatus"
        caption="pages.codebook.evidenceCaption"
        values={EVIDENCE_STATUSES}
        labels={EVIDENCE_LABELS}
        meanings={EVIDENCE_MEANINGS}
      />
      <Values
        code="geolocationMethod"
        caption="pages.codebook.geolocationCaption"
        values={GEOLOCATION_METHODS}
        labels={GEOLOCATION_LABELS}
        meanings={GEOLOCATION_MEANINGS}
      />

      <h2>{t("pages.codebook.attributionsTitle")}</h2>
      <p>
        <T ns="pages" id="pages.codebook.attributions" components={{ em: <em /> }} />
      </p>
      <Values
        code="party"
        caption="pages.codebook.partyCaption"
        values={ATTRIBUTION_PARTIES}
        labels={PARTY_LABELS}
        meanings={PARTY_MEANINGS}
      />
      <Values
        code="attributedBy"
        caption="pages.codebook.attributorCaption"
        values={ATTRIBUTORS}
        labels={ATTRIBUTOR_LABELS}
        meanings={ATTRIBUTOR_MEANINGS}
      />
      <Values
        code="confidence"
        caption="pages.codebook.confidenceCaption"
        values={CONFIDENCE_LEVELS}
        labels={CONFIDENCE_LABELS}
        meanings={CONFIDENCE_MEANINGS}
      />

      <h2>{t("pages.codebook.gradingTitle")}</h2>
      <p>{t("pages.codebook.grading")}</p>
      <Values
        code="reliability"
        caption="pages.codebook.reliabilityCaption"
        values={SOURCE_RELIABILITIES}
        labels={RELIABILITY_LABELS}
        meanings={RELIABILITY_MEANINGS}
      />
      <Values
        code="credibility"
        caption="pages.codebook.credibilityCaption"
        values={INFORMATION_CREDIBILITIES}
        labels={CREDIBILITY_LABELS}
        meanings={CREDIBILITY_MEANINGS}
      />

      <h2>{t("pages.codebook.versionsTitle")}</h2>
      <p>
        <T ns="pages" id="pages.codebook.versions" components={{ statistics: <Link to="/statistics" /> }} />
      </p>

      <PlaceNamesCredit />
    </article>
  );
}
