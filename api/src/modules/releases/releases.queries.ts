import type { EntityManager } from "@mikro-orm/postgresql";
import { asOfTables } from "../events/research/as-of.queries.js";

export const VERSION_FILE_FORMATS = ["csv", "geojson", "json", "xlsx", "stix"] as const;
export type VersionFileFormat = (typeof VERSION_FILE_FORMATS)[number];

export interface VersionFileRow {
  format: VersionFileFormat;
  byteSize: number;
  sha256: string;
}

/** The checksums kept for a data version's whole files. */
export function versionFiles(em: EntityManager, version: string): Promise<VersionFileRow[]> {
  return em.getConnection().execute<VersionFileRow[]>(
    `select format, byte_size::float8 as "byteSize", sha256 from data_version_files
      where data_version = ? order by format`,
    [version],
  );
}

/** Keeps a file's checksum once computed (the same version always gives the same bytes). */
export async function keepVersionFile(
  em: EntityManager,
  version: string,
  file: VersionFileRow,
): Promise<void> {
  await em.getConnection().execute(
    `insert into data_version_files (data_version, format, byte_size, sha256) values (?, ?, ?, ?)
     on conflict do nothing`,
    [version, file.format, file.byteSize, file.sha256],
  );
}

export interface ReleaseRow {
  name: string;
  dataVersion: string;
  releasedAt: string;
}

/** The releases named so far, newest first. */
export function releaseRows(em: EntityManager): Promise<ReleaseRow[]> {
  return em.getConnection().execute<ReleaseRow[]>(
    `select name, data_version as "dataVersion", released_at as "releasedAt" from data_releases
      order by released_at desc, name desc`,
  );
}

export async function keepRelease(em: EntityManager, release: ReleaseRow): Promise<void> {
  await em
    .getConnection()
    .execute(
      `insert into data_releases (name, data_version, released_at) values (?, ?, ?) on conflict do nothing`,
      [release.name, release.dataVersion, release.releasedAt],
    );
}

/** When the first public version was made; null before any. */
export async function firstVersionTime(em: EntityManager): Promise<string | null> {
  const [row] = await em
    .getConnection()
    .execute<{ first: string | null }[]>(`select min(created_at) as first from incident_versions`);
  return row?.first ? new Date(row.first).toISOString() : null;
}

/**
 * The data version the site showed just before a time: its latest public change before then and the
 * incidents public at that change. Null when nothing was public yet.
 */
export async function dataVersionBefore(em: EntityManager, end: string): Promise<string | null> {
  const connection = em.getConnection();
  const [latest] = await connection.execute<{ time: string | null; compact: string | null }[]>(
    `select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time,
            to_char(t at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.MS"Z"') as compact
       from (select max(created_at) as t from incident_versions where created_at < ?::timestamptz) latest`,
    [end],
  );
  if (!latest?.time) return null;
  const [count] = await connection.execute<{ n: number }[]>(
    `${asOfTables(latest.time)} select count(*)::int as n from events`,
  );
  return `${latest.compact}-${count!.n}`;
}
