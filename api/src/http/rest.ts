import express, { type Request, type Response, type Router } from "express";
import type { Context, ContextFactory } from "../graphql/context.js";
import type { DatabaseOutage } from "../infra/database-outage.js";
import type { Logger } from "../infra/logger.js";
import type { ReadRouting } from "../infra/replicas/read-routing.js";
import { requestInfo } from "./request-info.js";
import { assertCleanRequest } from "./body.js";
import { sendError } from "./errors.js";
import { changesData } from "./read-routing.js";

/** What a REST compatibility route gets: the same context a GraphQL resolver gets. */
export type RestHandler = (ctx: Context, req: Request, res: Response) => Promise<unknown>;

export interface RestKit {
  /** Wraps a handler: checks the input, builds the context, sends its result as JSON (unless it answered itself), maps errors. */
  handle(handler: RestHandler): (req: Request, res: Response) => Promise<void>;
  /** For what goes wrong after an answer has started (a streamed download). */
  logger: Logger;
}

export function createRestKit(
  createContext: ContextFactory,
  logger: Logger,
  outage?: DatabaseOutage,
  readRouting?: ReadRouting | null,
): RestKit {
  return {
    logger,
    handle: (handler) => async (req, res) => {
      try {
        assertCleanRequest(req);
        // admission made the context already when it checked the request's session
        const made = res.locals.context as Promise<Context> | undefined;
        const ctx = await (made ?? createContext(requestInfo(req)));
        const result = await handler(ctx, req, res);
        // a member's write: their next reads wait for standbys that have replayed it (decision 128)
        if (readRouting && ctx.viewer && changesData(req)) await readRouting.noteWrite(ctx.viewer.id);
        if (!res.headersSent) res.json(result ?? {});
      } catch (error) {
        sendError(res, error, logger, outage);
      }
    },
  };
}

/** A module's REST compatibility routes, mounted under /api. */
export type RestModule = (kit: RestKit) => Router;

export function restRouter(modules: RestModule[], kit: RestKit): Router {
  const router = express.Router();
  for (const module of modules) router.use(module(kit));
  return router;
}
