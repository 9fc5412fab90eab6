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

/**
 * A database of its own for one test file, on the server the global setup provided; a copy of
 * `template` (already migrated) when one is given, so the app finds nothing left to migrate.
 */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `iw_test_${randomBytes(6).toString("hex")}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
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
