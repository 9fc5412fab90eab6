import { createServer, type Server } from "node:http";
import express, { Router } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import { databaseReady } from "../db/database.js";
import type { AppDeps } from "../deps.js";
import type { Admission } from "../infra/admission/admission.js";
import { metricsEndpoint, requestMetrics } from "./metrics.js";

/** The paths probeRoutes answers. */
export const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Liveness, readiness and the metrics. Here liveness answers whenever the process turns its event loop (on
 * the public port, for set-ups that probe it); the management port's is its own thread's, from the event
 * loop's heartbeat (management-thread.ts), so it answers at once however busy the loop is and fails only
 * when the loop has stopped: only then should the process be restarted. Readiness is false while
 * shutting down, without the database, while the instance refuses most of its work or its event loop is
 * far behind: the orchestrator or proxy then sends new work to the others, and it comes back by itself.
 */
export function probeRoutes(
  orm: MikroORM,
  deps: AppDeps,
  admission: Admission,
  shuttingDown: () => boolean,
): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  router.get("/readyz", async (_req, res) => {
    const database = !shuttingDown() && (await databaseReady(orm));
    const load = admission.readiness();
    const ready = database && load.ready;
    // Redis only carries live events between instances: without it this instance still serves, degraded
    const live = deps.live.transport();
    const status = !database
      ? "unavailable"
      : !load.ready
        ? "busy"
        : live === "redis-unreachable"
          ? "degraded"
          : "ready";
    res.setHeader("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({
      status,
      details: {
        database: database ? "up" : "down",
        liveEvents: live,
        load: {
          eventLoopDelayMs: Math.round(load.eventLoopDelayMs),
          shedding: load.shedding,
          shedShare: Math.round(load.shedShare * 100) / 100,
        },
      },
    });
  });
  router.get("/metrics", metricsEndpoint(deps.metrics, deps.config.metricsToken));
  return router;
}

/**
 * The main thread's management listener: the probes and the metrics, reached on a loopback port through
 * the management thread that listens on MANAGEMENT_PORT with its own accept queue and event loop, so a
 * probe never waits behind the public connections of a flood.
 */
export function managementServer(probes: Router, deps: AppDeps): Server {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestMetrics(deps.metrics));
  app.use(probes);
  app.use((_req, res) => void res.status(404).json({ message: "Not Found" }));
  return createServer({ requestTimeout: 5000, headersTimeout: 5000 }, app);
}
