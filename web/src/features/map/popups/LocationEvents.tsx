import { useState } from "react";
import { typeBadge } from "../../../lib/eventFormat";
import { useEventWords } from "../../../lib/useEventWords";
import type { MapEventRef } from "../data/mapPoints";
import { EventDetails } from "./EventDetails";
import { useT } from "../../../i18n";

const PAGE = 10;

/** The combined marker's popup: every event at one point, each with its RU/CN badge and a 'Read more' link. */
export function LocationEvents({ events }: { events: MapEventRef[] }) {
  const t = useT("map");
  const words = useEventWords();
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="location-events">
      <h2 className="location-events__heading">{words.eventsAtLocation(events.length)}</h2>
      <ul className="location-events__list">
        {events.slice(0, shown).map((event) => (
          <li key={event.id} className="location-events__item">
            <span className={`type-badge type-badge--${event.type}`} title={words.typeName(event.type)}>
              {typeBadge(event.type)}
            </span>
            <EventDetails id={event.id} linkText={t("map.readMore")} compact />
          </li>
        ))}
      </ul>
      {shown < events.length && (
        <button type="button" className="location-events__more" onClick={() => setShown(shown + PAGE)}>
          {t("map.showMoreLeft", { count: events.length - shown })}
        </button>
      )}
    </div>
  );
}
