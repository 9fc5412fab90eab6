import express from "express";
import type { RestModule } from "../../http/rest.js";
import { assertKnownParameters } from "../events/research/rest-filter.js";
import { LICENCE_LINK } from "../events/research/data-licence.js";
import { sendJson, sendText } from "../events/research/research-answer.routes.js";
import type { VersionRecord } from "./releases.service.js";

const CFF_TYPE = "application/x-yaml; charset=utf-8";

/** A complete record is kept a day; one whose checksums are being computed is asked for again. */
const cacheControl = (record: VersionRecord) =>
  record.checksumsPending?.length ? "no-store" : "public, max-age=86400";

/**
 * GET /api/versions/{version} (a data version's files, checksums and citations), its CITATION.cff,
 * GET /api/CITATION.cff (the current version's) and GET /api/releases (the monthly releases).
 */
export const releasesRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/versions/:version",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const record = await ctx.services.releases.record(String(req.params.version), ctx.request);
      // a version never changes: nor does its record, once its checksums are all computed
      res.set({
        "Data-Version": record.dataVersion,
        Link: LICENCE_LINK,
        "Cache-Control": cacheControl(record),
      });
      await sendJson(req, res, record);
    }),
  );

  router.get(
    "/versions/:version/CITATION.cff",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const record = await ctx.services.releases.record(String(req.params.version), ctx.request);
      res.set({
        "Data-Version": record.dataVersion,
        Link: LICENCE_LINK,
        "Cache-Control": cacheControl(record),
      });
      await sendText(req, res, CFF_TYPE, record.citation.cff);
    }),
  );

  router.get(
    "/CITATION.cff",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const record = await ctx.services.releases.current(ctx.request);
      res.set({
        "Data-Version": record.dataVersion,
        Link: LICENCE_LINK,
        "Cache-Control": "public, no-cache",
      });
      await sendText(req, res, CFF_TYPE, record.citation.cff);
    }),
  );

  router.get(
    "/releases",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const releases = await ctx.services.releases.releases();
      res.set({ Link: LICENCE_LINK, "Cache-Control": "public, no-cache" });
      await sendJson(req, res, { releases });
    }),
  );

  return router;
};
