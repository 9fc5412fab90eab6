import express, { type Response } from "express";
import { notFound } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";

const NOT_FOUND = "No capture of a published source has this id.";

/** What every answer with a capture's bytes carries: never cached as the app, never sniffed, no referrer. */
function evidenceHeaders(res: Response, type: string, download?: string) {
  res.setHeader("content-type", type);
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("cross-origin-resource-policy", "same-origin");
  res.setHeader("referrer-policy", "no-referrer");
  res.setHeader("cache-control", "private, max-age=300");
  if (download) res.setHeader("content-disposition", `attachment; filename="${download}"`);
}

/** HTML and text pages open in the browser; anything else (PDF …) is downloaded. */
const INLINE =
  /^(text\/html|application\/xhtml\+xml|text\/plain|application\/json|image\/(png|jpeg|gif|webp))$/;

/**
 * A capture's archived page, WARC and time-stamp token (decision 120). The page is another site's HTML:
 * it runs in a sandbox (an opaque origin, so no scripts, no access to this site's cookies or storage)
 * and may load nothing but inline images.
 */
export const evidenceRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/captures/:id/page",
    kit.handle(async (ctx, req, res) => {
      const found = await ctx.services.evidence.bytes(ctx.viewer, String(req.params.id));
      if (!found) throw notFound(NOT_FOUND);
      const bare = found.contentType.split(";")[0]!.trim().toLowerCase();
      const inline = INLINE.test(bare);
      evidenceHeaders(
        res,
        inline ? found.contentType : "application/octet-stream",
        inline ? undefined : `capture-${found.row.id}`,
      );
      res.setHeader(
        "content-security-policy",
        "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
      );
      res.end(found.page);
    }),
  );

  router.get(
    "/captures/:id/capture.warc",
    kit.handle(async (ctx, req, res) => {
      const found = await ctx.services.evidence.bytes(ctx.viewer, String(req.params.id));
      if (!found) throw notFound(NOT_FOUND);
      evidenceHeaders(res, "application/warc", `capture-${found.row.id}.warc`);
      res.setHeader("content-security-policy", "sandbox; default-src 'none'");
      res.end(found.warc);
    }),
  );

  router.get(
    "/captures/:id/timestamp.tsr",
    kit.handle(async (ctx, req, res) => {
      const found = await ctx.services.evidence.bytes(ctx.viewer, String(req.params.id));
      if (!found?.token) throw notFound(NOT_FOUND);
      evidenceHeaders(res, "application/timestamp-reply", `capture-${found.row.id}.tsr`);
      res.setHeader("content-security-policy", "sandbox; default-src 'none'");
      res.end(found.token);
    }),
  );

  return router;
};
