import type { Request, Router } from "express";
import type { Context } from "../../../graphql/context.js";
import { ValidationError } from "../../../core/errors.js";
import { noneMatchHits } from "../../../http/etag.js";
import type { RestKit } from "../../../http/rest.js";
import { restFilter } from "../research/rest-filter.js";
import { researchHeaders } from "../research/research-answer.routes.js";

const acceptsGzip = (req: Request) => /\bgzip\b/i.test(req.get("accept-encoding") ?? "");

/** The zoom parameter: a whole number as text (its range is checked with the rest). */
function zoomParameter(value: unknown): number {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value)) {
    throw new ValidationError({ zoom: "The zoom must be a whole number from 0 to 21." });
  }
  return Number(value);
}

/** The map's own `discussed=1` (only incidents members discuss; no research parameter): true or absent. */
function discussedParameter(value: unknown): true | undefined {
  if (value === undefined) return undefined;
  if (value !== "1") throw new ValidationError({ discussed: 'The only value of discussed is "1".' });
  return true;
}

/**
 * For GET /api/events/map?mode=auto (the map page's first request): `{ mode: "clusters", count }` when
 * more incidents are published than MAP_CLUSTER_THRESHOLD (the map then fetches clusters), else null.
 */
export async function clustersInstead(
  ctx: Context,
  mode: unknown,
): Promise<{ mode: string; count: number } | null> {
  if (mode === undefined) return null;
  if (mode !== "auto") throw new ValidationError({ mode: 'The only mode is "auto".' });
  const answer = await ctx.services.incidentMap.mapMode();
  return answer.mode === "clusters" ? answer : null;
}

/**
 * GET /api/events/clusters?zoom=…&bbox=w,s,e,n&<filter>: the chosen incidents of the rectangle in the
 * grid cells of the zoom, gzipped and revalidated by ETag like the map data; `discussed=1` keeps those
 * members discuss (as the map's "Discussed" filter does).
 */
export function addMapClustersRoutes(router: Router, kit: RestKit): void {
  router.get(
    "/events/clusters",
    kit.handle(async (ctx, req, res) => {
      const discussed = discussedParameter(req.query.discussed);
      const research = restFilter(req.query, ["zoom", "discussed"]);
      const filter = discussed ? { ...research, discussed } : research;
      const zoom = zoomParameter(req.query.zoom);
      const [payload, { version }] = await Promise.all([
        ctx.services.incidentMap.clustersPayload(filter, filter?.bbox ?? null, zoom),
        ctx.services.events.dataVersion(),
      ]);
      researchHeaders(res, version);
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
}
