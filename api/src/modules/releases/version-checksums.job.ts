import { setTimeout as delay } from "node:timers/promises";
import { ServiceUnavailableError } from "../../core/errors.js";
import type { AppDeps } from "../../deps.js";
import { VERSION_CHECKSUMS_JOB } from "./releases.service.js";

/** How many turns a job waits for a rebuild place before it gives up (and pg-boss tries it again later). */
const PLACE_TURNS = 60;

/**
 * Runs with the app on every instance: pg-boss hands each version's checksum job to one of them, and to
 * one at a time across instances, so records never rebuild files in a visitor's request and a walk
 * through many versions keeps at most one rebuild busy. A job whose rebuild place is taken by visitors
 * waits its turn instead of failing.
 */
export function startVersionChecksums(
  deps: Pick<AppDeps, "jobs">,
  computeChecksums: (version: string) => Promise<void>,
): () => Promise<void> {
  deps.jobs.work<{ version: string }>(
    VERSION_CHECKSUMS_JOB,
    async ({ version }) => {
      for (let turn = 1; ; turn++) {
        try {
          return await computeChecksums(version);
        } catch (error) {
          if (!(error instanceof ServiceUnavailableError) || turn === PLACE_TURNS) throw error;
          await delay(error.retryAfterSeconds * 1000);
        }
      }
    },
    { oneAtATime: true },
  );
  return async () => {};
}
