import type pg from "pg";
import { inject } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { databaseBefore, type DatabaseBefore } from "./database.js";
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
