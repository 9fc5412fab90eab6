import { pipeline } from "node:stream/promises";
import express, { type Request } from "express";
import { messages, type SubmissionInput } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { requestBody, type RequestBody } from "../../http/body.js";
import { noneMatchHits } from "../../http/etag.js";
import type { RestModule } from "../../http/rest.js";
import type { RestKit } from "../../http/rest.js";
import { restEvent } from "./events.presenter.js";
import type { ExportFormat } from "./event-export.js";
import { assertKnownParameters, restFilter, restFilterQuery } from "./rest-filter.js";
import { addMapClustersRoutes, clustersInstead } from "./map-clusters.routes.js";

/** The spec's submission payload; a field of the wrong kind counts as missing, so it gets the spec's message. */
function submission(body: RequestBody): SubmissionInput {
  return {
    type: body.optionalText("type"),
    // not in the spec's payload: a client that does not send it reports an 'other' incident
    kind: body.optionalText("kind") ?? "other",
    sourceUrl: body.optionalText("sourceUrl"),
    date: body.optionalText("date"),
    latitude: body.coordinate("latitude"),
    longitude: body.coordinate("longitude"),
    captchaToken: body.optionalText("recaptchaToken") ?? body.optionalText("captchaToken"),
  };
}

const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8; header=present",
  geojson: "application/geo+json; charset=utf-8",
};

/** A download of exactly the filter, streamed as the client reads it. */
function exportRoute(kit: RestKit, format: ExportFormat) {
  return kit.handle(async (ctx, req, res) => {
    const { rows, body } = await ctx.services.events.openExport(restFilter(req.query), format, ctx.request);
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      "Content-Type": EXPORT_TYPES[format],
      "Content-Disposition": `attachment; filename="incidents-${day}.${format}"`,
      "Cache-Control": "no-store",
    });
    try {
      await pipeline(rows, body, res);
    } catch (error) {
      // a client that stops reading ends it; anything else cuts the download short, visibly (no final chunk)
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        kit.logger.error("Export failed", { error: String(error) });
      }
      res.destroy();
    }
  });
}

const acceptsGzip = (req: Request) => /\bgzip\b/i.test(req.get("accept-encoding") ?? "");

/** Spec §7 event paths, plus the compact map data, over the same services as the GraphQL API. */
export const eventsRoutes: RestModule = (kit) => {
  const router = express.Router();

  // spec §7's list; the filter parameters are an addition (without them, every approved event)
  router.get(
    "/events",
    kit.handle(async (ctx, req, res) => {
      const body = await ctx.services.events.listApprovedJson(restFilter(req.query));
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Content-Length", body.length);
      res.end(body);
    }),
  );

  // incidents that were public and no longer are, for researchers to repair their copies
  router.get(
    "/events/withdrawn",
    kit.handle(async (ctx, req) => {
      assertKnownParameters(req.query, ["since"]);
      const since = req.query.since;
      if (since !== undefined && typeof since !== "string") {
        throw new ValidationError({ since: messages.filterParameterInvalid });
      }
      return ctx.services.events.withdrawn(since);
    }),
  );

  router.get("/events/export.csv", exportRoute(kit, "csv"));
  router.get("/events/export.geojson", exportRoute(kit, "geojson"));

  router.get(
    "/events/feed.atom",
    kit.handle(async (ctx, req, res) => {
      const xml = await ctx.services.events.feedAtom(restFilter(req.query), restFilterQuery(req.query));
      res.set({
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      });
      res.end(xml);
    }),
  );

  // The map's data without GraphQL overhead: gzip once per version, revalidated by ETag at every load
  // (no-cache), so an incident a moderator approves is on the next map opened.
  router.get(
    "/events/map",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, ["mode"]);
      // the map page asks with mode=auto: above the threshold it is told to fetch clusters instead
      const instead = await clustersInstead(ctx, req.query.mode);
      if (instead) return void res.set("Cache-Control", "no-store").json(instead);
      const payload = await ctx.services.events.mapPayload();
      res.set({
        "Cache-Control": "public, no-cache",
        ETag: payload.etag,
        Vary: "Accept-Encoding",
        "Content-Type": "application/json; charset=utf-8",
      });
      if (noneMatchHits(req.get("if-none-match"), payload.etag)) return void res.status(304).end();
      if (!acceptsGzip(req)) return void res.send(payload.json);
      res.set("Content-Encoding", "gzip").send(payload.gzipped);
    }),
  );

  addMapClustersRoutes(router, kit);

  router.post(
    "/events/submit",
    kit.handle(async (ctx, req, res) => {
      const event = await ctx.services.events.submit(submission(requestBody(req)), ctx.request);
      res.status(201);
      return restEvent(event);
    }),
  );

  return router;
};
