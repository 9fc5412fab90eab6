import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../core/errors.js";
import type { Logger } from "./logger.js";

interface LimitDefinition {
  /** Actions allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/** Every per-action limit (SECURITY.md "Per-action limits"), keyed by client address, account or user. */
export const rateLimits = {
  loginPerAddressMinute: { points: 6, duration: 60 },
  loginPerAddressHour: { points: 30, duration: 3600 },
  // past these, signing in to the account needs a solved captcha (never a lock: anyone could lock anyone out)
  loginFailuresPerAccount: { points: 5, duration: 3600 },
  wrongCurrentPasswordPerUser: { points: 5, duration: 3600 },
  registrationsPerAddress: { points: 3, duration: 86_400 },
  forgotPasswordPerAccount: { points: 1, duration: 300 },
  forgotPasswordPerAddress: { points: 5, duration: 3600 },
  /** A new link to confirm one's mail address (decision 135), like a forgotten password's. */
  mailConfirmationsPerUser: { points: 1, duration: 300 },
  captchaChallengesPerAddress: { points: 30, duration: 60 },
  submitIncidentPerAddress: { points: 5, duration: 60 },
  /** A member's proposed sources and attributions for published incidents (the ledger). */
  proposalsPerUser: { points: 10, duration: 3600 },
  postPerUser: { points: 1, duration: 5 },
  postPerNewUser: { points: 1, duration: 30 },
  threadPerUser: { points: 1, duration: 15 },
  reactionsPerUser: { points: 50, duration: 86_400 },
  reportsPerUser: { points: 20, duration: 86_400 },
  avatarUploadsPerUser: { points: 10, duration: 60 },
  /** Files a moderator uploads to import (decision 126). */
  importUploadsPerUser: { points: 20, duration: 3600 },
  /** GraphQL and the REST event paths (the research API); RESEARCH_RATE_LIMIT sets the points. */
  researchRequestsPerAddress: { points: 600, duration: 60 },
  /** A research API key's requests, across its addresses and the instances (API_KEY_RATE_LIMIT; a key may have its own). */
  researchRequestsPerKey: { points: 3000, duration: 60 },
  /** Log lines about a live operation refused for its input: one a minute per address, the rest counted only. */
  refusalLogsPerAddress: { points: 1, duration: 60 },
  /** Exports (CSV, GeoJSON) read every matching row: a few a minute, beside the research limit. */
  researchExportsPerAddress: { points: 10, duration: 60 },
  /** A research API key's downloads (API_KEY_DOWNLOAD_LIMIT; a key may have its own). */
  researchExportsPerKey: { points: 60, duration: 60 },
  /** Milliseconds of Markdown rendering the preview may spend per address and minute (a share of one core). */
  previewRenderMsPerAddress: { points: 2000, duration: 60 },
  /** Milliseconds of rendering a member's posts and edits may spend per minute. */
  renderMsPerMember: { points: 10_000, duration: 60 },
  editsPerUser: { points: 10, duration: 60 },
  /** Machine translations of forum posts asked of the operator's service, per member or, signed out, address. */
  postTranslationsPerKey: { points: 30, duration: 3600 },
  /** Calls of one saved search's webhook (issue 44): beyond them, matches wait for its feed and mail. */
  webhookCallsPerSearch: { points: 60, duration: 3600 },
  /** A member's saves and changes of saved searches (each may send a test alert). */
  savedSearchWritesPerUser: { points: 30, duration: 3600 },
  /** A member's digest previews: each matches a week of publications. */
  digestPreviewsPerUser: { points: 20, duration: 60 },
  /** A member's new API keys. */
  apiKeyWritesPerUser: { points: 20, duration: 3600 },
  /** Test alerts of saved searches: one a minute per member; a save past it sends none. */
  testAlertsPerUser: { points: 1, duration: 60 },
} satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof rateLimits;

/** Where a key stands after one counted request, for the RateLimit-* response headers. */
export interface LimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (the wait before retrying when refused). */
  resetSeconds: number;
  /** The window's length in seconds. */
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one action; throws RATE_LIMITED (with the seconds to wait) when the key is over the limit. */
  consume(name: LimitName, key: string, message?: string): Promise<void>;
  /** Throws RATE_LIMITED when the key has used up its limit, without counting anything. */
  check(name: LimitName, key: string, message?: string): Promise<void>;
  /** Whether the key has used up its limit, without counting or refusing anything. */
  usedUp(name: LimitName, key: string): Promise<boolean>;
  /** Counts one event (such as a failed login), or `points` of them, without refusing. */
  count(name: LimitName, key: string, points?: number): Promise<void>;
  /**
   * Takes `points` at once, or nothing: throws RATE_LIMITED when fewer are left. Concurrent reservations
   * cannot all pass, since each is counted before the work it pays for.
   */
  reserve(name: LimitName, key: string, points: number, message?: string): Promise<Reservation>;
  /**
   * Counts one request and says where the key stands, without throwing (for RateLimit-* headers);
   * `ownPoints` replaces the limit's points for this key (an API key's own quota), on the same count.
   */
  take(name: LimitName, key: string, ownPoints?: number | null): Promise<LimitState>;
  /** Forgets the key's count (after a successful login, failures start again from zero). */
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Points taken ahead of the work they pay for. */
export interface Reservation {
  /**
   * Gives back points the work did not use, within the window they were taken in: given back after it,
   * they would be credit in the next one.
   */
  refund(unused: number): Promise<void>;
}

export interface RateLimiterOptions {
  /** Multiplies every limit's points (RATE_LIMIT_FACTOR). */
  factor?: number;
  /** Shares counters between instances through Redis when set. */
  redisUrl?: string;
  /** Points that differ from the defaults above (set by configuration). */
  points?: Partial<Record<LimitName, number>>;
  /** Prepended to every Redis key (REDIS_PREFIX), so several sites or test runs can share one Redis. */
  redisPrefix?: string;
  logger: Logger;
}

const retrySeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * The shared counters' Redis, if any, and when its first connection is settled. While Redis is away a
 * command fails at once (no offline queue) and the in-memory insurance limiter answers; a slow Redis is
 * waited for a second at most. The outage is logged once, not at every retry.
 */
function connectRedis(
  redisUrl: string | undefined,
  logger: Logger,
): { redis: Redis | null; firstConnection: Promise<void> } {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableOfflineQueue: false })
    : null;
  let redisDown = false;
  redis?.on("error", (error: Error) => {
    if (redisDown) return;
    redisDown = true;
    logger.warn("Redis for rate limits unavailable: counting in memory until it returns", {
      error: error.message,
    });
  });
  redis?.on("ready", () => {
    if (redisDown) logger.info("Redis for rate limits is back");
    redisDown = false;
  });
  // The first connection is waited for (a second at most), so counters are shared from the first request.
  const firstConnection = new Promise<void>((resolve) => {
    if (!redis) return resolve();
    redis.once("ready", resolve);
    redis.once("error", () => resolve());
    setTimeout(resolve, 1000).unref();
  });
  return { redis, firstConnection };
}

