import { createHmac, randomBytes } from "node:crypto";
import type { GraphQLError } from "graphql";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../core/errors.js";
import type { Logger } from "../infra/logger.js";
import type { RateLimiter } from "../infra/rate-limit.js";

export type LiveTransport = "socket" | "stream";

// the log tells addresses apart by a keyed hash, never the address itself (ARCHITECTURE.md: hashed)
const addressHashKey = randomBytes(32);
const addressHash = (ip: string) =>
  createHmac("sha256", addressHashKey).update(ip).digest("base64url").slice(0, 16);

/**
 * Operations a live transport refused for their input. Each counts as one request against the research
 * limit per address (RESEARCH_RATE_LIMIT, as every HTTP request to /graphql does), so a client sending
 * nothing but mistakes is refused once it has sent its limit; and an address's refusals are logged one
 * line a minute at most, so a flood of them cannot fill the log.
 */
export class RefusedOperations {
  constructor(
    private readonly deps: { rateLimiter: RateLimiter; logger: Logger; researchRateLimit: number },
  ) {}

  /** RATE_LIMITED when the address has used up its limit (nothing is counted), else undefined. */
  async usedUp(ip: string): Promise<RateLimitedError | undefined> {
    if (this.deps.researchRateLimit === 0) return undefined;
    try {
      await this.deps.rateLimiter.check("researchRequestsPerAddress", ip);
      return undefined;
    } catch (error) {
      if (error instanceof RateLimitedError) return error;
      throw error;
    }
  }

  /** Counts one refusal of the address's: what to answer, the refusal itself or RATE_LIMITED past the limit. */
  async count(
    ip: string,
    transport: LiveTransport,
    errors: readonly GraphQLError[],
  ): Promise<readonly GraphQLError[]> {
    const { rateLimiter, logger, researchRateLimit } = this.deps;
    if ((await rateLimiter.take("refusalLogsPerAddress", ip)).allowed) {
      const [first] = errors;
      logger.info("Live operation refused for its input (one line per address a minute)", {
        transport,
        address: addressHash(ip),
        code: first?.extensions.code,
        message: first?.message.slice(0, 200),
      });
    }
    if (researchRateLimit === 0) return errors;
    const state = await rateLimiter.take("researchRequestsPerAddress", ip);
    return state.allowed ? errors : [new RateLimitedError(messages.tooManyRequests, state.resetSeconds)];
  }
}
