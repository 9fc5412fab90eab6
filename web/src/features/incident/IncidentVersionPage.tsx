import { useQuery } from "@apollo/client/react";
import { incidentKindLabels, type IncidentKind } from "@incident-watch/schema";
import { Link, useParams } from "react-router-dom";
import { formatIncidentDate, placePrecisionWords, timePrecisionWords } from "../../lib/eventFormat";
import { isId } from "../../lib/ids";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotFoundPage } from "../pages";
import { incidentVersionQuery } from "./incident.graphql";
import { IncidentLedger } from "./IncidentLedger";
import { versionActionLabels, versionTime } from "./versionLabels";
import "./incident.css";

const isNumber = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** /incident/{id}/v/{n}: one version of an incident as it was made public, to cite. */
export function IncidentVersionPage() {
  const { id = "", number = "" } = useParams();
  const valid = isId(id) && isNumber(number);
  const { data, loading, error } = useQuery(incidentVersionQuery, {
    variables: { id, number: Number(number) },
    skip: !valid,
  });
  const version = data?.incidentVersion;
  const state = version?.incident;
  useDocumentTitle(state ? `${state.title} (version ${number})` : `Incident version ${number}`);

  if (loading && !version) return <p className="incident-page__status">Loading the version…</p>;
  if (error && !version)
    return (
      <p className="incident-page__status" role="alert">
        This version could not be loaded. Please try again later.
      </p>
    );
  if (!version) return <NotFoundPage />;

  return (
    <article className="incident-page" aria-labelledby="incident-title">
      <p className="incident-page__back">
        <Link to={`/incident/${id}`}>← The incident as it is now</Link>
      </p>
      <p className="incident-version__banner" role="note">
        Version {version.number} · {versionActionLabels[version.action] ?? version.action} ·{" "}
        <time dateTime={version.createdAt as string}>{versionTime(version.createdAt as string)}</time>
        {version.reason && <> · {version.reason}</>}
      </p>
      {state ? (
        <>
          <h1 id="incident-title">{state.title}</h1>
          <dl className="incident-page__facts">
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={state.date}>{formatIncidentDate(state.date, state.timePrecision)}</time>
                {state.timePrecision !== "day" && ` (${timePrecisionWords[state.timePrecision]})`}
              </dd>
            </div>
            <div>
              <dt>Kind of attack</dt>
              <dd>{incidentKindLabels[state.kind as IncidentKind]}</dd>
            </div>
            <div>
              <dt>Country</dt>
              <dd>{state.country ?? "Not in a European state"}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>
                {state.latitude.toFixed(4)}, {state.longitude.toFixed(4)}
              </dd>
            </div>
            <div>
              <dt>Precision</dt>
              <dd>{placePrecisionWords[state.placePrecision]}</dd>
            </div>
          </dl>
          <IncidentLedger sources={state.sources} attributions={state.attributions} />
        </>
      ) : (
        <h1 id="incident-title">This incident is no longer on the public record</h1>
      )}
      <p className="incident-version__cite">
        Cite this version: <span className="incident-version__url">{version.url}</span>
      </p>
    </article>
  );
}
