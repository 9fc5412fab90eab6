import type { EntityManager } from "@mikro-orm/postgresql";
import { MARKED_EXPORT_REVISION } from "@incident-watch/schema";

export const VERSION_FILE_FORMATS = ["csv", "geojson", "json", "xlsx", "stix"] as const;
export type VersionFileFormat = (typeof VERSION_FILE_FORMATS)[number];

/**
 * The files a version's record lists: the whole STIX bundle from export revision 5 (decision 110); a
 * version published before lists the four its record named then, so the record keeps its bytes.
 */
export const recordFormats = (revision: number): readonly VersionFileFormat[] =>
  revision >= MARKED_EXPORT_REVISION ? VERSION_FILE_FORMATS : VERSION_FILE_FORMATS.slice(0, 4);

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

/** When the first data version after the empty one was made (decision 138); null before any. */
export async function firstVersionTime(em: EntityManager): Promise<string | null> {
  const [row] = await em
    .getConnection()
    .execute<{ first: string | null }[]>(
      `select min(changed_at) as first from data_versions where changed_at > 'epoch'`,
    );
  return row?.first ? new Date(row.first).toISOString() : null;
}

/**
 * The data version the site showed just before a time: the latest of those it had named by then
 * (decision 138), so a version named later with earlier times (rows loaded with past dates) is not
 * another month's. Null when nothing was public yet.
 */
export async function dataVersionBefore(em: EntityManager, end: string): Promise<string | null> {
  const [row] = await em.getConnection().execute<{ version: string }[]>(
    `select version from data_versions
      where changed_at > 'epoch' and changed_at < ?::timestamptz and recorded_at < ?::timestamptz
      order by changed_at desc, recorded_at desc limit 1`,
    [end, end],
  );
  return row?.version ?? null;
}
