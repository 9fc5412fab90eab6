import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MapPoints } from "./event-connection.type.js";

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

// PostgreSQL builds the three arrays as text; float8 text is the shortest that reads back the same.
const MAP_SQL = `
  select coalesce(string_agg('"' || id::text || '"', ',' order by id), '') as ids,
         coalesce(string_agg(case type when 'russian' then 'r' else 'c' end, '' order by id), '') as types,
         coalesce(string_agg(round(longitude::numeric, 5)::float8::text || ',' ||
                             round(latitude::numeric, 5)::float8::text, ',' order by id), '') as coordinates
    from events where status = 'approved'`;

/** Every approved event as { ids, types, coordinates } JSON, built in one query. */
export async function buildMapJson(em: EntityManager): Promise<string> {
  const [row] = await em
    .getConnection()
    .execute<{ ids: string; types: string; coordinates: string }[]>(MAP_SQL);
  return `{"ids":[${row!.ids}],"types":"${row!.types}","coordinates":[${row!.coordinates}]}`;
}

let latest: MapPayload | undefined;

/** The map payload for the current version, rebuilt only when the approved events changed. */
export async function mapPayload(em: EntityManager): Promise<MapPayload> {
  const etag = await mapVersion(em);
  if (latest?.etag !== etag) {
    const json = await buildMapJson(em);
    latest = { etag, json, gzipped: gzipSync(json) };
  }
  return latest;
}

export async function mapPoints(em: EntityManager): Promise<MapPoints> {
  return JSON.parse((await mapPayload(em)).json) as MapPoints;
}
