import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive } from "../../live-topics.js";
import { currentDataVersion } from "../../incidents-read/data-versions.queries.js";
import type { Event } from "../event.entity.js";
import type { PublicIncident } from "../../incidents-read/published-incidents.queries.js";
import type { EventFilter } from "../event.inputs.js";
import { kilometresBetween } from "../../../core/geo.js";

/** What anyone may read of a published incident (read where the alerts read it). */
export type { PublicIncident };

export type IncidentChangeKind = "published" | "corrected" | "withdrawn";

/**
 * A published incident that came, changed or went. `incident` is its state now (none once withdrawn),
 * `previous` its state as last published (for a correction or a withdrawal), so that a subscriber's
 * filter can tell whether it concerned them before, after, or both.
 */
export interface IncidentChangedMessage {
  change: IncidentChangeKind;
  id: string;
  incident: PublicIncident | null;
  previous: PublicIncident | null;
  /** ISO 8601 */
  changedAt: string;
  /** The data version this change made (decision 067); absent from changes announced before it was. */
  dataVersion?: string;
}

export function publicIncident(event: Event): PublicIncident {
  const { id, type, kind, country, title, titleSource, sourceUrl, date, latitude, longitude } = event;
  const { placePrecision, timePrecision, evidenceStatus } = event;
  return {
    id,
    type,
    kind,
    country,
    title,
    titleSource,
    sourceUrl,
    date,
    latitude,
    longitude,
    placePrecision,
    timePrecision,
    evidenceStatus,
  };
}

/**
 * Writes the change in the moderator's transaction: announced once it commits, never if it rolls back.
 * Called once the change is flushed, it carries the data version the transaction's writes make, and the
 * change's time `at`: the incident's updatedAt (or withdrawal time), so resuming from it skips nothing.
 */
export async function announceIncidentChange(
  tx: EntityManager,
  change: IncidentChangeKind,
  now: PublicIncident | null,
  previous: PublicIncident | null,
  at: Date,
): Promise<void> {
  const id = (now ?? previous)!.id;
  const { version: dataVersion } = await currentDataVersion(tx);
  const payload: IncidentChangedMessage = {
    change,
    id,
    incident: change === "withdrawn" ? null : now,
    previous,
    changedAt: at.toISOString(),
    dataVersion,
  };
  await publishLive(tx, [liveMessage("incidentChanged", undefined, payload)]);
}

const inList = <T>(list: readonly T[] | null | undefined, value: T) => !list || list.includes(value);

/** A circle on the Earth: its centre in degrees, its radius in kilometres. */
export interface Circle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A filter incidents are matched against one by one; a saved search may look within a circle. */
export type MatchFilter = EventFilter & { within?: Circle | null };

/**
 * Whether an incident matches a research filter, as filterConditions' SQL would find it (the filter was
 * checked by it when the subscription began), and a saved search's circle.
 */
export function incidentMatches(incident: PublicIncident, filter: MatchFilter | null | undefined): boolean {
  if (!filter) return true;
  const { types, kinds, countries, dateFrom, dateTo, bbox, titleContains, within } = filter;
  if (!inList(types, incident.type) || !inList(kinds, incident.kind)) return false;
  // a change announced before precisions existed was of an exact place and day
  if (!inList(filter.placePrecisions, incident.placePrecision ?? "exact")) return false;
  if (!inList(filter.timePrecisions, incident.timePrecision ?? "day")) return false;
  if (!inList(filter.evidenceStatuses, incident.evidenceStatus ?? "reported")) return false;
  if (countries && !countries.some((code) => code.toUpperCase() === incident.country)) return false;
  if ((dateFrom && incident.date < dateFrom) || (dateTo && incident.date > dateTo)) return false;
  if (bbox) {
    const { west, south, east, north } = bbox;
    const { latitude: lat, longitude: lng } = incident;
    if (lat < south || lat > north) return false;
    // west > east crosses the antimeridian
    const inLongitude = west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
    if (!inLongitude) return false;
  }
  if (within && kilometresBetween(within, incident) > within.radiusKm) return false;
  const text = titleContains?.trim().toLowerCase();
  return !text || incident.title.toLowerCase().includes(text);
}

/** A change concerns a filter when the incident matched it before the change or matches it after. */
export function changeConcerns(
  event: IncidentChangedMessage,
  filter: EventFilter | null | undefined,
): boolean {
  return [event.incident, event.previous].some((state) => state !== null && incidentMatches(state, filter));
}
