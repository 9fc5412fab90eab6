import { pipeline } from "node:stream/promises";
import { createHash } from "node:crypto";
import express from "express";
import { apiMessages, DEFAULT_LOCALE, isLocale, MARKED_EXPORT_REVISION } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { notModified, sendEncoded, streamEncoder } from "../../http/encoded-body.js";
import { setDownloadQuotaHeaders } from "../../http/rate-limit-headers.js";
import type { RestModule } from "../../http/rest.js";
import type { RestKit } from "../../http/rest.js";
import { EXPORT_MEDIA_TYPES, type ExportFormat } from "./exports/event-export.js";
import { assertKnownParameters, filterSlug, restFilter, restFilterQuery } from "./research/rest-filter.js";
import type { Query } from "./research/research-parameters.js";
import { exportMetadata, sheetAbout, versionDate } from "./exports/export-metadata.js";
import { researchHeaders, sendJson } from "./research/research-answer.routes.js";
import { addMapClustersRoutes, clustersInstead } from "./map/map-clusters.routes.js";
import { addMapPictureRoutes } from "./map/picture/map-picture.routes.js";
import {
  assertTranslatable,
  requestedTranslations,
  TRANSLATIONS_PARAMETER,
} from "./research/translations-parameter.js";

/** `bom=1` starts a CSV with a byte-order mark (for spreadsheet programs); `bom=0` or none, without. */
function bomOf(query: Query, format: ExportFormat): boolean {
  const bom = query.bom;
  if (bom === undefined) return false;
  if (format !== "csv" || (bom !== "0" && bom !== "1")) {
    throw new ValidationError({ bom: apiMessages.bomInvalid });
  }
  return bom === "1";
}

/**
 * A download of exactly the filter, named after the filter and the data version: the whole set sent from
 * a body kept compressed, a filtered one streamed as the client reads it (compressed as it goes).
 */
function exportRoute(kit: RestKit, format: ExportFormat) {
  return kit.handle(async (ctx, req, res) => {
    const own = ["asOf", TRANSLATIONS_PARAMETER, ...(format === "csv" ? ["bom"] : [])];
    const filter = restFilter(req.query, own);
    const bom = bomOf(req.query, format);
    const translations = requestedTranslations(req.query);
    const query = restFilterQuery(req.query);
    const events = ctx.services.events;
    // a past data version, rebuilt from the incidents' history (decision 096)
    const asOf = req.query.asOf === undefined ? undefined : await events.checkedAsOf(req.query.asOf);
    const version = asOf?.version ?? (await events.dataVersion()).version;
    researchHeaders(res, version);
    const revision = await events.exportRevision(version);
    assertTranslatable(translations, revision);
    const metadata = exportMetadata(events.publicUrl(), version, query, format, revision);
    const about =
      format === "xlsx"
        ? sheetAbout(
            events.publicUrl(),
            version,
            query,
            revision,
            revision >= MARKED_EXPORT_REVISION ? await events.versionCsv(asOf) : undefined,
          )
        : undefined;
    const dated = versionDate(version);
    const framing = { bom, metadata, about, dated, additions: { until: dated.toISOString(), translations } };
    // a workbook is compressed already: sent as it is, the whole set's kept per data version; a past
    // version is rebuilt as it streams, nothing of it kept, and its query ends when its client goes; so
    // are translations, which are not versioned (decision 125): never the kept file, never its tag
    const streamed = filter || format === "xlsx" || asOf || translations;
    const whole = streamed ? null : await events.wholeExport(format, framing);
    // a revalidation costs nothing: not counted as a download
    const etag = translations
      ? null
      : (whole?.etag ?? versionTag(version, format, bom, query, events.publicUrl()));
    res.setHeader("Cache-Control", translations ? "no-store" : "public, no-cache");
    if (etag && notModified(req, etag)) {
      res.setHeader("ETag", etag);
      return void res.status(304).end();
    }
    if (format === "xlsx") await events.assertFitsSheet(filter, undefined, asOf);
    setDownloadQuotaHeaders(res, await events.countExport(ctx.request));
    // only now that it is sure to be a download (a refusal is JSON)
    res.set({
      "Content-Type": EXPORT_MEDIA_TYPES[format],
      "Content-Disposition": `attachment; filename="incidents_${filterSlug(query)}_${version}.${format}"`,
    });
    if (format === "xlsx" && !filter && !asOf && etag) {
      const book = await events.wholeWorkbook(framing);
      res.set({ ETag: etag, "Content-Length": String(book.length) });
      return void res.end(book);
    }
    if (whole) return sendEncoded(req, res, whole);
    const { rows, body } = await events.openExport(filter, format, framing, asOf);
    if (etag) res.setHeader("ETag", etag);
    const encoder = format === "xlsx" ? null : streamEncoder(req, res);
    // a failure midway cuts the download short (errors.ts, cutShort), visibly: no final chunk
    await (encoder ? pipeline(rows, body, encoder, res) : pipeline(rows, body, res));
  });
}

