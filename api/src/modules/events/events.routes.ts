import express, { type Request } from "express";
import type { SubmissionInput } from "@incident-watch/schema";
import { requestBody, type RequestBody } from "../../http/body.js";
import type { RestModule } from "../../http/rest.js";
import { restEvent } from "./events.presenter.js";

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

  // The map's data without GraphQL overhead: gzip once per version, revalidated by ETag at every load
  // (no-cache), so an incident a moderator approves is on the next map opened.
  router.get(
    "/events/map",
    kit.handle(async (ctx, req, res) => {
      const payload = await ctx.services.events.mapPayload();
      res.set({
        "Cache-Control": "public, no-cache",
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
      const event = await ctx.services.events.submit(submission(requestBody(req)), ctx.request);
      res.status(201);
      return restEvent(event);
    }),
  );

  return router;
};
