import type { AttackType, IncidentKind, PlacePrecision, TimePrecision } from "@incident-watch/schema";
import type { Event } from "./event.entity.js";
import { publicTimes } from "./research/change-tracking.queries.js";

/** The spec's event shape (§3), as the REST compatibility paths answer it. */
export interface RestEvent {
  /** The spec's name for the id; `id` beside it is every other surface's. */
  _id: string;
  id: string;
  type: AttackType;
  title: string;
  sourceUrl: string;
  date: string;
  latitude: number;
  longitude: number;
  /** Added to the spec's shape: the kind of attack and the European state (alpha-2, null when none). */
  kind: IncidentKind;
  country: string | null;
  /**
   * How precisely the place and the day are known (decision 099). Absent from the JSON list of a data
   * version published before they existed, which keeps its bytes.
   */
  placePrecision?: PlacePrecision;
  timePrecision?: TimePrecision;
  /**
   * The place its public version recorded (decision 166): in the JSON list from export revision 7, null
   * when it records none.
   */
  location?: string | null;
  admin1?: string | null;
  admin1Code?: string | null;
  distanceKm?: number | null;
  /** When it was first made public; null while it waits for review. ISO 8601 in UTC. */
  publishedAt: string | null;
  /** Its last public change (publication or correction). ISO 8601 in UTC. */
  updatedAt: string;
  /** The incident's permanent page (in lists; a submission is not public yet). */
  url?: string;
  /** The attribution ledger (docs/research-api.md, codebook): in the list and an incident's own path. */
  sources?: unknown[];
  attributions?: unknown[];
}

export function restEvent(event: Event): RestEvent {
  const { type, title, sourceUrl, date, latitude, longitude, kind, country } = event;
  const { placePrecision, timePrecision } = event;
  const { publishedAt, updatedAt } = publicTimes(event);
  return {
    _id: event.id,
    id: event.id,
    type,
    title,
    sourceUrl,
    date,
    latitude,
    longitude,
    kind,
    country,
    placePrecision,
    timePrecision,
    publishedAt: publishedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  };
}
