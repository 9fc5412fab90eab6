import { apiMessages } from "@incident-watch/schema";
import { RateLimitedError, type Quota } from "../../../core/errors.js";
import type { RequestInfo } from "../../../core/viewer.js";
import type { AppDeps } from "../../../deps.js";

/** Counts one download against the address's limit (a few a minute), or its key's; refused past it. */
export async function countExport(rateLimiter: AppDeps["rateLimiter"], request: RequestInfo): Promise<Quota> {
  const key = request.apiKey;
  key?.noteDownload();
  const state = key
    ? await rateLimiter.take("researchExportsPerKey", key.id, key.downloadsPerMinute)
    : await rateLimiter.take("researchExportsPerAddress", request.ip);
  if (state.allowed) return state;
  throw new RateLimitedError(
    `${apiMessages.exportsTooMany} The limit is ${state.limit} a minute; please try again in ${state.resetSeconds} seconds.`,
    state.resetSeconds,
    state,
  );
}
