import type { Request, RequestHandler } from "express";
import type { Viewer } from "../core/viewer.js";
import { readingFrom } from "../db/read-routing.js";
import type { ReadRouting } from "../infra/replicas/read-routing.js";

/**
 * Runs the rest of a read request with its reads on the standby ReadRouting chooses for its viewer (any for
 * a visitor, one that has replayed their last write for a member), or on the primary. Writes (`isWrite`)
 * read from the primary. The viewer's session is looked up on the primary before.
 */
export function routeReads(
  routing: ReadRouting | null,
  isWrite: (req: Request) => boolean,
  viewerOf: (req: Request) => Promise<Viewer | null>,
): RequestHandler {
  return async (req, _res, next) => {
    if (!routing || isWrite(req)) return next();
    let viewer: Viewer | null;
    try {
      viewer = await viewerOf(req);
    } catch {
      return next(); // whoever it is, the primary has their writes
    }
    const replica = await routing.chooseFor(viewer?.id ?? null);
    readingFrom(replica?.connection ?? null, next);
  };
}

/** The request is not a read: anything but GET and HEAD. */
export const changesData = (req: Request) => req.method !== "GET" && req.method !== "HEAD";
