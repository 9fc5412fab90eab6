import { useQuery } from "@apollo/client/react";
import { incidentKindLabels, isStaffRole } from "@incident-watch/schema";
import { Suspense, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { hasWebGL } from "../../components/map/webgl";
import { formatIncidentDate, placePrecisionWords, timePrecisionWords } from "../../lib/eventFormat";
import { isId } from "../../lib/ids";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { loadIncidentHistory, loadSourceGrading } from "../admin";
import { useAuth } from "../auth";
import { NotFoundPage } from "../pages";
import { incidentPageQuery } from "./incident.graphql";
import { IncidentLedger } from "./IncidentLedger";
import { IncidentVersions } from "./IncidentVersions";
import { ProposeForm } from "./ProposeForm";
import "./incident.css";

// the map libraries stay in their own lazy chunk, fetched only when a page shows a map
const IncidentLocationMap = lazyWithTimeout(() =>
  import("./IncidentLocationMap").then((module) => ({ default: module.IncidentLocationMap })),
);
// the moderators' history is theirs alone: visitors never download it
const IncidentHistory = lazyWithTimeout(loadIncidentHistory);
const SourceGrading = lazyWithTimeout(loadSourceGrading);

const ATTRIBUTION = {
  russian: { badge: "RU", words: "Attributed to Russia" },
  chinese: { badge: "CN", words: "Attributed to China" },
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
  const { data, loading, error } = useQuery(incidentPageQuery, { variables: { id }, skip: !isId(id) });
  const style = useQuery(mapStyleQuery);
  const [webgl] = useState(hasWebGL);
  const event = data?.event;
  useDocumentTitle(event?.title ?? "Incident");

  if (loading && !event) return <p className="incident-page__status">Loading the incident…</p>;
  if (error && !event)
    return (
      <p className="incident-page__status" role="alert">
        This incident could not be loaded. Please try again later.
      </p>
    );
  if (!event) return <NotFoundPage />;

  const attribution = ATTRIBUTION[event.type];
  const country = event.countryName ?? event.country;
  const outlet = sourceOutlet(event.sourceUrl);
  return (
    <article className="incident-page" aria-labelledby="incident-title">
      <p className="incident-page__back">
        <Link to={mapViewLink(event.latitude, event.longitude)}>← Show on the map</Link>
      </p>
      <h1 id="incident-title">{event.title}</h1>
      <dl className="incident-page__facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.date}>{formatIncidentDate(event.date, event.timePrecision)}</time>
            {event.timePrecision !== "day" && ` (${timePrecisionWords[event.timePrecision]})`}
          </dd>
        </div>
        <div>
          <dt>Attribution</dt>
          <dd>
            <span className={`incident-badge incident-badge--${event.type}`} aria-hidden="true">
              {attribution.badge}
            </span>{" "}
            {attribution.words}
          </dd>
        </div>
        <div>
          <dt>Kind of attack</dt>
          <dd>{incidentKindLabels[event.kind]}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{country ?? "Not in a European state"}</dd>
        </div>
        {outlet && (
          <div>
            <dt>Source</dt>
            <dd className="incident-page__outlet">{outlet}</dd>
          </div>
        )}
        <div>
          <dt>Location</dt>
          <dd>
            {event.latitude.toFixed(4)}, {event.longitude.toFixed(4)}
          </dd>
        </div>
        <div>
          <dt>Precision</dt>
          <dd>{placePrecisionWords[event.placePrecision]}</dd>
        </div>
      </dl>
      <p>
        <a
          className="button button--primary"
          href={event.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          Read the source{outlet ? ` on ${outlet}` : ""}{" "}
          <span className="visually-hidden">(opens in a new tab)</span>
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
      {user ? (
        <details className="incident-page__propose">
          <summary>Propose another source or attribution</summary>
          <ProposeForm eventId={event.id} sources={event.sources} />
        </details>
      ) : (
        <p className="incident-page__propose">
          <Link to="/forum/login">Sign in</Link> to propose another source or attribution.
        </p>
      )}
      <section className="incident-location" aria-label="Location map">
        {webgl ? (
          <Suspense fallback={<p className="incident-location__note">Loading map…</p>}>
            <IncidentLocationMap
              latitude={event.latitude}
              longitude={event.longitude}
              type={event.type}
              mapStyleUrl={style.data?.siteInfo.mapStyleUrl ?? null}
            />
          </Suspense>
        ) : (
          <p className="incident-location__note">The map needs WebGL, which this browser does not offer.</p>
        )}
      </section>
      <p className="incident-page__links">
        <Link to={mapViewLink(event.latitude, event.longitude)}>Show this incident on the map</Link> ·{" "}
        <Link to="/statistics">Statistics</Link>
      </p>
      {user && isStaffRole(user.role) && (
        <section className="incident-page__history" aria-labelledby="incident-history-title">
          <h2 id="incident-history-title">Moderation history</h2>
          <Suspense fallback={<p>Loading the history…</p>}>
            <IncidentHistory id={event.id} />
          </Suspense>
        </section>
      )}
    </article>
  );
}
