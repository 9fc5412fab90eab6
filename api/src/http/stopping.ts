import type { RequestHandler } from "express";
import { refuseBusy } from "./admission.js";

/**
 * While the instance stops (after SIGTERM, for SHUTDOWN_DELAY_MS before its port closes, decision 132):
 * each answer ends its connection, so a proxy's next request opens one to another instance rather than
 * being sent on a connection this one closes with its port (a POST lost in between is not tried again);
 * and a read is refused (503, Retry-After), which a proxy answers from another instance while it stops
 * choosing this one in that lane. Writes are still served: a proxy would not try them elsewhere.
 */
export const whileStopping =
  (stopping: () => boolean): RequestHandler =>
  (req, res, next) => {
    if (!stopping()) return next();
    res.setHeader("Connection", "close");
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    refuseBusy(res, 1, req.path.startsWith("/graphql"));
  };
