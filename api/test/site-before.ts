import { createHash } from "node:crypto";
import type pg from "pg";
import { expect, inject } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { databaseBefore, type DatabaseBefore } from "./database.js";
import { accountWithRole, bearer } from "./events.js";
import { rawGet } from "./raw-get.js";

export interface SiteBefore {
  app: TestApp;
  before: DatabaseBefore;
  /** A GET from an address of its own each time, so no per-address limit counts across requests. */
  get(path: string): ReturnType<typeof rawGet>;
  close(): Promise<void>;
}

/**
 * A site as it was before `migration`: `prepare` stores its data on the database migrated up to there,
 * then the remaining migrations run (and `migrated`, which may undo what a later one began, such as an
 * export revision) and the app starts on it, behind one proxy, at a public address.
 */
export async function startSiteBefore(
  migration: string,
  prepare: (client: pg.Client) => Promise<unknown>,
  migrated?: (client: pg.Client) => Promise<unknown>,
): Promise<SiteBefore> {
  const before = await databaseBefore(inject("databaseServerUrl"), migration);
  let app: TestApp | undefined;
  const close = async () => {
    await app?.close();
    await before.close();
  };
  try {
    await prepare(before.client);
    await before.orm.getMigrator().up();
    await migrated?.(before.client);
    app = await startTestApp({
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://watch.example.eu",
      DATABASE_URL: before.database.url,
    });
  } catch (error) {
    await close();
    throw error;
  }
  let address = 0;
  const started = app;
  return {
    app: started,
    before,
    get: (path) =>
      rawGet(started.url, path, { "x-forwarded-for": `10.97.${++address >> 8}.${address & 255}` }),
    close,
  };
}

export const EXPORT_PATHS = {
  csv: "/api/events/export.csv",
  geojson: "/api/events/export.geojson",
  xlsx: "/api/events/export.xlsx",
} as const;
export type ExportFormat = keyof typeof EXPORT_PATHS;
export const EXPORT_FORMATS = Object.keys(EXPORT_PATHS) as ExportFormat[];

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const exportRevisionOf = async (site: SiteBefore, version: string) =>
  (JSON.parse((await site.get(`/api/versions/${version}`)).body.toString()) as { exportRevision: number })
    .exportRevision;

/**
 * A version published under an earlier export revision: its record names that revision, and each download,
 * live and by asOf, has the bytes published then (`published`: their SHA-256 by format).
 */
export async function expectKeptVersion(
  site: SiteBefore,
  version: string,
  revision: number,
  published: Record<ExportFormat, string>,
): Promise<void> {
  expect(await exportRevisionOf(site, version)).toBe(revision);
  for (const format of EXPORT_FORMATS) {
    const live = await site.get(EXPORT_PATHS[format]);
    expect(live.headers["data-version"], format).toBe(version);
    expect(sha256(live.body), format).toBe(published[format]);
    expect(sha256((await site.get(`${EXPORT_PATHS[format]}?asOf=${version}`)).body), format).toBe(
      published[format],
    );
  }
}

/** A moderator's correction of incident 2 publishes the next version: its CSV, the version and its revision. */
export async function publishNextVersion(site: SiteBefore, before: string) {
  const moderator = await accountWithRole(site.app, "moderator");
  const update = await site.app.graphql(
    `mutation { updateEvent(id: "2", input: { placePrecision: town }) { id } }`,
    {},
    bearer(moderator),
  );
  expect(update.errors).toBeUndefined();
  const csv = await site.get(EXPORT_PATHS.csv);
  const version = csv.headers["data-version"] as string;
  expect(version).not.toBe(before);
  return { csv, version, revision: await exportRevisionOf(site, version) };
}
