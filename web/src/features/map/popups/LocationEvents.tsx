import { useState } from "react";
import { eventsAtLocationLabel, typeBadge, typeName } from "../../../lib/eventFormat";
import type { MapEventRef } from "../data/mapPoints";
import { EventDetails } from "./EventDetails";

const PAGE = 10;

/** The combined marker's popup: every event at one point, each with its RU/CN badge and a 'Read more' link. */
export function LocationEvents({ events }: { events: MapEventRef[] }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="location-events">
      <h2 className="location-events__heading">{eventsAtLocationLabel(events.length)}</h2>
      <ul className="location-events__list">
        {events.slice(0, shown).map((event) => (
          <li key={event.id} className="location-events__item">
            <span className={`type-badge type-badge--${event.type}`} title={typeName(event.type)}>
              {typeBadge(event.type)}
            </span>
            <EventDetails id={event.id} linkText="Read more" compact />
          </li>
        ))}
      </ul>
      {shown < events.length && (
        <button type="button" className="location-events__more" onClick={() => setShown(shown + PAGE)}>
          Show more ({events.length - shown} left)
        </button>
      )}
    </div>
  );
}
