import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { forgetOldSubmitters } from "../events/writes/event-writes.js";

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Erases submitters' hashed addresses older than the retention period (abuse handling needs no more), at
 * start and then hourly, so no hash outlives the period by more than an hour.
 */
export function scheduleSubmitterPurge(orm: MikroORM, deps: Pick<AppDeps, "config" | "logger">): () => void {
  const purge = () =>
    forgetOldSubmitters(orm.em.fork(), deps.config.submitterRetentionDays).catch((error: unknown) =>
      deps.logger.warn("Could not erase old submitter data", { error: String(error) }),
    );
  void purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
  return () => clearInterval(timer);
}
