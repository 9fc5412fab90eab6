import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { loadConfig } from "../config.js";
import { createLogger } from "../infra/logger.js";
import { startTestApp } from "../../test/app.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { migrateDatabase, openDatabase, waitForMigrations } from "./database.js";
import { migrations } from "./migrations/index.js";

// DATABASE_URL may go through PgBouncer in transaction mode; migrations and the live-event listener then
// use DATABASE_DIRECT_URL (docs/deployment.md, "PgBouncer").

const logger = createLogger("silent");
const serverUrl = inject("databaseServerUrl");
const databases: TestDatabase[] = [];
const database = async (template?: string) => {
  const made = await createTestDatabase(serverUrl, template);
  databases.push(made);
  return made;
};
const withParameters = (url: string, parameters: Record<string, string>) => {
  const made = new URL(url);
  for (const [name, value] of Object.entries(parameters)) made.searchParams.set(name, value);
  return made.toString();
};
/** A role that reads everything and writes nothing: migrations sent through its DATABASE_URL fail. */
const role = `iw_read_only_${randomBytes(4).toString("hex")}`;
const readOnly = (url: string) => {
  const made = new URL(url);
  made.username = role;
  made.password = "read-only";
  return made.toString();
};
const asAdmin = async (sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

beforeAll(async () => {
  await asAdmin(`create role ${role} login password 'read-only'`);
  await asAdmin(`alter role ${role} set default_transaction_read_only = on`);
  await asAdmin(`grant pg_read_all_data to ${role}`);
});

afterAll(async () => {
  for (const made of databases) await made.drop();
  await asAdmin(`drop role if exists ${role}`);
});

// Every migration from an empty database, the gazetteer's 70,000 places included, takes 14 s on an idle
// machine and more than twice that beside the browser tests: a bound for the slowest machine seen.
const WHOLE_MIGRATION_MS = 150_000;

describe("the migrate command", () => {
  it(
    "waits while migrations are pending, applies them all once, then finds none pending",
    { timeout: WHOLE_MIGRATION_MS },
    async () => {
      const { url } = await database();
      expect(await waitForMigrations(url, 300, 100)).toBe(false);
      const applied = await migrateDatabase(url, logger);
      expect(applied.map((migration) => migration.name)).toEqual(
        migrations.map((migration) => migration.name),
      );
      expect(await waitForMigrations(url, 1000, 100)).toBe(true);
      expect(await migrateDatabase(url, logger)).toEqual([]);
    },
  );
});

describe("instances opening a new database together", () => {
  it(
    "migrate it once: one applies the migrations while the others wait, then find none pending",
    { timeout: WHOLE_MIGRATION_MS },
    async () => {
      const { url } = await database();
      const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url });
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase(config, logger)));
      try {
        const [{ applied }] = await opened[0]!.orm.em
          .getConnection()
          .execute<[{ applied: number }]>("select count(*)::int as applied from mikro_orm_migrations");
        expect(applied).toBe(migrations.length);
      } finally {
        await Promise.all(opened.map((one) => one.close()));
      }
    },
  );
});

describe("DATABASE_DIRECT_URL", () => {
  it("is where start-up migrates, not DATABASE_URL", { timeout: WHOLE_MIGRATION_MS }, async () => {
    const pooledOnly = await database();
    await expect(
      openDatabase(loadConfig({ NODE_ENV: "test", DATABASE_URL: readOnly(pooledOnly.url) }), logger),
    ).rejects.toThrow(/read-only transaction/);

    const { url } = await database();
    const opened = await openDatabase(
      loadConfig({ NODE_ENV: "test", DATABASE_URL: readOnly(url), DATABASE_DIRECT_URL: url }),
      logger,
    );
    try {
      expect(await opened.orm.getMigrator().getPendingMigrations()).toEqual([]);
      // the app's own pool is still the pooled URL's
      await expect(opened.orm.em.getConnection().execute("create table t (id int)")).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await opened.close();
    }
  });

  it("is where the live-event listener holds its LISTEN session; the pool stays on DATABASE_URL", async () => {
    const made = await database(inject("databaseTemplate"));
    const app = await startTestApp({
      DATABASE_URL: withParameters(made.url, { application_name: "iw_pooled" }),
      DATABASE_DIRECT_URL: withParameters(made.url, { application_name: "iw_direct" }),
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const sessions = async () =>
        (
          await admin.query<{ application_name: string; query: string }>(
            "select application_name, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [made.name],
          )
        ).rows;
      await expect
        .poll(async () => (await sessions()).filter((session) => session.query === "listen live_events"))
        .toEqual([{ application_name: "iw_direct", query: "listen live_events" }]);
      // nothing else of the app's connects there (the job queue's pool keeps DATABASE_URL's name)
      await app.graphql("{ __typename }");
      const current = await sessions();
      expect(current.filter((session) => session.application_name === "iw_direct")).toHaveLength(1);
      expect(current.some((session) => session.application_name === "iw_pooled")).toBe(true);
    } finally {
      await admin.end();
      await app.close();
    }
  });
});
