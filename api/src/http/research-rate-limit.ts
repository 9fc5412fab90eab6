import type { RequestHandler } from "express";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../core/errors.js";
import type { RateLimiter } from "../infra/rate-limit.js";
import type { ProtocolRefusal } from "../modules/app-module.js";
import { apiKeyOf } from "./api-keys.js";
import { setQuotaHeaders } from "./rate-limit-headers.js";

/**
 * The research API's per-address limit (GraphQL over HTTP and the REST event paths), counted before any
 * cache answers; a request with an API key counts against the key's own quota instead, wherever it comes
 * from. Every answer carries the IETF draft's RateLimit-Limit, -Remaining and -Reset headers (and
 * RateLimit-Policy); past the limit it is 429 with Retry-After, in the shape the path's clients read: a
 * GraphQL error, the REST paths' message, or a protocol's own (TAXII's error message).
 */
export function researchRateLimit(
  rateLimiter: RateLimiter,
  perMinute: number,
  refusal: "graphql" | "rest" | ProtocolRefusal,
): RequestHandler {
  return async (req, res, next) => {
    if (perMinute === 0) return next();
    try {
      const key = apiKeyOf(res);
      const state = key
        ? await rateLimiter.take("researchRequestsPerKey", key.id, key.requestsPerMinute)
        : await rateLimiter.take("researchRequestsPerAddress", req.ip ?? "unknown");
      setQuotaHeaders(res, state);
      if (state.allowed) return next();
      const error = new RateLimitedError(messages.tooManyRequests, state.resetSeconds);
      res.setHeader("Retry-After", String(state.resetSeconds));
      res.status(429);
      if (refusal === "rest") return void res.json({ message: error.message });
      if (refusal !== "graphql")
        return void res.setHeader("Content-Type", refusal.contentType).end(refusal.body(error.message));
      res.json({ errors: [{ message: error.message, extensions: error.extensions }] });
    } catch (error) {
      next(error);
    }
  };
}