/**
 * The tag of a filtered download or a workbook: the same filter at the same data version gives the same
 * bytes (a workbook's zip entries are dated by its data version).
 */
function versionTag(
  version: string,
  format: ExportFormat,
  bom: boolean,
  query: string,
  publicUrl: string,
): string {
  const named = `${version}|${format}|${bom}|${query}|${publicUrl}`;
  return `"${createHash("sha256").update(named).digest("base64url").slice(0, 27)}"`;
}

/** Spec §7 event paths, plus the compact map data, over the same services as the GraphQL API. */
export const eventsRoutes: RestModule = (kit) => {
  const router = express.Router();

  // spec §7's list; the filter parameters are an addition (without them, every approved event)
  router.get(
    "/events",
    kit.handle(async (ctx, req, res) => {
      const filter = restFilter(req.query, ["asOf", TRANSLATIONS_PARAMETER]);
      const translations = requestedTranslations(req.query);
      const events = ctx.services.events;
      const asOf = req.query.asOf === undefined ? undefined : await events.checkedAsOf(req.query.asOf);
      const version = asOf?.version ?? (await events.dataVersion()).version;
      assertTranslatable(translations, await events.exportRevision(version));
      const body = await events.listBody(filter, asOf, translations);
      researchHeaders(res, version);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      // translations are today's, not the version's (decision 125): made as asked for, kept by nobody
      res.setHeader("Cache-Control", translations ? "no-store" : "public, no-cache");
      await sendEncoded(req, res, body, { tagged: !translations });
    }),
  );

  // incidents that were public and no longer are, for researchers to repair their copies
  router.get(
    "/events/withdrawn",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, ["since"]);
      const since = req.query.since;
      if (since !== undefined && typeof since !== "string") {
        throw new ValidationError({ since: apiMessages.filterParameterInvalid });
      }
      const { version } = await ctx.services.events.dataVersion();
      researchHeaders(res, version);
      await sendJson(req, res, await ctx.services.events.withdrawn(since));
    }),
  );

  router.get("/events/export.csv", exportRoute(kit, "csv"));
  router.get("/events/export.geojson", exportRoute(kit, "geojson"));
  router.get("/events/export.xlsx", exportRoute(kit, "xlsx"));

  router.get(
    "/events/feed.atom",
    kit.handle(async (ctx, req, res) => {
      const filter = restFilter(req.query, ["after", "lang"]);
      const after = req.query.after;
      if (after !== undefined && typeof after !== "string") {
        throw new ValidationError({ after: apiMessages.cursorInvalid });
      }
      // the feed's own words in the reader's language; the kept copy and caches are keyed by it alone
      const lang = req.query.lang ?? DEFAULT_LOCALE;
      if (!isLocale(lang)) throw new ValidationError({ lang: apiMessages.feedLanguageInvalid });
      const { version } = await ctx.services.events.dataVersion();
      const body = await ctx.services.eventFeed.feedBody(filter, restFilterQuery(req.query), after, lang);
      researchHeaders(res, version);
      res.set({
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      });
      await sendEncoded(req, res, body);
    }),
  );

  // The map's data without GraphQL overhead: compressed once per version, revalidated by ETag at every
  // load (no-cache), so an incident a moderator approves is on the next map opened.
  router.get(
    "/events/map",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, ["mode"]);
      // the map page asks with mode=auto: above the threshold it is told to fetch clusters instead
      const instead = await clustersInstead(ctx, req.query.mode);
      if (instead) return void res.set("Cache-Control", "no-store").json(instead);
      const [payload, { version }] = await Promise.all([
        ctx.services.incidentMap.mapPayload(),
        ctx.services.events.dataVersion(),
      ]);
      researchHeaders(res, version);
      res.set({ "Cache-Control": "public, no-cache", "Content-Type": "application/json; charset=utf-8" });
      await sendEncoded(req, res, payload.body);
    }),
  );

  addMapClustersRoutes(router, kit);
  addMapPictureRoutes(router, kit);

  return router;
};
