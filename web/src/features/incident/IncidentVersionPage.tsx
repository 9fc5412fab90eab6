import { useQuery } from "@apollo/client/react";
import type { IncidentKind } from "@incident-watch/schema";
import { Link, useParams } from "react-router-dom";
import { KIND_LABELS, useFormat, useT } from "../../i18n";
import { useEventWords } from "../../lib/useEventWords";
import { isId } from "../../lib/ids";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotFoundPage } from "../pages";
import { incidentVersionQuery } from "./incident.graphql";
import { IncidentLedger } from "./IncidentLedger";
import { VERSION_ACTION_LABELS } from "./ledgerWords";
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
  const t = useT("app", "incident");
  const format = useFormat();
  const words = useEventWords();
  useDocumentTitle(
    state
      ? t("incident.versionTitle", { title: state.title, number })
      : t("incident.versionUntitled", { number }),
  );

  if (loading && !version) return <p className="incident-page__status">{t("incident.loadingVersion")}</p>;
  if (error && !version)
    return (
      <p className="incident-page__status" role="alert">
        {t("incident.versionLoadFailed")}
      </p>
    );
  if (!version) return <NotFoundPage />;

  return (
    <article className="incident-page" aria-labelledby="incident-title">
      <p className="incident-page__back">
        <Link to={`/incident/${id}`}>{t("incident.asItIsNow")}</Link>
      </p>
      <p className="incident-version__banner" role="note">
        {t("incident.version", { number: version.number })} ·{" "}
        {VERSION_ACTION_LABELS[version.action] ? t(VERSION_ACTION_LABELS[version.action]!) : version.action} ·{" "}
        <time dateTime={version.createdAt as string}>{format.instant(version.createdAt as string)}</time>
        {version.reason && <> · {version.reason}</>}
      </p>
      {state ? (
        <>
          <h1 id="incident-title">{state.title}</h1>
          <dl className="incident-page__facts">
            <div>
              <dt>{t("incident.date")}</dt>
              <dd>
                <time dateTime={state.date}>{words.incidentDate(state.date, state.timePrecision)}</time>
                {state.timePrecision !== "day" && ` (${words.timeWords(state.timePrecision)})`}
              </dd>
            </div>
            <div>
              <dt>{t("incident.kind")}</dt>
              <dd>{t(KIND_LABELS[state.kind as IncidentKind])}</dd>
            </div>
            <div>
              <dt>{t("incident.country")}</dt>
              <dd>{state.country ? format.country(state.country) : t("incident.noCountry")}</dd>
            </div>
            <div>
              <dt>{t("incident.location")}</dt>
              <dd>
                {state.latitude.toFixed(4)}, {state.longitude.toFixed(4)}
              </dd>
            </div>
            <div>
              <dt>{t("incident.precision")}</dt>
              <dd>{words.placeWords(state.placePrecision)}</dd>
            </div>
          </dl>
          <IncidentLedger sources={state.sources} attributions={state.attributions} />
        </>
      ) : (
        <h1 id="incident-title">{t("incident.withdrawn")}</h1>
      )}
      <p className="incident-version__cite">
        {t("incident.citeVersion")} <span className="incident-version__url">{version.url}</span>
      </p>
    </article>
  );
}
