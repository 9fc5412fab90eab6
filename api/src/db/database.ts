import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import { startEmbeddedDatabase } from "./embedded.js";
import { ormConfig } from "./orm-config.js";

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded server; then applies pending migrations, through
 * DATABASE_DIRECT_URL when it is set (PostgreSQL itself, not a pooler in transaction mode).
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(config.dataDir, config.embeddedDatabasePort, logger);
  if (embedded) logger.info("Embedded PostgreSQL started", { dataDir: config.dataDir });
  try {
    const orm = await MikroORM.init(
      ormConfig(config.databaseUrl ?? embedded!.url, {
        pool: { min: 0, max: config.databasePoolSize },
        // each standby has a pool of the same size; reads are sent there only by readingFrom
        replicas: config.databaseReplicaUrls.map((clientUrl, index) => ({
          name: `replica-${index}`,
          clientUrl,
          pool: { min: 0, max: config.databasePoolSize },
        })),
        ...jsonLogging(logger),
      }),
    );
    const applied = config.databaseDirectUrl
      ? await migrateDatabase(config.databaseDirectUrl, logger)
      : await oneAtATime(config.databaseUrl ?? embedded!.url, () => orm.getMigrator().up());
    if (applied.length) logger.info("Migrations applied", { migrations: applied.map((m) => m.name) });
    return {
      orm,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * The ORM's and its query builder's own messages (a connection error while the database is away, the
 * migrator's steps) go through the app's JSON logger rather than plain lines on the console.
 */
function jsonLogging(logger: Logger) {
  const from = (source: string, write: Logger["warn"]) => (message: unknown) =>
    write(`Database driver: ${typeof message === "string" ? message : JSON.stringify(message)}`, { source });
  return {
    logger: from("orm", logger.debug),
    driverOptions: {
      log: {
        debug: from("knex", logger.debug),
        warn: from("knex", logger.warn),
        error: from("knex", logger.error),
        deprecate: from("knex", logger.debug),
      },
    },
  };
}

/** Ready means the database answers and no migration is pending. */
export async function databaseReady(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute("select 1");
    const pending = await orm.getMigrator().getPendingMigrations();
    return pending.length === 0;
  } catch {
    return false;
  }
}

/** Applies the pending migrations on a connection of their own to `url`; returns those applied. */
export async function migrateDatabase(url: string, logger: Logger): Promise<Array<{ name: string }>> {
  const orm = await MikroORM.init(ormConfig(url, { pool: { min: 0, max: 1 }, ...jsonLogging(logger) }));
  try {
    return await oneAtATime(url, () => orm.getMigrator().up());
  } finally {
    await orm.close(true);
  }
}

/**
 * Runs `migrate` while holding the migrations' lock: instances started together on a new database would
 * otherwise apply the same migrations at once, and all but one fail. The lock belongs to a session of its
 * own on `url` (PostgreSQL itself, never a pooler in transaction mode) and ends with it.
 */
async function oneAtATime<T>(url: string, migrate: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    await session.query("select pg_advisory_lock(hashtextextended('incident_watch_migrations', 0))");
    return await migrate();
  } finally {
    await session.end();
  }
}

/**
 * Waits until no migration is pending on `url` (the database is reachable and migrated); false when
 * `timeoutMs` passes first. What a new instance waits for while the migration job runs.
 */
export async function waitForMigrations(url: string, timeoutMs: number, everyMs = 1000): Promise<boolean> {
  const orm = await MikroORM.init(ormConfig(url, { pool: { min: 0, max: 1 } }));
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (await databaseReady(orm)) return true;
      if (Date.now() + everyMs > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } finally {
    await orm.close(true);
  }
}
