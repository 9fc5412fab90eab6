import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";

export const SNAPSHOT_FORMATS = ["csv", "geojson"] as const;
export type SnapshotFormat = (typeof SNAPSHOT_FORMATS)[number];

/** One file of a snapshot as the listing names it (without its bytes). */
export interface SnapshotFileRow {
  day: string;
  format: SnapshotFormat;
  dataVersion: string;
  createdAt: Date;
  byteSize: number;
  sha256: string;
}

/** A file to store: its bytes gzipped, its size and SHA-256 those of the file itself. */
export interface SnapshotFileBytes {
  format: SnapshotFormat;
  byteSize: number;
  sha256: string;
  gzip: Buffer;
}

const FILE_COLUMNS = `to_char(day, 'YYYY-MM-DD') as day, format, data_version as "dataVersion",
  created_at as "createdAt", byte_size::float8 as "byteSize", sha256`;

/** Every file of every snapshot kept, newest day first. */
export function listSnapshotFiles(em: EntityManager): Promise<SnapshotFileRow[]> {
  return em
    .getConnection()
    .execute<SnapshotFileRow[]>(`select ${FILE_COLUMNS} from data_snapshots order by day desc, format`);
}

/** The newest snapshot's day and data version; null before the first. */
export async function latestSnapshot(
  em: EntityManager,
): Promise<{ day: string; dataVersion: string } | null> {
  const [row] = await em.getConnection().execute<{ day: string; dataVersion: string }[]>(
    `select to_char(day, 'YYYY-MM-DD') as day, data_version as "dataVersion"
       from data_snapshots order by day desc limit 1`,
  );
  return row ?? null;
}

/**
 * One file of a snapshot with its gzipped bytes (null past the retention: rebuilt from the history);
 * null when that day has none.
 */
export async function snapshotFile(
  em: EntityManager,
  day: string,
  format: SnapshotFormat,
): Promise<(SnapshotFileRow & { gzip: Buffer | null }) | null> {
  const [row] = await em
    .getConnection()
    .execute<(SnapshotFileRow & { gzip: Buffer | null })[]>(
      `select ${FILE_COLUMNS}, gzip from data_snapshots where day = ?::date and format = ?`,
      [day, format],
    );
  return row ?? null;
}

/**
 * Stores a day's snapshot unless one is there (another instance may have taken it meanwhile: the rows of
 * a day are written under one lock), then drops the bytes of all but the `keep` newest days: their
 * names, versions and checksums stay, and their files are rebuilt from the history (decision 096).
 * True when stored.
 */
export function storeSnapshot(
  uow: UnitOfWork,
  day: string,
  dataVersion: string,
  files: SnapshotFileBytes[],
  keep: number,
): Promise<boolean> {
  return uow.run(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtextextended('data_snapshots', 0))");
    const [taken] = await tx.execute(`select 1 from data_snapshots where day >= ?::date limit 1`, [day]);
    if (taken) return false;
    for (const file of files) {
      await tx.execute(
        `insert into data_snapshots (day, format, data_version, byte_size, sha256, gzip)
         values (?::date, ?, ?, ?, ?, ?)`,
        [day, file.format, dataVersion, file.byteSize, file.sha256, file.gzip],
      );
    }
    await tx.execute(
      `update data_snapshots set gzip = null where gzip is not null and day not in
         (select distinct day from data_snapshots order by day desc limit ?)`,
      [keep],
    );
    return true;
  });
}
