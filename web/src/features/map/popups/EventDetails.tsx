import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { typeBadge } from "../../../lib/eventFormat";
import { useEventWords } from "../../../lib/useEventWords";
import { eventDetailsQuery } from "../data/map.graphql";
import { useSiteLinkTarget } from "../embedded";
import { KIND_LABELS, useLocale, useT } from "../../../i18n";
import { TranslatedTitle } from "../../incident";

/**
 * One incident's title, date, source link and a link to its own page, loaded on demand; the heading
 * level fits where it sits.
 */
export function EventDetails({
  id,
  linkText,
  compact = false,
}: {
  id: string;
  linkText: string;
  compact?: boolean;
}) {
  const t = useT("app", "map");
  const words = useEventWords();
  const siteLink = useSiteLinkTarget();
  const language = useLocale();
  const { data, loading, error } = useQuery(eventDetailsQuery, { variables: { id, language } });
  if (loading) return <p className="event-details__status">{t("app.loading")}</p>;
  if (error) return <p className="event-details__status">{t("map.event.loadFailed")}</p>;
  const event = data?.event;
  if (!event) return <p className="event-details__status">{t("map.event.gone")}</p>;
  const Title = compact ? "p" : "h2";
  const date = words.incidentDate(event.date, event.timePrecision);
  const place = words.placeLine(event);
  const posts = event.discussion?.postCount;
  return (
    <div className="event-details">
      <TranslatedTitle
        as={Title}
        id={`event-details-${event.id}`}
        className="event-details__title"
        title={event.title}
        titleLanguage={event.titleLanguage}
        translations={event.translations}
      />
      {compact ? (
        <p className="event-details__date">
          <time dateTime={event.date}>{date}</time> · {t(KIND_LABELS[event.kind])}
          {place ? ` · ${place}` : event.countryName ? ` · ${event.countryName}` : ""}
        </p>
      ) : (
        // a single incident's popup says whose it is; in a list the row's badge already does
        <p className="event-details__facts">
          <span className={`type-badge type-badge--${event.type}`} title={words.typeName(event.type)}>
            {typeBadge(event.type)}
          </span>
          <time dateTime={event.date}>{date}</time>
          <span>{t(KIND_LABELS[event.kind])}</span>
          {event.countryName && <span>{event.countryName}</span>}
        </p>
      )}
      {place && <p className="event-details__place">{place}</p>}
      {/* how much of the point and the date to believe (decision 099) */}
      <p className="event-details__precision">
        {words.placeWords(event.placePrecision)}; {words.timeWords(event.timePrecision)}
      </p>
      <p className="event-details__links">
        <a className="event-details__link" href={event.sourceUrl} target="_blank" rel="noopener noreferrer">
          {linkText}
        </a>
        {/* with a discussion, the incident page's link says how many posts it holds, in the same line */}
        <Link
          className="event-details__link"
          to={`/incident/${event.id}${posts ? "#discussion" : ""}`}
          title={posts ? t("map.event.page") : undefined}
          {...siteLink}
        >
          {posts ? t("map.discussion", { count: posts }) : t("map.event.page")}
        </Link>
      </p>
    </div>
  );
}
