import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Metrics, WorkClass } from "../infra/metrics/metrics.js";
import { workClassOf } from "./admission.js";
import { tokenFromHeaders } from "./request-info.js";

const HEALTH_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address));

/** What a request counts as when admission did not name it (health checks, refusals made before it). */
function classOf(req: Request): WorkClass {
  if (HEALTH_PATHS.has(req.path)) return "health";
  if (tokenFromHeaders(req.headers) !== undefined) return "member";
  if (req.method !== "GET" && req.method !== "HEAD") return "write";
  return req.path.startsWith("/api/") || req.path === "/graphql" ? "anonymous" : "page";
}

// the name of a document's first operation (comments may come before it)
const FIRST_OPERATION_NAME =
  /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation name asked for, else the one the query names itself (a client may send only the query). */
function operationNameOf(req: Request): unknown {
  const { operationName, query } =
    req.method === "GET"
      ? Object.fromEntries(new URL(req.originalUrl, "http://localhost").searchParams)
      : ((req.body ?? {}) as { operationName?: unknown; query?: unknown });
  if (typeof operationName === "string" && operationName !== "") return operationName;
  return typeof query === "string" ? FIRST_OPERATION_NAME.exec(query)?.[1] : undefined;
}

/** Counts and times every answered request by class of work (and GraphQL operation name on /graphql). */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.path;
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const workClass = workClassOf(res) ?? classOf(req);
      const operation = path === "/graphql" ? { name: operationNameOf(req) } : undefined;
      metrics.observeRequest(workClass, res.statusCode, seconds, operation);
    });
    next();
  };
}

/**
 * Prometheus metrics for operators: to a client on a loopback address that came straight to the app (no
 * proxy's forwarding header), and to a bearer of METRICS_TOKEN when it is set; 404 to anyone else.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const forwarded = (req: Request) =>
    req.headers["x-forwarded-for"] !== undefined ||
    req.headers.forwarded !== undefined ||
    req.headers["x-real-ip"] !== undefined;
  const bearer = (req: Request) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    return expected !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
  };
  return async (req, res) => {
    if (!(bearer(req) || (isLoopback(req.socket.remoteAddress) && !forwarded(req)))) {
      return void res.status(404).json({ message: "Not Found" });
    }
    res.setHeader("Content-Type", metrics.registry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(await metrics.registry.metrics());
  };
}
