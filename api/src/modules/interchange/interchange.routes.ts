import express, { type Response } from "express";
import { sendEncoded } from "../../http/encoded-body.js";
import { setDownloadQuotaHeaders } from "../../http/rate-limit-headers.js";
import type { RestModule } from "../../http/rest.js";
import {
  assertKnownParameters,
  filterSlug,
  restFilter,
  restFilterQuery,
} from "../events/research/rest-filter.js";
import { LICENCE_LINK } from "../events/research/data-licence.js";

const researchHeaders = (res: Response, version: string) =>
  res.set({ "Data-Version": version, Link: LICENCE_LINK, "Cache-Control": "public, no-cache" });

/**
 * GET /api/events/export.stix (a STIX 2.1 bundle of the filter, `asOf` a past version) and the MISP
 * feed: GET /api/misp/manifest.json, GET /api/misp/hashes.csv and GET /api/misp/{uuid}.json.
 */
export const interchangeRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/events/export.stix",
    kit.handle(async (ctx, req, res) => {
      const filter = restFilter(req.query, ["asOf"]);
      const query = restFilterQuery(req.query);
      const events = ctx.services.events;
      const asOf = req.query.asOf === undefined ? undefined : await events.checkedAsOf(req.query.asOf);
      const version = asOf?.version ?? (await events.dataVersion()).version;
      const body = await ctx.services.interchange.stix(filter, query, version, asOf);
      setDownloadQuotaHeaders(res, await events.countExport(ctx.request));
      researchHeaders(res, version);
      res.set({
        "Content-Type": "application/stix+json;version=2.1",
        "Content-Disposition": `attachment; filename="incidents_${filterSlug(query)}_${version}.stix.json"`,
      });
      await sendEncoded(req, res, body);
    }),
  );

  router.get(
    "/misp/manifest.json",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const { version } = await ctx.services.events.dataVersion();
      researchHeaders(res, version);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      await sendEncoded(req, res, await ctx.services.interchange.mispManifest(version));
    }),
  );

  router.get(
    "/misp/hashes.csv",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const { version } = await ctx.services.events.dataVersion();
      researchHeaders(res, version);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      await sendEncoded(req, res, await ctx.services.interchange.mispHashes(version));
    }),
  );

  router.get(
    "/misp/:uuid.json",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const { version } = await ctx.services.events.dataVersion();
      const body = await ctx.services.interchange.mispEvent(String(req.params.uuid), version);
      researchHeaders(res, version);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      await sendEncoded(req, res, body);
    }),
  );

  return router;
};