export function createRateLimiter({
  factor = 1,
  redisUrl,
  points = {},
  redisPrefix = "",
  logger,
}: RateLimiterOptions): RateLimiter {
  const pointsOf = (name: LimitName) => (points[name] ?? rateLimits[name].points) * factor;
  const { redis, firstConnection } = connectRedis(redisUrl, logger);

  // one limiter per limit and number of points: a key's own quota counts on the limit's counters
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = async (name: LimitName, limit = pointsOf(name)): Promise<RateLimiterAbstract> => {
    await firstConnection;
    let found = limiters.get(`${name}/${limit}`);
    if (!found) {
      const options = {
        keyPrefix: `${redisPrefix}rl:${name}`,
        points: limit,
        duration: rateLimits[name].duration,
      };
      // While Redis is unreachable each instance keeps counting in memory rather than failing the request.
      found = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(`${name}/${limit}`, found);
    }
    return found;
  };
  const refuse = (res: RateLimiterRes, message: string = messages.tooManyRequests) =>
    new RateLimitedError(message, retrySeconds(res));

  return {
    async consume(name, key, message) {
      try {
        await (await limiter(name)).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refuse(error, message);
        throw error;
      }
    },
    async check(name, key, message) {
      const res = await (await limiter(name)).get(key);
      if (res && res.remainingPoints <= 0) throw refuse(res, message);
    },
    async usedUp(name, key) {
      const res = await (await limiter(name)).get(key);
      return res !== null && res.remainingPoints <= 0;
    },
    async count(name, key, points = 1) {
      await (await limiter(name)).penalty(key, points);
    },
    async reserve(name, key, reserved, message) {
      const found = await limiter(name);
      let taken: RateLimiterRes;
      try {
        taken = await found.consume(key, reserved);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // a refused reservation takes nothing (the counter went up before it was compared)
        await found.reward(key, reserved);
        throw refuse(error, message);
      }
      const windowEndsAt = Date.now() + taken.msBeforeNext;
      return {
        async refund(unused) {
          if (unused <= 0 || Date.now() >= windowEndsAt) return;
          const after = await found.reward(key, unused);
          // the window ended while the refund was on its way: it started a new one below zero
          if (after.consumedPoints < 0) await found.penalty(key, -after.consumedPoints);
        },
      };
    },
    async take(name, key, ownPoints) {
      const limit = ownPoints ? ownPoints * factor : pointsOf(name);
      const state = (res: RateLimiterRes, allowed: boolean) => ({
        allowed,
        limit,
        remaining: Math.max(0, res.remainingPoints),
        resetSeconds: retrySeconds(res),
        windowSeconds: rateLimits[name].duration,
      });
      try {
        return state(await (await limiter(name, limit)).consume(key), true);
      } catch (error) {
        if (error instanceof RateLimiterRes) return state(error, false);
        throw error;
      }
    },
    async reset(name, key) {
      await (await limiter(name)).delete(key);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
