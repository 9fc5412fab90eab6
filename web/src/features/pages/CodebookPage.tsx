import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  INCIDENT_KINDS,
  attributorLabels,
  attributorMeanings,
  confidenceLabels,
  confidenceMeanings,
  incidentKindLabels,
  incidentKindMeanings,
  partyLabels,
  partyMeanings,
} from "@incident-watch/schema";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

/** An incident's fields as every format names them (the research API's guide has their types). */
const INCIDENT_FIELDS: ReadonlyArray<[string, string]> = [
  ["id", "Its number. It never changes: keep a copy up to date by it."],
  ["title", "What happened, in a line: the source page's title, or a moderator's wording."],
  ["date", "The day it happened, yyyy-mm-dd."],
  ["type", "Russia (russian) or China (chinese): the state its strongest attribution names."],
  ["kind", "The kind of attack, below."],
  [
    "country",
    "The European state where it happened (ISO 3166-1 alpha-2, XK for Kosovo), from the coordinates; a " +
      "point at sea counts for the nearest coast within 25 km.",
  ],
  ["latitude, longitude", "Where it happened, in WGS 84 degrees."],
  ["sourceUrl", "The report it was submitted with; further reports are its sources."],
  ["publishedAt", "When it was first made public."],
  ["updatedAt", "Its last public change: publication or a moderator's correction."],
  ["url", "Its page on this site: cite it, or one of its numbered versions."],
];

/** One vocabulary's values: the code, how the site names it, and what it means. */
function Values<T extends string>({
  caption,
  values,
  labels,
  meanings,
}: {
  caption: string;
  values: readonly T[];
  labels: Record<T, string>;
  meanings: Record<T, string>;
}) {
  return (
    <table className="codebook-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Shown as</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {values.map((value) => (
          <tr key={value}>
            <td>
              <code>{value}</code>
            </td>
            <td>{labels[value]}</td>
            <td>{meanings[value]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The codebook: what each field of an incident and each value of the data's vocabularies means, from the
 * same words the API's schema describes them with, so the site and the API cannot disagree.
 */
export function CodebookPage() {
  useDocumentTitle("Codebook");
  return (
    <article className="prose" aria-labelledby="codebook-title">
      <h1 id="codebook-title">Codebook</h1>
      <p className="prose__lead">
        What every incident record holds, and what each of its values means. The same names are used in the
        API, the JSON, CSV and GeoJSON downloads and the Atom feed. The data is published under CC BY 4.0; try
        it in the <a href="/graphql">API explorer</a>.
      </p>

      <h2>An incident</h2>
      <table className="codebook-table">
        <caption>The fields of an incident</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {INCIDENT_FIELDS.map(([field, meaning]) => (
            <tr key={field}>
              <td>
                <code>{field}</code>
              </td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Kinds of attack</h2>
      <Values
        caption="kind"
        values={INCIDENT_KINDS}
        labels={incidentKindLabels}
        meanings={incidentKindMeanings}
      />

      <h2>Attributions</h2>
      <p>
        An incident carries one or more attributions: who is said to be responsible, by whom, on which day,
        how sure, and the source that says so. Its <em>strongest</em> attribution is the first by confidence,
        then by who made it (in the order below), then the newest; the incident&apos;s type follows it. Every
        incident starts with the submitter&apos;s choice, recorded as a press report and suspected, until
        better attributions are added.
      </p>
      <Values
        caption="party: who is said to be responsible"
        values={ATTRIBUTION_PARTIES}
        labels={partyLabels}
        meanings={partyMeanings}
      />
      <Values
        caption="attributedBy: who made the attribution, strongest first"
        values={ATTRIBUTORS}
        labels={attributorLabels}
        meanings={attributorMeanings}
      />
      <Values
        caption="confidence: how sure, strongest first"
        values={CONFIDENCE_LEVELS}
        labels={confidenceLabels}
        meanings={confidenceMeanings}
      />

      <h2>Versions</h2>
      <p>
        Every public change to an incident is a numbered version with its own page, listed on the
        incident&apos;s page: when it was made, what changed and why. Nothing is rewritten; a withdrawn
        incident keeps its history. See the <Link to="/statistics">statistics</Link> for the record in
        numbers.
      </p>
    </article>
  );
}
