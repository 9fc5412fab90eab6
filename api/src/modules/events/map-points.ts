import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MapPoints } from "./event-connection.type.js";

/**
 * The query cost of mapPoints. It returns every approved incident at once, so it is counted like the
 * largest page of the research API (`events(first: 500)`, about 1,000), not as one object: five fit
 * the cost limit of 5,000 in one query, fifteen aliases of it are refused.
 */
export const MAP_POINTS_COST = 1000;

/** The compact map data as JSON text, its gzip, and an ETag naming this version of it. */
export interface MapPayload {
  etag: string;
  json: string;
  gzipped: Buffer;
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

// PostgreSQL builds the three arrays as text in one pass ordered by id; rounding in float8 (not numeric)
// keeps it fast, and float8 text is the shortest form that reads back the same.
const MAP_SQL = `
  select coalesce(string_agg('"' || id::text || '"', ','), '') as ids,
         coalesce(string_agg(case type when 'russian' then 'r' else 'c' end, ''), '') as types,
         coalesce(string_agg((round(longitude * 1e5) / 1e5)::text || ',' || (round(latitude * 1e5) / 1e5)::text, ','), '')
           as coordinates
    from (select id, type, longitude, latitude from events where status = 'approved' order by id) approved`;

/** Every approved event as { ids, types, coordinates } JSON, built in one query. */
export async function buildMapJson(em: EntityManager): Promise<string> {
  const [row] = await em
    .getConnection()
    .execute<{ ids: string; types: string; coordinates: string }[]>(MAP_SQL);
  return `{"ids":[${row!.ids}],"types":"${row!.types}","coordinates":[${row!.coordinates}]}`;
}

const gzipAsync = promisify(gzip);

async function build(em: EntityManager, etag: string): Promise<MapPayload> {
  const json = await buildMapJson(em);
  // compressed on the thread pool: ~100 ms for 100,000 events, which must not block other requests
  return { etag, json, gzipped: await gzipAsync(json) };
}

let latest: { etag: string; payload: Promise<MapPayload> } | undefined;

/** The map payload for the current version, built once per version even when requests arrive together. */
export async function mapPayload(em: EntityManager): Promise<MapPayload> {
  const etag = await mapVersion(em);
  if (latest?.etag !== etag) {
    const current = { etag, payload: build(em, etag) };
    latest = current;
    current.payload.catch(() => {
      if (latest === current) latest = undefined;
    });
  }
  return latest.payload;
}

export async function mapPoints(em: EntityManager): Promise<MapPoints> {
  return JSON.parse((await mapPayload(em)).json) as MapPoints;
}
