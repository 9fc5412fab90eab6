import { randomBytes } from "node:crypto";
import { MikroORM } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import pg from "pg";
import { migrations } from "../src/db/migrations/index.js";

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Copies of each template made ahead, one a process: the next test file's is made while this one runs. */
const spares = new Map<string, Promise<TestDatabase>>();

/**
 * A database of its own for one test file, on the server the global setup provided; a copy of
 * `template` (already migrated) when one is given, so the app finds nothing left to migrate. A copy is
 * named after its template, so the run's teardown drops any that are left (the spare made ahead for a
 * file that never came).
 */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  if (!template) return makeDatabase(serverUrl, `iw_test_${randomBytes(6).toString("hex")}`);
  const key = `${serverUrl} ${template}`;
  const ready = spares.get(key) ?? copyOf(serverUrl, template);
  const next = copyOf(serverUrl, template);
  next.catch(() => spares.delete(key));
  spares.set(key, next);
  return ready;
}

function copyOf(serverUrl: string, template: string): Promise<TestDatabase> {
  return makeDatabase(serverUrl, `${template}_${randomBytes(6).toString("hex")}`, template);
}

/** Drops what is left of a template's copies, then the template. */
export async function dropTemplate(serverUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    // a copy a test process started just before it ended may still be in the making
    for (let waited = 0; waited < 10_000; waited += 100) {
      const { rowCount } = await client.query(
        "select 1 from pg_stat_activity where query ilike 'create database %' and query like $1",
        [`%template ${template}%`],
      );
      if (!rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`${template}_`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.query(`drop database if exists ${template} with (force)`);
  } finally {
    await client.end();
  }
}

function adminUrl(serverUrl: string): string {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  return admin.toString();
}

async function makeDatabase(serverUrl: string, name: string, template?: string): Promise<TestDatabase> {
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A database with every migration applied and no connection left open, for test databases to copy. */
export async function createMigratedTemplate(serverUrl: string): Promise<TestDatabase> {
  const template = await createTestDatabase(serverUrl);
  // the migrations alone: the entities (and the packages they import) are not needed to apply them
  const orm = await MikroORM.init({
    clientUrl: template.url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false },
    logger: () => {},
  });
  try {
    await orm.getMigrator().up();
  } finally {
    await orm.close(true);
  }
  return template;
}

/** A test database with the migrations before `migration` applied, to run that migration on old rows. */
export interface DatabaseBefore {
  database: TestDatabase;
  orm: MikroORM;
  client: pg.Client;
  close(): Promise<void>;
}

export async function databaseBefore(serverUrl: string, migration: string): Promise<DatabaseBefore> {
  const database = await createTestDatabase(serverUrl);
  const orm = await MikroORM.init({
    clientUrl: database.url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, snapshot: false },
    logger: () => {},
  });
  const earlier = migrations[migrations.findIndex((m) => m.name === migration) - 1]!.name;
  await orm.getMigrator().up({ to: earlier });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    database,
    orm,
    client,
    close: async () => {
      await client.end();
      await orm.close(true);
      await database.drop();
    },
  };
}
