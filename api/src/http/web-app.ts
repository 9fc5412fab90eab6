import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { precompressed } from "./precompressed.js";

/**
 * Serves the built web app: hashed assets cached for a year (as their brotli or gzip copy where the
 * browser takes one), everything else revalidated, and index.html for any client route (the SPA decides
 * what is a 404 page).
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const index = join(distDir, "index.html");
  const assets = join(distDir, "assets");
  router.use(
    "/assets",
    precompressed(assets),
    express.static(assets, {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get("/{*path}", (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!existsSync(index)) {
      res.status(503).type("text/plain").send("The web app is not built yet: run the build first.");
      return;
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile(index);
  });
  return router;
}

/**
 * A browser opening /graphql (a GET that prefers HTML) gets the research API explorer, a page of the
 * built web app; GraphQL clients, which ask for JSON, go on to the API.
 */
export function explorerPage(distDir: string): RequestHandler {
  const page = join(distDir, "graphiql.html");
  return (req, res, next) => {
    if (req.accepts(["application/json", "application/graphql-response+json", "html"]) !== "html")
      return next();
    if (!existsSync(page)) return next();
    res.set("Cache-Control", "no-cache");
    res.sendFile(page);
  };
}
