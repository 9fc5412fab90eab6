import type { EntityManager } from "@mikro-orm/postgresql";
import { stampVersionPlaces } from "../incidents-read/incidents-read.queries.js";

/** An incident's point and the country that contains it: what its nearest place is chosen from. */
export interface IncidentPoint {
  id: string;
  latitude: number;
  longitude: number;
  country: string | null;
}

/** The place chosen for an incident (places module, decision 151). */
export interface ChosenPlace {
  id: string;
  placeId: number;
  name: string;
  country: string;
  regionCode: string | null;
  region: string | null;
  distanceKm: number;
}

const POINT_COLUMNS = `id::text as id, latitude, longitude, country`;

/** The points of the given incidents. */
export function incidentPoints(em: EntityManager, ids: readonly string[]): Promise<IncidentPoint[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.execute<IncidentPoint[]>(
    `select ${POINT_COLUMNS} from events where id in (select value::bigint from json_array_elements_text(?::json))`,
    [JSON.stringify(ids)],
  );
}

/** The next `limit` incidents after `after` (by id) whose place no version `gazetteer` of the gazetteer chose. */
export function unplacedIncidents(
  em: EntityManager,
  gazetteer: number,
  after: string,
  limit: number,
): Promise<IncidentPoint[]> {
  return em.execute<IncidentPoint[]>(
    // by the column, not the text it is selected as: "1000" sorts before "998"
    `select ${POINT_COLUMNS} from events where place_gazetteer <> ? and id > ? order by events.id limit ?`,
    [gazetteer, after, limit],
  );
}

/** Whether any incident waits for a place of version `gazetteer`. */
export async function anyUnplacedIncident(em: EntityManager, gazetteer: number): Promise<boolean> {
  const rows = await em.execute<unknown[]>(`select 1 from events where place_gazetteer <> ? limit 1`, [
    gazetteer,
  ]);
  return rows.length > 0;
}

/**
 * Stores the chosen places in one statement. A place is derived from the point, which the incident's
 * versions already record, so it is no public change of its own (its time and versions stay).
 */
export async function storeIncidentPlaces(
  tx: EntityManager,
  gazetteer: number,
  places: readonly ChosenPlace[],
): Promise<void> {
  if (places.length === 0) return;
  // one JSON parameter: the driver would spread an array parameter into a list of values
  await tx.execute(
    `update events set place_id = p."placeId", place_name = p."name", place_country = p."country",
            place_region_code = p."regionCode", place_region = p."region",
            place_distance_km = p."distanceKm", place_gazetteer = ?
       from json_to_recordset(?::json) as p("id" bigint, "placeId" integer, "name" text, "country" text,
            "regionCode" text, "region" text, "distanceKm" real)
      where events.id = p."id"`,
    [gazetteer, JSON.stringify(places)],
  );
}

/**
 * Stores the places chosen for incidents whose public change this transaction just recorded, and writes
 * each into that change's version (decision 166): the downloads name the place a version was published
 * with, whatever the backfill or a new gazetteer chooses later.
 */
export async function storePublishedPlaces(
  tx: EntityManager,
  gazetteer: number,
  places: readonly ChosenPlace[],
): Promise<void> {
  await storeIncidentPlaces(tx, gazetteer, places);
  await stampVersionPlaces(
    tx,
    places.map((place) => place.id),
  );
}
