import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import express from "express";
import type { RestModule } from "../../http/rest.js";
import { encodedTag, notModified } from "../../http/encoded-body.js";
import { setDownloadQuotaHeaders } from "../../http/rate-limit-headers.js";
import { assertKnownParameters } from "../events/research/rest-filter.js";
import { LICENCE_LINK } from "../events/research/data-licence.js";
import { sendResearchJson } from "../events/research/research-answer.routes.js";

/** GET /api/snapshots (the dated snapshots kept) and GET /api/snapshots/{day}.{csv|geojson} (one file). */
export const snapshotsRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/snapshots",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const listing = await ctx.services.snapshots.list();
      const { version } = await ctx.services.events.dataVersion();
      await sendResearchJson(req, res, version, listing);
    }),
  );

  // a snapshot never changes: cached for good, its tag its SHA-256, sent gzipped as it is kept
  router.get(
    "/snapshots/:name",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const file = await ctx.services.snapshots.file(String(req.params.name));
      const etag = `"${file.sha256}"`;
      const gzip = req.acceptsEncodings("gzip") === "gzip";
      res.vary("Accept-Encoding");
      res.set({
        ETag: encodedTag(etag, gzip ? "gzip" : "identity"),
        "Cache-Control": "public, max-age=31536000, immutable",
        "Data-Version": file.dataVersion,
        Link: LICENCE_LINK,
      });
      if (notModified(req, etag)) return void res.status(304).end();
      // a download like the exports: counted against the same limit
      setDownloadQuotaHeaders(res, await ctx.services.events.countExport(ctx.request));
      res.set({
        "Content-Type": file.mediaType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
      });
      if (gzip) {
        res.set({ "Content-Encoding": "gzip", "Content-Length": String(file.gzip.length) });
        return void res.end(file.gzip);
      }
      res.setHeader("Content-Length", String(file.byteSize));
      await pipeline(Readable.from([file.gzip]), createGunzip(), res);
    }),
  );

  return router;
};
