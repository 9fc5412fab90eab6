import express, { type Request } from "express";
import type { SubmissionInput } from "@incident-watch/schema";
import type { RestModule } from "../../http/rest.js";
import type { Event } from "./event.entity.js";
import type { RestEvent } from "./events.service.js";

/** The spec's event shape (§3). */
export function restEvent(event: Event): RestEvent {
  const { type, title, sourceUrl, date, latitude, longitude } = event;
  return { _id: event.id, type, title, sourceUrl, date, latitude, longitude };
}

/** The spec's submission payload; a field of the wrong kind counts as missing, so it gets the spec's message. */
function submission(body: unknown): SubmissionInput {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const coordinate = (value: unknown) =>
    typeof value === "number" || typeof value === "string" ? value : undefined;
  return {
    type: text(b.type),
    sourceUrl: text(b.sourceUrl),
    date: text(b.date),
    latitude: coordinate(b.latitude),
    longitude: coordinate(b.longitude),
    captchaToken: text(b.recaptchaToken) ?? text(b.captchaToken),
  };
}

const acceptsGzip = (req: Request) => /\bgzip\b/i.test(req.get("accept-encoding") ?? "");

/** Spec §7 event paths, plus the compact map data, over the same services as the GraphQL API. */
export const eventsRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/events",
    kit.handle(async (ctx, _req, res) => {
      const json = await ctx.services.events.listApprovedJson();
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(json);
    }),
  );

  // The map's data without GraphQL overhead: gzip once per version, revalidated by ETag.
  router.get(
    "/events/map",
    kit.handle(async (ctx, req, res) => {
      const payload = await ctx.services.events.mapPayload();
      res.set({
        "Cache-Control": "public, max-age=60",
        ETag: payload.etag,
        Vary: "Accept-Encoding",
        "Content-Type": "application/json; charset=utf-8",
      });
      if (req.get("if-none-match") === payload.etag) return void res.status(304).end();
      if (!acceptsGzip(req)) return void res.send(payload.json);
      res.set("Content-Encoding", "gzip").send(payload.gzipped);
    }),
  );

  router.post(
    "/events/submit",
    kit.handle(async (ctx, req, res) => {
      const event = await ctx.services.events.submit(submission(req.body), ctx.request);
      res.status(201);
      return restEvent(event);
    }),
  );

  return router;
};
