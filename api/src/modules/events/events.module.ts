import { defineModule } from "../app-module.js";
import { EventResolver } from "./event.resolver.js";
import { MapClustersResolver } from "./map-clusters.resolver.js";
import { EventSchema } from "./event.entity.js";
import { EventReviewSchema } from "./event-review.entity.js";
import { EventWithdrawalSchema } from "./event-withdrawal.entity.js";
import { EventReviewService } from "./event-review.service.js";
import { EventReviewEntryResolver, EventReviewResolver } from "./event-review.resolver.js";
import { createEventLoaders } from "./events.loaders.js";
import { ReviewQueueService } from "./review-queue.service.js";
import { eventsRoutes } from "./events.routes.js";
import { seedDemoEvents } from "./events.seed.js";
import { EventsService } from "./events.service.js";
import { startCountryBackfill } from "./country-backfill.js";
import { startIncidentIndex } from "./map-index/live-incident-index.js";
import { IncidentLiveResolver } from "./live/incident-live.resolver.js";
import { IncidentLiveService } from "./live/incident-live.service.js";

export const eventsModule = defineModule({
  entities: [EventSchema, EventReviewSchema, EventWithdrawalSchema],
  resolvers: [
    EventResolver,
    EventReviewResolver,
    EventReviewEntryResolver,
    IncidentLiveResolver,
    MapClustersResolver,
  ],
  routes: eventsRoutes,
  services: (em, deps) => ({
    events: new EventsService(em, deps),
    eventReview: new EventReviewService(em, deps.publicData),
    reviewQueue: new ReviewQueueService(em),
    incidentLive: new IncidentLiveService(deps.live),
  }),
  loaders: createEventLoaders,
  seed: seedDemoEvents,
  start: (orm, deps) => {
    const stops = [startCountryBackfill(orm, deps), startIncidentIndex(orm, deps)];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
});
