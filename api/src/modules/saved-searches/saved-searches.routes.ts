import express, { type Request } from "express";
import type { RestModule } from "../../http/rest.js";

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? req.query[name] : undefined;

/** A saved search's links from outside a session: its mail's one-click unsubscribe and its secret feed. */
export const savedSearchesRoutes: RestModule = (kit) => {
  const router = express.Router();

  // The mail's link opens a page that asks; only a POST (its button, or the mail reader's per RFC 8058) acts.
  router.get(
    "/saved-searches/unsubscribe",
    kit.handle(async (ctx, req, res) => {
      res
        .type("html")
        .send(ctx.services.savedSearches.askToUnsubscribe(queryText(req, "token"), req.query.lang));
    }),
  );
  router.post(
    "/saved-searches/unsubscribe",
    kit.handle(async (ctx, req, res) => {
      res
        .type("html")
        .send(await ctx.services.savedSearches.unsubscribe(queryText(req, "token"), req.query.lang));
    }),
  );

  router.get(
    "/saved-searches/feed/:file",
    kit.handle(async (ctx, req, res) => {
      const token = String(req.params.file).replace(/\.atom$/, "");
      const body = await ctx.services.savedSearches.feed(token);
      // the address is the secret: kept by no shared cache, and not sent on as a referrer
      res.set({
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "private, max-age=60",
        "Referrer-Policy": "no-referrer",
      });
      res.send(body);
    }),
  );

  return router;
};
