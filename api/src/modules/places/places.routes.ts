import express from "express";
import { apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";
import type { Point } from "../../core/geo.js";

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** `near=54.35,18.65`: latitude and longitude. */
function nearOf(value: unknown): Point | null {
  if (value === undefined) return null;
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text(value) ?? "");
  if (!match) throw new ValidationError({ near: apiMessages.placeNearInvalid });
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/** GET /api/places?q=gdan&near=54.35,18.65&first=10: the GraphQL `places` over REST. */
export const placesRoutes: RestModule = (kit) => {
  const router = express.Router();
  router.get(
    "/places",
    kit.handle(async (ctx, req, res) => {
      const first = req.query.first === undefined ? 10 : Number(text(req.query.first) ?? NaN);
      res.json(await ctx.services.places.search(text(req.query.q) ?? "", nearOf(req.query.near), first));
    }),
  );
  return router;
};
