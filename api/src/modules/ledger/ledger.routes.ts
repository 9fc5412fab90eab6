import express from "express";
import { notFound } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";
import { assertKnownParameters } from "../events/rest-filter.js";
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

/** One incident with its ledger, and one version of it, for REST clients (the same data as GraphQL). */
export const ledgerRoutes: RestModule = (kit) => {
  const router = express.Router();

  // after the events module's own paths (/events/map, /events/withdrawn …), which are mounted first
  router.get(
    "/events/:id",
    kit.handle(async (ctx, req) => {
      assertKnownParameters(req.query, []);
      const event = await ctx.services.events.find(String(req.params.id), ctx.viewer);
      if (!event) throw notFound("No published incident has this id.");
      const [sources, attributions, versions] = await Promise.all([
        ctx.loaders.incidentSources.load(event.id),
        ctx.loaders.incidentAttributions.load(event.id),
        ctx.loaders.incidentVersions.load(event.id),
      ]);
      const list = versions.map((v) => restVersion(ctx, v, false));
      return { ...restEvent(event), sources, attributions, versions: list };
    }),
  );

  router.get(
    "/events/:id/versions/:number",
    kit.handle(async (ctx, req) => {
      assertKnownParameters(req.query, []);
      const number = /^\d{1,9}$/.test(String(req.params.number)) ? Number(req.params.number) : 0;
      const version = await ctx.services.ledger.version(String(req.params.id), number);
      if (!version) throw notFound("This incident has no such version.");
      return restVersion(ctx, version, true);
    }),
  );

  return router;
};
