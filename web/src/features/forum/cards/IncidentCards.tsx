import { useQuery } from "@apollo/client/react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router-dom";
import type { PostCitationsQuery } from "../../../gql/graphql";
import { EVIDENCE_LABELS, KIND_LABELS, useFormat, useLocale, useT } from "../../../i18n";
import { postElementId } from "../posts/quoteLinks";
import { postCitationsQuery } from "./incidentCards.graphql";
import "./incidentCards.css";

type CitedIncident = PostCitationsQuery["postCitations"][number]["incidents"][number];

const ATTRIBUTION = {
  russian: { badge: "RU", words: "incident.attributedToRussia" },
  chinese: { badge: "CN", words: "incident.attributedToChina" },
} as const;

/** A slot made after a placeholder's paragraph, and the card it shows. */
interface Slot {
  key: string;
  element: HTMLElement;
  incident: CitedIncident | null;
  id: string;
}

/**
 * The cards of the incidents a page of posts cites (decision 161): each post's HTML keeps a plain link per
 * citation (`a.incident-cite[data-incident]`); here, once the page is shown, a card of the incident as it is
 * now goes after the paragraph that cites it. A pending incident has no card (its link stays), a withdrawn
 * one's says so. Loaded only for a page that cites one, so the thread page's first load is unchanged.
 */
export function IncidentCards({
  postIds,
  postArea,
  signature,
}: {
  /** The page's posts that hold a placeholder. */
  postIds: string[];
  postArea: RefObject<HTMLElement | null>;
  /** Changes whenever a post's HTML does (React puts it back, and the slots with it). */
  signature: string;
}) {
  const language = useLocale();
  const { data, refetch } = useQuery(postCitationsQuery, {
    variables: { postIds, language },
    fetchPolicy: "cache-and-network",
  });
  // a post added or edited live may cite other incidents: their cards are asked for again
  const asked = useRef(signature);
  useEffect(() => {
    if (asked.current === signature) return;
    asked.current = signature;
    refetch().catch(() => {});
  }, [signature, refetch]);
  const [slots, setSlots] = useState<Slot[]>([]);
  const posts = data?.postCitations;

  useLayoutEffect(() => {
    const area = postArea.current;
    if (!area || !posts) return;
    const made: Slot[] = [];
    for (const post of posts) {
      const content = area.querySelector(`#${postElementId(post.postId)} .post__content`);
      if (!content) continue;
      const published = new Map(post.incidents.map((incident) => [incident.id, incident]));
      const withdrawn = new Set(post.withdrawn.map((incident) => incident.id));
      const shown = new Set<string>();
      for (const link of content.querySelectorAll<HTMLAnchorElement>("a.incident-cite[data-incident]")) {
        const id = link.dataset.incident!;
        if (shown.has(id) || (!published.has(id) && !withdrawn.has(id))) continue;
        shown.add(id);
        // after the top-level block that holds the link (a paragraph, a list, a quote)
        let block: Element = link;
        while (block.parentElement && block.parentElement !== content) block = block.parentElement;
        const element = document.createElement("div");
        element.className = "incident-card-slot";
        const after = made.filter((slot) => slot.element.previousElementSibling === block).at(-1)?.element;
        (after ?? block).after(element);
        made.push({ key: `${post.postId}:${id}`, element, incident: published.get(id) ?? null, id });
      }
    }
    // the slots are shown from the next frame: the post's HTML stays as it was painted until its cards come
    const frame = requestAnimationFrame(() => setSlots(made));
    return () => {
      cancelAnimationFrame(frame);
      for (const slot of made) slot.element.remove();
    };
  }, [posts, postArea, signature]);

  return (
    <>
      {slots.map((slot) =>
        createPortal(
          slot.incident ? <IncidentCard incident={slot.incident} /> : <WithdrawnCard id={slot.id} />,
          slot.element,
          slot.key,
        ),
      )}
    </>
  );
}

/** A map picture of one place, drawn by the server (decision 157), when the incident has one. */
function mapPicture(incident: CitedIncident): string | null {
  const { latitude: lat, longitude: lng } = incident;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 85) return null;
  const near = (value: number, by: number) => (value + by).toFixed(4);
  const query = new URLSearchParams({
    types: incident.type,
    from: incident.date.slice(0, 10),
    to: incident.date.slice(0, 10),
    bbox: [near(lng, -0.0005), near(lat, -0.0005), near(lng, 0.0005), near(lat, 0.0005)].join(","),
    view: `${lat.toFixed(4)},${lng.toFixed(4)},5`,
    width: "200",
    height: "150",
  });
  return `/api/embed/map.png?${query.toString()}`;
}

function IncidentCard({ incident }: { incident: CitedIncident }) {
  const t = useT("app", "incident");
  const format = useFormat();
  const locale = useLocale();
  const translation =
    incident.titleLanguage === locale
      ? undefined
      : incident.translations.find((candidate) => candidate.language === locale && !candidate.stale);
  const attribution = ATTRIBUTION[incident.type];
  const picture = mapPicture(incident);
  return (
    <aside className="incident-card" aria-label={t("incident.card.label")}>
      {picture && (
        <img
          className="incident-card__map"
          src={picture}
          alt={t("incident.card.map")}
          width={200}
          height={150}
          loading="lazy"
        />
      )}
      <div className="incident-card__body">
        <Link
          to={`/incident/${incident.id}`}
          className="incident-card__title"
          lang={translation ? locale : incident.titleLanguage || undefined}
        >
          {translation?.title ?? incident.title}
        </Link>
        <p className="incident-card__meta">
          <time dateTime={incident.date}>{format.day(incident.date)}</time>
          <span>
            <span
              className={`incident-badge incident-badge--${incident.type}`}
              aria-hidden="true"
              translate="no"
            >
              {attribution.badge}
            </span>{" "}
            {t(attribution.words)}
          </span>
          <span>{t(KIND_LABELS[incident.kind])}</span>
          {incident.country && <span>{format.country(incident.country)}</span>}
          <span>
            {t("incident.evidence")}: {t(EVIDENCE_LABELS[incident.evidenceStatus])}
          </span>
        </p>
      </div>
    </aside>
  );
}

function WithdrawnCard({ id }: { id: string }) {
  const t = useT("incident");
  return (
    <aside className="incident-card incident-card--withdrawn" aria-label={t("incident.card.label")}>
      <p className="incident-card__meta">
        <span translate="no">#{id}</span> <strong>{t("incident.card.withdrawn")}</strong>
      </p>
    </aside>
  );
}
