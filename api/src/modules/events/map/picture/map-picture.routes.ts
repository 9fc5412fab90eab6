import type { Router } from "express";
import type { Context } from "../../../../graphql/context.js";
import { ValidationError } from "../../../../core/errors.js";
import { noneMatchHits } from "../../../../http/etag.js";
import type { RestKit } from "../../../../http/rest.js";
import { researchHeaders, sendResearchJson } from "../../research/research-answer.routes.js";
import { restFilter } from "../../research/rest-filter.js";
import type { Query } from "../../research/research-parameters.js";
import type { PictureRequest } from "./map-picture.js";
import type { PictureView } from "./picture-frame.js";

/** The picture's bounds in pixels: enough for a wide article column, never a poster. */
export const PICTURE_WIDTH = { min: 200, max: 1280, fallback: 800 };
export const PICTURE_HEIGHT = { min: 150, max: 960, fallback: 480 };

function size(query: Query, name: "width" | "height", bounds: typeof PICTURE_WIDTH): number {
  const value = query[name];
  if (value === undefined) return bounds.fallback;
  const number = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(number >= bounds.min && number <= bounds.max)) {
    throw new ValidationError({
      [name]: `The ${name} must be a whole number of pixels from ${bounds.min} to ${bounds.max}.`,
    });
  }
  return number;
}

/** `view=lat,lng,zoom` as the map page writes it; none for Europe. */
function view(query: Query): PictureView | null {
  const value = query.view;
  if (value === undefined) return null;
  const parts = typeof value === "string" ? value.split(",").map(Number) : [];
  const [lat, lng, zoom] = parts as [number, number, number];
  if (parts.length !== 3 || !(Math.abs(lat) <= 85 && Math.abs(lng) <= 180 && zoom >= 0 && zoom <= 22)) {
    throw new ValidationError({
      view: "The view must be latitude,longitude,zoom (e.g. 50.1,14.4,4), the zoom from 0 to 22.",
    });
  }
  return { lat, lng, zoom };
}

function pictureRequest(query: Query): PictureRequest {
  return {
    width: size(query, "width", PICTURE_WIDTH),
    height: size(query, "height", PICTURE_HEIGHT),
    view: view(query),
  };
}

/**
 * The embeddable map's server side (docs/map.md): GET /api/embed/map.png?<filter>&view=&width=&height=, a
 * picture of the map for frames that cannot run WebGL, and GET /api/embed/map.json?<filter>, what the
 * frame writes around the map (how many incidents, the data's date). Both under the research limit.
 */
export function addMapPictureRoutes(router: Router, kit: RestKit): void {
  router.get(
    "/embed/map.png",
    kit.handle(async (ctx, req, res) => {
      const filter = restFilter(req.query, ["width", "height"]);
      const request = pictureRequest(req.query);
      const [picture, { version }] = await Promise.all([
        ctx.services.incidentMap.picture(filter, request),
        ctx.services.events.dataVersion(),
      ]);
      researchHeaders(res, version);
      res.set({
        "Cache-Control": "public, no-cache",
        ETag: picture.etag,
        "Content-Type": "image/png",
        "Incident-Count": String(picture.count),
      });
      if (noneMatchHits(req.get("if-none-match"), picture.etag)) return void res.status(304).end();
      res.send(picture.png);
    }),
  );
  router.get(
    "/embed/map.json",
    kit.handle(async (ctx, req, res) => {
      const filter = restFilter(req.query);
      const [points, { version, changedAt }] = await Promise.all([
        ctx.services.incidentMap.mapPoints(filter),
        ctx.services.events.dataVersion(),
      ]);
      await sendResearchJson(req, res, version, { count: points.types.length, dataChangedAt: changedAt });
    }),
  );
}

/**
 * For the embed's page without JavaScript: how many incidents the page's query (its filter and view)
 * shows, or null when the picture would refuse that query.
 */
export async function embedPictureCount(ctx: Context, query: Query): Promise<number | null> {
  let filter;
  try {
    filter = restFilter(query);
    pictureRequest(query);
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
  return (await ctx.services.incidentMap.mapPoints(filter)).types.length;
}
