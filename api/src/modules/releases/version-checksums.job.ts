import { setTimeout as delay } from "node:timers/promises";
import { ServiceUnavailableError } from "../../core/errors.js";
import type { JobContext } from "../app-module.js";

/** How many turns a job waits for a rebuild place before it gives up (and pg-boss tries it again later). */
const PLACE_TURNS = 60;

/**
 * A version's checksum job, which pg-boss hands to one instance, and to one at a time across instances
 * (oneAtATime), so records never rebuild files in a visitor's request and a walk through many versions
 * keeps at most one rebuild busy. A job whose rebuild place is taken by visitors waits its turn instead of
 * failing.
 */
export async function computeVersionChecksums(
  { services }: JobContext,
  { version }: { version: string },
): Promise<void> {
  for (let turn = 1; ; turn++) {
    try {
      return await services.releases.computeChecksums(version);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError) || turn === PLACE_TURNS) throw error;
      await delay(error.retryAfterSeconds * 1000);
    }
  }
}
