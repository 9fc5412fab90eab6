import express from "express";
import { notFound, ValidationError } from "../../core/errors.js";
import { requireId } from "../../core/ids.js";
import { sendResearchJson } from "../events/research/research-answer.routes.js";
import type { RestModule } from "../../http/rest.js";
import { assertKnownParameters } from "../events/research/rest-filter.js";
import { restEvent } from "../events/events.presenter.js";
import type { Context } from "../../graphql/context.js";
import type { IncidentVersion } from "./ledger.types.js";

/** A version as REST answers it: its permalink in full, the incident's state only when asked for one. */
function restVersion(ctx: Context, version: IncidentVersion, withIncident: boolean) {
  const { eventId, number, createdAt, action, reason, changes, snapshot, path } = version;
  const url = `${ctx.services.ledger.publicUrl()}${path}`;
  const head = { id: eventId, number, createdAt: createdAt.toISOString(), action, reason, changes, url };
  return withIncident ? { ...head, incident: snapshot } : head;
}

const VERSION_NUMBER_INVALID = "A version number is a whole number: 1 for the first publication.";

/** One incident with its ledger, and one version of it, for REST clients (the same data as GraphQL). */
export const ledgerRoutes: RestModule = (kit) => {
  const router = express.Router();

  // after the events module's own paths (/events/map, /events/withdrawn …), which are mounted first
  router.get(
    "/events/:id",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const id = requireId("integer", req.params.id, "id");
      const [event, { version }] = await Promise.all([
        ctx.services.events.find(id, ctx.viewer),
        ctx.services.events.dataVersion(),
      ]);
      if (!event) throw notFound("No published incident has this id.");
      const [sources, attributions, versions] = await Promise.all([
        ctx.loaders.incidentSources.load(event.id),
        ctx.loaders.incidentAttributions.load(event.id),
        ctx.loaders.incidentVersions.load(event.id),
      ]);
      const list = versions.map((v) => restVersion(ctx, v, false));
      const url = `${ctx.services.events.publicUrl()}/incident/${event.id}`;
      const body = { ...restEvent(event), url, sources, attributions, versions: list };
      await sendResearchJson(req, res, version, body);
    }),
  );

  router.get(
    "/events/:id/versions/:number",
    kit.handle(async (ctx, req, res) => {
      assertKnownParameters(req.query, []);
      const id = requireId("integer", req.params.id, "id");
      if (!/^\d{1,9}$/.test(String(req.params.number))) {
        throw new ValidationError({ number: VERSION_NUMBER_INVALID });
      }
      const [found, { version }] = await Promise.all([
        ctx.services.ledger.version(id, Number(req.params.number)),
        ctx.services.events.dataVersion(),
      ]);
      if (!found) throw notFound("This incident has no such version.");
      await sendResearchJson(req, res, version, restVersion(ctx, found, true));
    }),
  );

  return router;
};
