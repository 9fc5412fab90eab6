import { defineModule } from "../app-module.js";
import { EventResolver } from "./event.resolver.js";
import { MapClustersResolver } from "./map-clusters.resolver.js";
import { EventSchema } from "./event.entity.js";
import { eventsRoutes } from "./events.routes.js";
import { seedDemoEvents } from "./events.seed.js";
import { EventsService } from "./events.service.js";
import { startCountryBackfill } from "./country-backfill.js";
import { startIncidentIndex } from "./map-index/live-incident-index.js";
import { IncidentLiveResolver } from "./live/incident-live.resolver.js";
import { IncidentLiveService } from "./live/incident-live.service.js";

export const eventsModule = defineModule({
  entities: [EventSchema],
  resolvers: [EventResolver, IncidentLiveResolver, MapClustersResolver],
  routes: eventsRoutes,
  services: (em, deps) => ({
    events: new EventsService(em, deps),
    incidentLive: new IncidentLiveService(deps.live),
  }),
  seed: seedDemoEvents,
  start: (orm, deps) => {
    const stops = [startCountryBackfill(orm, deps), startIncidentIndex(orm, deps)];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
});
