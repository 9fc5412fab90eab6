import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  INCIDENT_COLUMNS,
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
      <p>
        The CSV and XLSX downloads have these columns, in this order; the GeoJSON download has the same data
        as each feature&apos;s properties (the coordinates are its geometry), and GraphQL and the JSON list
        name the fields as GeoJSON does. Every source and attribution of an incident, not only the strongest,
        is in the JSON list and on the incident&apos;s page; the <a href="/research">research API guide</a>{" "}
        has the types and the rest of the API.
      </p>
      <table className="codebook-table">
        <caption>The fields of an incident</caption>
        <thead>
          <tr>
            <th scope="col">CSV column</th>
            <th scope="col">GeoJSON and JSON</th>
            <th scope="col">Meaning</th>
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
