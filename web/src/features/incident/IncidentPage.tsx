import { useQuery } from "@apollo/client/react";
import { isStaffRole } from "@incident-watch/schema";
import { Suspense, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { hasWebGL } from "../../components/map/webgl";
import { EVIDENCE_LABELS, GEOLOCATION_LABELS, KIND_LABELS, T, useFormat, useLocale, useT } from "../../i18n";
import { useEventWords } from "../../lib/useEventWords";
import { isId } from "../../lib/ids";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import {
  loadEvidenceControls,
  loadIncidentHistory,
  loadSourceGrading,
  loadTitleTranslationForm,
} from "../admin";
import { useAuth } from "../auth";
import { NotFoundPage } from "../pages";
import { incidentPageQuery } from "./incident.graphql";
import { IncidentDiscussion } from "./IncidentDiscussion";
import { IncidentLedger } from "./IncidentLedger";
import { IncidentVersions } from "./IncidentVersions";
import { ProposeForm } from "./ProposeForm";
import { TranslatedTitle } from "./TranslatedTitle";
import "./incident.css";

// the map libraries stay in their own lazy chunk, fetched only when a page shows a map
const IncidentLocationMap = lazyWithTimeout(() =>
  import("./IncidentLocationMap").then((module) => ({ default: module.IncidentLocationMap })),
);
// the moderators' history is theirs alone: visitors never download it
const IncidentHistory = lazyWithTimeout(loadIncidentHistory);
const SourceGrading = lazyWithTimeout(loadSourceGrading);
const TitleTranslationForm = lazyWithTimeout(loadTitleTranslationForm);
const EvidenceControls = lazyWithTimeout(loadEvidenceControls);
// a member's follow button: visitors never download it
const FollowIncidentButton = lazyWithTimeout(() =>
  import("./FollowIncidentButton").then((module) => ({ default: module.FollowIncidentButton })),
);

const ATTRIBUTION = {
  russian: { badge: "RU", words: "incident.attributedToRussia" },
  chinese: { badge: "CN", words: "incident.attributedToChina" },
} as const;

/** The map page's view centred on a point (the map page's `view=lat,lng,zoom` URL key). */
export function mapViewLink(latitude: number, longitude: number, zoom = 10): string {
  return `/?view=${latitude.toFixed(5)},${longitude.toFixed(5)},${zoom}`;
}

/** The outlet a source comes from, as its address names it ("www.bbc.co.uk/news/…" → "bbc.co.uk"). */
export function sourceOutlet(sourceUrl: string): string | null {
  try {
    return new URL(sourceUrl).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** /incident/{id}: one approved incident, to link to and cite; 'Page not found' for any other id. */
export function IncidentPage() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  const language = useLocale();
  const { data, loading, error, refetch } = useQuery(incidentPageQuery, {
    variables: { id, language },
    skip: !isId(id),
  });
  const style = useQuery(mapStyleQuery);
  const [webgl] = useState(hasWebGL);
  const event = data?.event;
  const t = useT("app", "incident");
  const format = useFormat();
  const words = useEventWords();
  useDocumentTitle(event?.title ?? t("incident.title"));

  if (loading && !event) return <p className="incident-page__status">{t("incident.loading")}</p>;
  if (error && !event)
    return (
      <p className="incident-page__status" role="alert">
        {t("incident.loadFailed")}
      </p>
    );
  if (!event) return <NotFoundPage />;

  const attribution = ATTRIBUTION[event.type];
  const country = event.country ? format.country(event.country) : event.countryName;
  const outlet = sourceOutlet(event.sourceUrl);
  const place = words.placeLine(event);
  return (
    <article className="incident-page" aria-labelledby="incident-title">
      <p className="incident-page__back">
        <Link to={mapViewLink(event.latitude, event.longitude)}>{t("incident.backToMap")}</Link>
      </p>
      <TranslatedTitle
        title={event.title}
        titleLanguage={event.titleLanguage}
        translations={event.translations}
      />
      <dl className="incident-page__facts">
        <div>
          <dt>{t("incident.date")}</dt>
          <dd>
            <time dateTime={event.date}>{words.incidentDate(event.date, event.timePrecision)}</time>
            {event.timePrecision !== "day" && ` (${words.timeWords(event.timePrecision)})`}
          </dd>
        </div>
        <div>
          <dt>{t("incident.attribution")}</dt>
          <dd>
            <span
              className={`incident-badge incident-badge--${event.type}`}
              aria-hidden="true"
              translate="no"
            >
              {attribution.badge}
            </span>{" "}
            {t(attribution.words)}
          </dd>
        </div>
        <div>
          <dt>{t("incident.kind")}</dt>
          <dd>{t(KIND_LABELS[event.kind])}</dd>
        </div>
        <div>
          <dt>{t("incident.country")}</dt>
          <dd>{country ?? t("incident.noCountry")}</dd>
        </div>
        {outlet && (
          <div>
            <dt>{t("incident.source")}</dt>
            <dd className="incident-page__outlet" translate="no">
              {outlet}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("incident.location")}</dt>
          <dd>
            {place && <span className="incident-page__place">{place} · </span>}
            {event.latitude.toFixed(4)}, {event.longitude.toFixed(4)}
          </dd>
        </div>
        <div>
          <dt>{t("incident.precision")}</dt>
          <dd>{words.placeWords(event.placePrecision)}</dd>
        </div>
        <div>
          <dt>{t("incident.evidence")}</dt>
          <dd>{t(EVIDENCE_LABELS[event.evidenceStatus])}</dd>
        </div>
        {event.geolocationMethod && (
          <div>
            <dt>{t("incident.geolocation")}</dt>
            <dd>{t(GEOLOCATION_LABELS[event.geolocationMethod])}</dd>
          </div>
        )}
      </dl>
      {event.confirmationMethod && event.evidenceStatus !== "confirmed" && (
        <p className="incident-page__note" role="note">
          {t("incident.confirmationWaiting", { method: t(GEOLOCATION_LABELS[event.confirmationMethod]) })}
        </p>
      )}
      {user && (
        <Suspense fallback={null}>
          <FollowIncidentButton eventId={event.id} />
        </Suspense>
      )}
      {user && isStaffRole(user.role) && (
        <Suspense fallback={null}>
          <EvidenceControls incident={event} />
        </Suspense>
      )}
      <p>
        <a
          className="button button--primary"
          href={event.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {outlet ? t("incident.readSourceOn", { outlet }) : t("incident.readSource")}{" "}
          <span className="visually-hidden">{t("app.opensInNewTab")}</span>
        </a>
      </p>
      <IncidentLedger
        sources={event.sources}
        attributions={event.attributions}
        sourceTools={
          user && isStaffRole(user.role)
            ? (source, number) => (
                <Suspense fallback={null}>
                  <SourceGrading source={source} number={number} />
                </Suspense>
              )
            : undefined
        }
      />
      <IncidentVersions
        id={event.id}
        versions={event.versions.map((v) => ({ ...v, createdAt: v.createdAt as string }))}
      />
      <IncidentDiscussion eventId={event.id} discussion={event.discussion} onPosted={() => refetch()} />
      {event.citedBy.length > 0 && (
        <section className="incident-page__cited-by" aria-labelledby="incident-cited-by">
          <h2 id="incident-cited-by">{t("incident.discussedIn")}</h2>
          <ul>
            {event.citedBy.map((thread) => (
              <li key={thread.id}>
                <Link to={`/forum/thread/${encodeURIComponent(thread.id)}`}>{thread.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {user ? (
        <details className="incident-page__propose">
          <summary>{t("incident.propose")}</summary>
          <ProposeForm eventId={event.id} sources={event.sources} />
        </details>
      ) : (
        <p className="incident-page__propose">
          <T ns="incident" id="incident.signInToPropose" components={{ login: <Link to="/forum/login" /> }} />
        </p>
      )}
      <section className="incident-location" aria-label={t("incident.locationMap")}>
        {webgl ? (
          <Suspense fallback={<p className="incident-location__note">{t("incident.loadingMap")}</p>}>
            <IncidentLocationMap
              latitude={event.latitude}
              longitude={event.longitude}
              type={event.type}
              mapStyleUrl={style.data?.siteInfo.mapStyleUrl ?? null}
            />
          </Suspense>
        ) : (
          <p className="incident-location__note">{t("incident.noWebgl")}</p>
        )}
      </section>
      <p className="incident-page__links">
        <Link to={mapViewLink(event.latitude, event.longitude)}>{t("incident.showOnMap")}</Link> ·{" "}
        <Link to="/statistics">{t("app.footer.statistics")}</Link>
      </p>
      {user && isStaffRole(user.role) && (
        <section className="incident-page__history" aria-labelledby="incident-history-title">
          <h2 id="incident-history-title">{t("incident.moderationHistory")}</h2>
          <Suspense fallback={<p>{t("incident.loadingHistory")}</p>}>
            <IncidentHistory id={event.id} />
            <TitleTranslationForm
              id={event.id}
              titleLanguage={event.titleLanguage}
              translations={event.translations}
            />
          </Suspense>
        </section>
      )}
    </article>
  );
}
