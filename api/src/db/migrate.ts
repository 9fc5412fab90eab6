// Applies the pending migrations and exits: the migration job run before new instances start
// (deploy/k8s), `node dist/db/migrate.js` in the image, `pnpm --filter @incident-watch/api migrate` here.
//   --wait [seconds]  applies nothing: waits until no migration is pending (what a new instance's init
//                     container does while the job runs), 600 s at most unless told.
// Connects to DATABASE_DIRECT_URL when set (PostgreSQL itself, not a pooler), else DATABASE_URL.
import { loadConfig } from "../config.js";
import { createLogger } from "../infra/logger.js";
import { migrateDatabase, waitForMigrations } from "./database.js";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const url = config.databaseDirectUrl ?? config.databaseUrl;
if (!url) {
  logger.error("DATABASE_URL is not set: there is no database to migrate");
  process.exit(1);
}
if (process.argv.includes("--wait")) {
  const seconds = Number(process.argv[process.argv.indexOf("--wait") + 1]) || 600;
  if (!(await waitForMigrations(url, seconds * 1000))) {
    logger.error("Migrations still pending", { waitedSeconds: seconds });
    process.exit(1);
  }
  logger.info("No migration pending");
} else {
  const applied = await migrateDatabase(url, logger);
  logger.info(applied.length ? "Migrations applied" : "No migration pending", {
    migrations: applied.map((migration) => migration.name),
  });
}
process.exit(0);
