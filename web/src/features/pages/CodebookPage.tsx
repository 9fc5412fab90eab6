import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  INCIDENT_COLUMNS,
  NULL_VALUES_NOTE,
  INCIDENT_KINDS,
  INFORMATION_CREDIBILITIES,
  PLACE_PRECISIONS,
  EVIDENCE_STATUSES,
  GEOLOCATION_METHODS,
  evidenceStatusLabels,
  evidenceStatusMeanings,
  geolocationMethodLabels,
  geolocationMethodMeanings,
  SOURCE_RELIABILITIES,
  TIME_PRECISIONS,
  attributorLabels,
  attributorMeanings,
  confidenceLabels,
  confidenceMeanings,
  credibilityLabels,
  credibilityMeanings,
  incidentKindLabels,
  incidentKindMeanings,
  partyLabels,
  partyMeanings,
  placePrecisionLabels,
  placePrecisionMeanings,
  reliabilityLabels,
  reliabilityMeanings,
  timePrecisionLabels,
  timePrecisionMeanings,
} from "@incident-watch/schema";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

/** One vocabulary's values: the code, how the site names it, and what it means. */
function Values<T extends string | number>({
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
      <p>{NULL_VALUES_NOTE}</p>

      <h2>Kinds of attack</h2>
      <Values
        caption="kind"
        values={INCIDENT_KINDS}
        labels={incidentKindLabels}
        meanings={incidentKindMeanings}
      />

      <h2>Precision</h2>
      <p>
        Every incident has a point and a day. How much of them to believe is said by two codes: a place known
        only to its town has the town&apos;s centre as its point, and the map shades about 5 km around it (50
        km for a region; nothing for a country, whose size varies too much for one circle); a day known only
        to its month is written as the month&apos;s first day. Both columns were added in export revision 2:
        the files of a data version published before keep the columns they had then, byte for byte, and every
        incident in them was an exact place on a known day.
      </p>
      <Values
        caption="place_precision: how precisely the place is known"
        values={PLACE_PRECISIONS}
        labels={placePrecisionLabels}
        meanings={placePrecisionMeanings}
      />
      <Values
        caption="time_precision: how precisely the day is known"
        values={TIME_PRECISIONS}
        labels={timePrecisionLabels}
        meanings={timePrecisionMeanings}
      />

      <h2>Evidence</h2>
      <p>
        How well an incident is verified, and how its place was established. Every incident starts as
        reported. A moderator marks it corroborated; it is confirmed only when two moderators agree: one
        proposes it, and a second one, not the moderator who approved the incident, agrees. Each step is a
        version in the incident&apos;s history. The research API and the map filter by it; the downloads do
        not carry it yet.
      </p>
      <Values
        caption="evidenceStatus: how well it is verified"
        values={EVIDENCE_STATUSES}
        labels={evidenceStatusLabels}
        meanings={evidenceStatusMeanings}
      />
      <Values
        caption="geolocationMethod: how the place was established"
        values={GEOLOCATION_METHODS}
        labels={geolocationMethodLabels}
        meanings={geolocationMethodMeanings}
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

      <h2>Grading of sources</h2>
      <p>
        Moderators grade each source by the Admiralty code of NATO&apos;s AJP-2.1 (STANAG 2511): a letter for
        how reliable the source is, a number for how credible its information, written together as B2. The
        grading sits beside the confidence of the attributions that rest on the source; a source not yet
        graded has neither. It is in the JSON list, on each incident&apos;s page and in the STIX and MISP
        exports.
      </p>
      <Values
        caption="reliability: how reliable the source is"
        values={SOURCE_RELIABILITIES}
        labels={reliabilityLabels}
        meanings={reliabilityMeanings}
      />
      <Values
        caption="credibility: how credible its information is"
        values={INFORMATION_CREDIBILITIES}
        labels={credibilityLabels}
        meanings={credibilityMeanings}
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
