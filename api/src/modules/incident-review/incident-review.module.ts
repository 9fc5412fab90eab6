import { AuditService } from "../audit/audit.service.js";
import { defineModule } from "../app-module.js";
import { EventReviewSchema } from "./event-review.entity.js";
import { EventWithdrawalSchema } from "./event-withdrawal.entity.js";
import { EventSubmissionResolver } from "./event-submission.resolver.js";
import { EventSubmissionService } from "./event-submission.service.js";
import { EventReviewEntryResolver, EventReviewResolver } from "./event-review.resolver.js";
import { EventReviewService } from "./event-review.service.js";
import { ReviewQueueService } from "./review-queue.service.js";
import { createIncidentReviewLoaders } from "./incident-review.loaders.js";
import { incidentReviewRoutes } from "./incident-review.routes.js";
import { incidentDiscussionsService } from "../incident-discussions/incident-discussions.module.js";

export const incidentReviewModule = defineModule({
  entities: [EventReviewSchema, EventWithdrawalSchema],
  resolvers: [EventSubmissionResolver, EventReviewResolver, EventReviewEntryResolver],
  routes: incidentReviewRoutes,
  services: (em, deps, uow, _state, hooks) => ({
    eventSubmission: new EventSubmissionService(em, deps, uow),
    eventReview: new EventReviewService(
      em,
      uow,
      new AuditService(),
      incidentDiscussionsService(em, deps, uow, hooks),
    ),
    reviewQueue: new ReviewQueueService(em),
  }),
  loaders: createIncidentReviewLoaders,
});
