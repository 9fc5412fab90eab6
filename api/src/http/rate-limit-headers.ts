import type { Response } from "express";
import type { Quota } from "../core/errors.js";

const HEADERS = ["RateLimit-Policy", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];

/**
 * The IETF draft's RateLimit-* headers for one limit (null: none applies, any set before are taken off).
 * `policies` lists every limit the path counts (RateLimit-Policy), the figures are the given one's.
 */
export function setQuotaHeaders(res: Response, quota: Quota | null, policies?: string): void {
  if (!quota) {
    for (const name of HEADERS) res.removeHeader(name);
    return;
  }
  res.setHeader("RateLimit-Policy", policies ?? `${quota.limit};w=${quota.windowSeconds}`);
  res.setHeader("RateLimit-Limit", String(quota.limit));
  res.setHeader("RateLimit-Remaining", String(quota.remaining));
  res.setHeader("RateLimit-Reset", String(quota.resetSeconds));
}

/**
 * A download's headers: its own quota in RateLimit-Limit, -Remaining and -Reset, and both limits, the
 * download's and the research requests' (set before), in RateLimit-Policy.
 */
export function setDownloadQuotaHeaders(res: Response, quota: Quota): void {
  const research = res.getHeader("RateLimit-Policy");
  const policies = [`${quota.limit};w=${quota.windowSeconds}`, research].filter(Boolean).join(", ");
  setQuotaHeaders(res, quota, policies);
}
