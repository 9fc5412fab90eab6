import { defineModule } from "../app-module.js";
import { EventResolver } from "./event.resolver.js";
import { EventSchema } from "./event.entity.js";
import { EventReviewSchema } from "./event-review.entity.js";
import { EventReviewService } from "./event-review.service.js";
import { eventsRoutes } from "./events.routes.js";
import { seedDemoEvents } from "./events.seed.js";
import { EventsService } from "./events.service.js";

export const eventsModule = defineModule({
  entities: [EventSchema, EventReviewSchema],
  resolvers: [EventResolver],
  routes: eventsRoutes,
  services: (em, deps) => ({
    events: new EventsService(em, deps),
    eventReview: new EventReviewService(em, deps.publicData),
  }),
  seed: seedDemoEvents,
});
