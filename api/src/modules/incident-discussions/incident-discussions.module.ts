import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { defineModule, type ModuleHooks } from "../app-module.js";
import { forumModerationService, postingService } from "../forum/forum.module.js";
import { EventDiscussionResolver, IncidentDiscussionResolver } from "./incident-discussions.resolver.js";
import { createIncidentDiscussionLoaders } from "./incident-discussions.loaders.js";
import { IncidentDiscussionsService } from "./incident-discussions.service.js";

/** Incident discussions in a unit of work, also for the review that withdraws an incident. */
export const incidentDiscussionsService = (
  em: EntityManager,
  deps: AppDeps,
  uow: UnitOfWork,
  hooks: ModuleHooks,
) =>
  new IncidentDiscussionsService(
    em,
    deps,
    uow,
    postingService(em, deps, uow, hooks),
    forumModerationService(em, deps, uow),
  );

/** A forum thread on every published incident (issue 54, decision 150). */
export const incidentDiscussionsModule = defineModule({
  resolvers: [EventDiscussionResolver, IncidentDiscussionResolver],
  services: (em, deps, uow, _state, hooks) => ({
    incidentDiscussions: incidentDiscussionsService(em, deps, uow, hooks),
  }),
  loaders: createIncidentDiscussionLoaders,
});
