import express, { type Response } from "express";
import { notFound } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";
import { PMTILES_PATH } from "./site.service.js";

/** Sends a file with HTTP range requests answered (206), resolving once it is sent. */
function sendRanges(res: Response, file: string) {
  return new Promise<void>((resolve, reject) => {
    res.sendFile(
      file,
      {
        acceptRanges: true,
        // an extract changes only when the operator replaces it; ETag and Last-Modified tell
        headers: { "Cache-Control": "public, max-age=3600", "Content-Type": "application/vnd.pmtiles" },
      },
      (error) => {
        if (!error || res.headersSent) return resolve();
        // an extract the operator named but did not put in place is missing, not a server fault
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        reject(missing ? notFound("The street basemap file is missing") : error);
      },
    );
  });
}

/** The operator's PMTiles basemap (MAP_PMTILES), read by the map in ranges: no third party serves tiles. */
export const siteRoutes: RestModule = (kit) => {
  const router = express.Router();
  router.get(
    PMTILES_PATH.replace(/^\/api/, ""),
    kit.handle(async (ctx, _req, res) => {
      const file = ctx.services.site.pmtilesFile();
      if (!file) throw notFound("No street basemap is configured");
      await sendRanges(res, file);
    }),
  );
  return router;
};
