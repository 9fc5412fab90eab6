import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { defineModule } from "../app-module.js";
import { deliverAlerts, sendTestAlert } from "./saved-search-alerts.js";
import { startDigests } from "./saved-search-digest.js";
import {
  ALERT_JOB,
  TEST_ALERT_JOB,
  WEBHOOK_JOB,
  type TestAlertJob,
  type WebhookJob,
} from "./saved-search-jobs.js";
import { deliverWebhook } from "./saved-search-delivery.js";
import { SavedSearchesResolver } from "./saved-searches.resolver.js";
import { savedSearchesRoutes } from "./saved-searches.routes.js";
import { SavedSearchesService } from "./saved-searches.service.js";

/** The alerts' jobs run on every instance; pg-boss hands each job to one of them. */
function startAlerts(orm: MikroORM, deps: AppDeps): () => Promise<void> {
  deps.jobs.work<{ eventId: string }>(ALERT_JOB, async ({ eventId }) => {
    await deliverAlerts(orm, deps, eventId);
  });
  deps.jobs.work<TestAlertJob>(TEST_ALERT_JOB, (job) => sendTestAlert(orm, deps, job));
  deps.jobs.work<WebhookJob>(WEBHOOK_JOB, (job) => deliverWebhook(orm, deps, job));
  return startDigests(orm, deps);
}

/** Saved searches with alerts (issue 44, decision 123). */
export const savedSearchesModule = defineModule({
  resolvers: [SavedSearchesResolver],
  routes: savedSearchesRoutes,
  services: (em, deps, uow) => ({ savedSearches: new SavedSearchesService(em, deps, uow) }),
  start: startAlerts,
});
