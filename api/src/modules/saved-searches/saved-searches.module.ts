import { defineModule } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { EventFeedService } from "../events/research/event-feed.service.js";
import { UsersService } from "../users/users.service.js";
import { deliverAlerts, sendTestAlert } from "./saved-search-alerts.js";
import { askForDigests, sendDigests } from "./saved-search-digest.js";
import { queueSavedSearchAlerts } from "./saved-search-jobs.js";
import { savedSearchPushShown } from "./saved-search-push.js";
import { deliverWebhook } from "./saved-search-delivery.js";
import { SavedSearchesResolver } from "./saved-searches.resolver.js";
import { savedSearchesRoutes } from "./saved-searches.routes.js";
import { SavedSearchesService } from "./saved-searches.service.js";

/** Saved searches with alerts (issue 44, decision 123); pg-boss hands each job to one instance. */
export const savedSearchesModule = defineModule({
  name: "saved-searches",
  resolvers: [SavedSearchesResolver],
  routes: savedSearchesRoutes,
  services: (em, deps, uow, state) => ({
    savedSearches: new SavedSearchesService(em, deps, uow, {
      users: new UsersService(em, uow),
      eventFeed: new EventFeedService(em, deps, eventsService(em, deps, state)),
    }),
  }),
  jobs: {
    "saved-search-alert": { run: deliverAlerts },
    "saved-search-test": { run: sendTestAlert },
    "saved-search-webhook": { run: deliverWebhook },
    "saved-search-digest": { run: sendDigests, oneAtATime: true },
  },
  follows: { incidentPublished: queueSavedSearchAlerts },
  // the words of the pushes its alerts send, asked for by the member's device
  hooks: { pushShown: savedSearchPushShown },
  start: (_orm, _deps, _state, context) => askForDigests(context),
});
