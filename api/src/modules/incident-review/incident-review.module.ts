import { defineModule } from "../app-module.js";
import { EventReviewSchema } from "./event-review.entity.js";
import { EventWithdrawalSchema } from "./event-withdrawal.entity.js";
import { EventReviewService } from "./event-review.service.js";
import { EventReviewEntryResolver, EventReviewResolver } from "./event-review.resolver.js";
import { createIncidentReviewLoaders } from "./incident-review.loaders.js";
import { ReviewQueueService } from "./review-queue.service.js";

export const incidentReviewModule = defineModule({
  entities: [EventReviewSchema, EventWithdrawalSchema],
  resolvers: [EventReviewResolver, EventReviewEntryResolver],
  services: (em, deps) => ({
    eventReview: new EventReviewService(em, deps.publicData),
    reviewQueue: new ReviewQueueService(em),
  }),
  loaders: createIncidentReviewLoaders,
});
