import type { IncomingHttpHeaders } from "node:http";
import type { Request } from "express";
import type { ApiKeyCaller, RequestInfo } from "../core/viewer.js";
import { looksLikeKey } from "../core/api-key-tokens.js";

export const SESSION_COOKIE = "token";

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function bearer(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  // an API key is never a session (http/api-keys.ts admits it on the research paths)
  return match && !looksLikeKey(match[1]!) ? match[1] : undefined;
}

/** The session token: an Authorization Bearer header wins over the token cookie; an API key is none. */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  const cookie = readCookie(headers.cookie, SESSION_COOKIE);
  return bearer(headers.authorization) ?? (cookie && !looksLikeKey(cookie) ? cookie : undefined);
}

export function tokenFromConnectionParams(params: Record<string, unknown> | undefined): string | undefined {
  return bearer(params?.authorization) ?? bearer(params?.Authorization);
}

export function requestInfo(req: Request): RequestInfo {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    userAgent: req.get("user-agent"),
    token: tokenFromHeaders(req.headers),
    apiKey: req.res?.locals.apiKey as ApiKeyCaller | undefined,
  };
}

/**
 * The client address of a raw upgrade request, trusting `hops` reverse proxies the way Express's
 * numeric "trust proxy" does: the address `hops` entries in from the socket's end of X-Forwarded-For.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: unknown,
  hops: number,
): string {
  const forwarded = typeof forwardedFor === "string" ? forwardedFor.split(",").map((a) => a.trim()) : [];
  const chain = [remoteAddress ?? "unknown", ...forwarded.filter(Boolean).reverse()];
  return chain[Math.min(hops, chain.length - 1)]!;
}
