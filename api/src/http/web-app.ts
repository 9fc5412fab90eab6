import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type Router } from "express";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any client route (the SPA decides what is a 404 page).
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const index = join(distDir, "index.html");
  router.use(
    "/assets",
    express.static(join(distDir, "assets"), {
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
