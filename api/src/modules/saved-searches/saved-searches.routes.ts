import express, { type Request } from "express";
import type { RestModule } from "../../http/rest.js";

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? req.query[name] : undefined;

const UNSUBSCRIBED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head>
<body><h1>Unsubscribed</h1><p>You will no longer get e-mail about this saved search. Its other alerts stay
as they were; change them in <a href="/forum/settings">your settings</a>.</p></body></html>`;

/** A saved search's links from outside a session: its mail's one-click unsubscribe and its secret feed. */
export const savedSearchesRoutes: RestModule = (kit) => {
  const router = express.Router();

  // One-click unsubscribe (GET from the link, POST per RFC 8058 from the mail reader's button).
  const unsubscribe = kit.handle(async (ctx, req, res) => {
    await ctx.services.savedSearches.unsubscribe(queryText(req, "token"));
    res.type("html").send(UNSUBSCRIBED_PAGE);
  });
  router.get("/saved-searches/unsubscribe", unsubscribe);
  router.post("/saved-searches/unsubscribe", unsubscribe);

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
