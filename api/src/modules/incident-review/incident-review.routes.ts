import express from "express";
import type { SubmissionInput } from "@incident-watch/schema";
import { requestBody, type RequestBody } from "../../http/body.js";
import type { RestModule } from "../../http/rest.js";
import { restEvent } from "../events/events.presenter.js";

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
    // not in the spec's payload either: without them, an exact place on a known day
    placePrecision: body.optionalText("placePrecision"),
    timePrecision: body.optionalText("timePrecision"),
    captchaToken: body.optionalText("recaptchaToken") ?? body.optionalText("captchaToken"),
  };
}

/** Spec §7's submission path, over the same service as the submitEvent mutation. */
export const incidentReviewRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.post(
    "/events/submit",
    kit.handle(async (ctx, req, res) => {
      const event = await ctx.services.eventSubmission.submit(
        submission(requestBody(req)),
        ctx.request,
        ctx.viewer?.id ?? null,
      );
      res.status(201);
      return restEvent(event);
    }),
  );

  return router;
};
