import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { INCIDENT_KINDS, incidentKindLetters, PLACE_PRECISIONS } from "@incident-watch/schema";
import { EncodedBody } from "../../../infra/encoded-body.js";
import type { MapPoints } from "../event-connection.type.js";
import type { Conditions } from "../research/event-search.js";

/**
 * The query cost of mapPoints. It returns every approved incident at once, so it is counted like the
 * largest page of the research API (`events(first: 500)`, about 1,000), not as one object: five fit
 * the cost limit of 5,000 in one query, fifteen aliases of it are refused.
 */
export const MAP_POINTS_COST = 1000;

/** The compact map data as JSON text, and ready to send in each encoding under an ETag naming this version. */
export interface MapPayload {
  etag: string;
  json: string;
  body: EncodedBody;
}

/**
 * Names the current set of approved events without reading them: any approval, edit, rejection or
 * deletion of a shown event changes the count, the ids or the latest update time.
 */
export async function mapVersion(em: EntityManager): Promise<string> {
  const [row] = await em.getConnection().execute<{ n: string; ids: string; updated: string | null }[]>(
    `select count(*)::text as n, coalesce(sum(id), 0)::text as ids, max(updated_at)::text as updated
       from events where status = 'approved'`,
  );
  const version = `${row!.n}:${row!.ids}:${row!.updated ?? ""}`;
  return `"map-${createHash("sha256").update(version).digest("base64url").slice(0, 27)}"`;
}

const KIND_LETTER_SQL = `case kind ${INCIDENT_KINDS.map((k) => `when '${k}' then '${incidentKindLetters[k]}'`).join(" ")} end`;

/** One letter per place precision in the map data (MapPoints.places): e exact, t town, r region, c country. */
export const PLACE_LETTERS = "etrc";
const PLACE_LETTER_SQL = `case place_precision ${PLACE_PRECISIONS.map((p, i) => `when '${p}' then '${PLACE_LETTERS[i]}'`).join(" ")} end`;

// PostgreSQL builds the arrays as text in one pass ordered by id; rounding in float8 (not numeric)
// keeps it fast, and float8 text is the shortest form that reads back the same.
const mapSql = (where: string) => `
  select coalesce(string_agg('"' || id::text || '"', ','), '') as ids,
         coalesce(string_agg(case type when 'russian' then 'r' else 'c' end, ''), '') as types,
         coalesce(string_agg(${KIND_LETTER_SQL}, ''), '') as kinds,
         coalesce(string_agg(coalesce(country, '--'), ''), '') as countries,
         coalesce(string_agg(${PLACE_LETTER_SQL}, ''), '') as places,
         coalesce(string_agg((date - date '1970-01-01')::text, ','), '') as days,
         coalesce(string_agg((round(longitude * 1e5) / 1e5)::text || ',' || (round(latitude * 1e5) / 1e5)::text, ','), '')
           as coordinates
    from (select id, type, kind, country, place_precision, date, longitude, latitude from events
           where ${where} order by id) shown`;

interface MapRow {
  ids: string;
  types: string;
  kinds: string;
  countries: string;
  places: string;
  days: string;
  coordinates: string;
}

/**
 * The approved events matching `where` (all of them without it) as
 * { ids, types, kinds, countries, places, days, coordinates } JSON, built in one query.
 */
export async function buildMapJson(em: EntityManager, where?: Conditions | null): Promise<string> {
  const conditions = where ?? { sql: ["status = 'approved'"], params: [] };
  const [row] = await em
    .getConnection()
    .execute<MapRow[]>(mapSql(conditions.sql.join(" and ")), conditions.params);
  const { ids, types, kinds, countries, places, days, coordinates } = row!;
  // every part is digits, letters, commas and quoted ids: nothing to escape
  return (
    `{"ids":[${ids}],"types":"${types}","kinds":"${kinds}","countries":"${countries}",` +
    `"places":"${places}","days":[${days}],"coordinates":[${coordinates}]}`
  );
}

async function build(em: EntityManager, etag: string): Promise<MapPayload> {
  const json = await buildMapJson(em);
  const body = EncodedBody.of(json, etag);
  // compressed on the thread pool (~100 ms for 100,000 events), before the first map asks for it
  await body.bytes("gzip");
  return { etag, json, body };
}

/**
 * The map payload for the current state of the approved events, under an ETag naming it. Kept by the
 * events service per public-data version (one cache per payload: decision 088).
 */
export async function mapPayload(em: EntityManager): Promise<MapPayload> {
  return build(em, await mapVersion(em));
}

/** The map data of the approved events matching a filter's conditions (null: none match). */
export async function filteredMapPoints(em: EntityManager, where: Conditions | null): Promise<MapPoints> {
  if (!where) return { ids: [], types: "", kinds: "", countries: "", places: "", days: [], coordinates: [] };
  return JSON.parse(await buildMapJson(em, where)) as MapPoints;
}
