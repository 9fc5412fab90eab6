import { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import { startEmbeddedDatabase } from "./embedded.js";
import { ormConfig } from "./orm-config.js";

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded server; then applies pending migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(config.dataDir, config.embeddedDatabasePort, logger);
  if (embedded) logger.info("Embedded PostgreSQL started", { dataDir: config.dataDir });
  try {
    const orm = await MikroORM.init(
      ormConfig(config.databaseUrl ?? embedded!.url, { pool: { min: 0, max: config.databasePoolSize } }),
    );
    const applied = await orm.getMigrator().up();
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
