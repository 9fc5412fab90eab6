import type { EntityManager } from "@mikro-orm/postgresql";

/** A whole STIX bundle as kept: gzipped, with the size and SHA-256 of the bundle itself. */
export interface KeptBundle {
  byteSize: number;
  sha256: string;
  gzip: Buffer;
}

/** How many data versions' whole bundles are kept: the current one and the one before. */
export const KEPT_BUNDLES = 2;

export async function keptBundle(em: EntityManager, version: string): Promise<KeptBundle | null> {
  const [row] = await em
    .getConnection()
    .execute<{ byteSize: string; sha256: string; gzip: Buffer }[]>(
      `select byte_size as "byteSize", sha256, gzip from data_version_bundles where data_version = ?`,
      [version],
    );
  return row ? { ...row, byteSize: Number(row.byteSize) } : null;
}

/** Keeps a version's whole bundle (another instance may have kept it first), and drops the oldest. */
export async function keepBundle(em: EntityManager, version: string, bundle: KeptBundle): Promise<void> {
  const sql = em.getConnection();
  await sql.execute(
    `insert into data_version_bundles (data_version, byte_size, sha256, gzip) values (?, ?, ?, ?)
     on conflict (data_version) do nothing`,
    [version, bundle.byteSize, bundle.sha256, bundle.gzip],
  );
  await sql.execute(
    `delete from data_version_bundles where data_version not in (
       select data_version from data_version_bundles order by made_at desc, data_version desc limit ?)`,
    [KEPT_BUNDLES],
  );
}
