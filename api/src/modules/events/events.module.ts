import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { defineModule, type AppState } from "../app-module.js";
import { EventResolver } from "./event.resolver.js";
import { MapClustersResolver } from "./map/map-clusters.resolver.js";
import { EventSchema } from "./event.entity.js";
import { eventsRoutes } from "./events.routes.js";
import { seedDemoEvents } from "./events.seed.js";
import { EventsService } from "./events.service.js";
import { createEventsLoaders } from "./events.loaders.js";
import { IncidentMapService } from "./map/incident-map.service.js";
import { createEventsState } from "./events.state.js";
import { startCountryBackfill } from "./country-backfill.js";
import { startIncidentIndex } from "./map/index/live-incident-index.js";
import { IncidentLiveResolver } from "./live/incident-live.resolver.js";
import { IncidentLiveService } from "./live/incident-live.service.js";
import { EventFeedService } from "./research/event-feed.service.js";
import { withFilterFieldHint } from "./research/rest-filter.js";

/** The public reading of incidents on the app's incident index, also for snapshots, releases and interchange. */
export const eventsService = (
  em: EntityManager,
  deps: Pick<AppDeps, "config" | "publicData" | "rateLimiter" | "admission">,
  state: Pick<AppState, "events">,
) => new EventsService(em, deps, state.events.incidentIndex);

export const eventsModule = defineModule({
  entities: [EventSchema],
  resolvers: [EventResolver, IncidentLiveResolver, MapClustersResolver],
  routes: eventsRoutes,
  // a misspelt filter field: "Did you mean …", on HTTP and on the socket alike
  hintRequestError: withFilterFieldHint,
  state: (_orm, deps) => ({ events: createEventsState(deps) }),
  services: (em, deps, _uow, state) => ({
    events: eventsService(em, deps, state),
    eventFeed: new EventFeedService(em, deps, eventsService(em, deps, state)),
    incidentMap: new IncidentMapService(em, deps, state.events.incidentIndex),
    incidentLive: new IncidentLiveService(deps.live),
  }),
  loaders: createEventsLoaders,
  seed: seedDemoEvents,
  start: (orm, deps, state, context) => {
    const stops = [
      startCountryBackfill(deps, context()),
      startIncidentIndex(orm, deps, state.events.incidentIndex),
    ];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
});
