import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { Context } from "../../graphql/context.js";
import type { RestKit, RestModule } from "../../http/rest.js";
import { badRequest, TaxiiError } from "./taxii-errors.js";
import { controlCharacterFields } from "../../core/input-text.js";
import { TAXII_MEDIA_TYPE, type TaxiiAnswer } from "./taxii.service.js";

/**
 * Whether the Accept header lets the TAXII 2.1 media type through: `application/taxii+json` of version
 * 2.1 or of no version, a wildcard, or no header at all.
 */
export function acceptsTaxii(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((p) => p.trim().toLowerCase());
    const version = parameters.find((p) => p.startsWith("version="))?.slice("version=".length);
    const quality = parameters.find((p) => p.startsWith("q="));
    if (quality && Number(quality.slice(2)) === 0) return false;
    if (type === "*/*" || type === "application/*") return true;
    return type === "application/taxii+json" && (version === undefined || version === "2.1");
  });
}

function send(res: Response, status: number, body: string, added?: TaxiiAnswer["added"]): void {
  // written as TAXII names it: Express's own would add a charset and a space
  res.status(status).setHeader("Content-Type", TAXII_MEDIA_TYPE);
  res.setHeader("Cache-Control", "no-cache");
  if (added) res.set({ "X-TAXII-Date-Added-First": added.first, "X-TAXII-Date-Added-Last": added.last });
  res.end(body);
}

const sendError = (res: Response, error: TaxiiError) => send(res, error.status, JSON.stringify(error.body()));

/** A TAXII resource: its answer in TAXII's media type, a TAXII error message when it is refused. */
function resource(kit: RestKit, answer: (ctx: Context, req: Request) => Promise<TaxiiAnswer> | TaxiiAnswer) {
  return kit.handle(async (ctx, req, res) => {
    try {
      const { body, added } = await answer(ctx, req);
      send(res, 200, body, added);
    } catch (error) {
      if (!(error instanceof TaxiiError)) throw error;
      sendError(res, error);
    }
  });
}

/** A query holding control characters is refused here, as a TAXII error, before the app's own check. */
const cleanQuery: RequestHandler = (req, res, next) => {
  const fields = Object.entries(controlCharacterFields(req.query, "query"));
  if (fields.length === 0) return next();
  sendError(res, badRequest(fields.map(([field, message]) => `${field}: ${message}`).join(" ")));
};

/** What Express refuses itself (a path whose %-encoding is broken), answered as a TAXII error too. */
const refusedAsTaxii: ErrorRequestHandler = (error: { status?: unknown }, _req, res, next) => {
  if (res.headersSent || error.status !== 400) return next(error);
  sendError(res, badRequest("The request's address could not be read."));
};

const acceptable: RequestHandler = (req, res, next) => {
  if (acceptsTaxii(req.headers.accept)) return next();
  sendError(res, new TaxiiError(406, "Not acceptable", `This server serves ${TAXII_MEDIA_TYPE} only.`));
};

/**
 * TAXII 2.1, read-only (decision 155), mounted at /taxii2: discovery, the API root, its collections, and
 * each collection's objects, manifest and object versions.
 */
export const taxiiRoutes: RestModule = (kit) => {
  const router = express.Router({ strict: false });
  router.use(acceptable, cleanQuery);
  const root = "/api";
  const collection = `${root}/collections/:collection`;
  const param = (req: Request, name: string) => String(req.params[name]);
  const query = (req: Request) => req.query as Record<string, unknown>;

  router.get(
    "/",
    resource(kit, (ctx) => ctx.services.taxii.discovery()),
  );
  router.get(
    `${root}/`,
    resource(kit, (ctx) => ctx.services.taxii.apiRoot()),
  );
  router.get(
    `${root}/collections/`,
    resource(kit, (ctx) => ctx.services.taxii.collections()),
  );
  router.get(
    `${collection}/`,
    resource(kit, (ctx, req) => ctx.services.taxii.collection(param(req, "collection"))),
  );
  router.get(
    `${collection}/objects/`,
    resource(kit, (ctx, req) => ctx.services.taxii.objects(param(req, "collection"), query(req))),
  );
  router.get(
    `${collection}/objects/:object/`,
    resource(kit, (ctx, req) =>
      ctx.services.taxii.objects(param(req, "collection"), query(req), param(req, "object")),
    ),
  );
  router.get(
    `${collection}/objects/:object/versions/`,
    resource(kit, (ctx, req) =>
      ctx.services.taxii.versions(param(req, "collection"), param(req, "object"), query(req)),
    ),
  );
  router.get(
    `${collection}/manifest/`,
    resource(kit, (ctx, req) => ctx.services.taxii.manifest(param(req, "collection"), query(req))),
  );
  // the collections cannot be written to: adding or deleting is forbidden, as can_write says
  const readOnly: RequestHandler = (_req, res) =>
    sendError(res, new TaxiiError(403, "Forbidden", "The collections are read-only."));
  router.post(`${collection}/objects/`, readOnly);
  router.delete(`${collection}/objects/:object/`, readOnly);
  router.use((_req, res) =>
    sendError(res, new TaxiiError(404, "Not found", "There is no such TAXII resource.")),
  );
  router.use(refusedAsTaxii);
  return router;
};
