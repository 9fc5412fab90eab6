import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { defineModule, type ModuleHooks } from "../app-module.js";
import { AuditService } from "../audit/audit.service.js";
import { notificationsService } from "../notifications/notifications.module.js";
import { forumAccountDeleting } from "./account-deletion/forum-account-deletion.js";
import { CategorySchema } from "./categories/category.entity.js";
import { createForumLoaders } from "./forum.loaders.js";
import { ForumResolver } from "./reading/forum.resolver.js";
import { ForumLiveService } from "./live/forum-live.service.js";
import { ForumSubscriptionsResolver } from "./live/forum-subscriptions.resolver.js";
import { forumRoutes } from "./reading/forum.routes.js";
import { ForumService } from "./reading/forum.service.js";
import { ForumFacts } from "./reading/shown-targets.js";
import { ForumSearchService } from "./search/forum-search.service.js";
import { seedDemoForum } from "./seed/forum.seed.js";
import { PostRevisionSchema } from "./posts/post-revision.entity.js";
import { PostResolver } from "./posts/post.resolver.js";
import { RevisionResolver } from "./revisions/revision.resolver.js";
import { RevisionsService } from "./revisions/revisions.service.js";
import { TitleRevisionResolver } from "./revisions/title-revision.resolver.js";
import { ThreadTitlesService } from "./revisions/title-revisions.service.js";
import { PostingResolver } from "./posts/posting.resolver.js";
import { PostingService } from "./posts/posting.service.js";
import { PreviewService } from "./rendering/preview.service.js";
import { ReactionsService } from "./reactions/reactions.service.js";
import { ForumModerationService } from "./moderation/moderation.service.js";
import { CategoryAdminService } from "./categories/category-admin.service.js";
import { CategoryAdminResolver } from "./categories/category-admin.resolver.js";
import { PostSchema } from "./posts/post.entity.js";
import { ReactionSchema } from "./reactions/reaction.entity.js";
import { ThreadResolver } from "./threads/thread.resolver.js";
import { ThreadSchema } from "./threads/thread.entity.js";
import {
  CategoryWatchResolver,
  ThreadWatchResolver,
  WatchListResolver,
} from "./threads/watching.resolver.js";
import { WatchingService } from "./threads/watching.service.js";
import { UserForumResolver } from "./reading/user-forum.resolver.js";
import { createForumState } from "./forum.state.js";
import { sharedThreadAnswers } from "./threads/shared-thread-answers.js";
import { PostTranslationResolver } from "./translations/post-translation.resolver.js";
import { PostTranslationsService } from "./translations/post-translations.service.js";

/** Staff moderation of the forum in a unit of work, also for resolving reports. */
export const forumModerationService = (em: EntityManager, deps: Pick<AppDeps, "config">, uow: UnitOfWork) =>
  new ForumModerationService(em, uow, notificationsService(em, deps, uow), new AuditService());

/**
 * Members' writing in the forum, for the modules that let members post elsewhere (incident discussions);
 * `hooks` reach the reports an edit pins.
 */
export const postingService = (em: EntityManager, deps: AppDeps, uow: UnitOfWork, hooks: ModuleHooks) =>
  new PostingService(
    em,
    deps,
    uow,
    notificationsService(em, deps, uow),
    forumModerationService(em, deps, uow),
    new AuditService(),
    hooks,
  );

export const forumModule = defineModule({
  entities: [CategorySchema, ThreadSchema, PostSchema, PostRevisionSchema, ReactionSchema],
  resolvers: [
    ForumResolver,
    PostingResolver,
    ThreadResolver,
    ThreadWatchResolver,
    CategoryWatchResolver,
    WatchListResolver,
    PostResolver,
    RevisionResolver,
    TitleRevisionResolver,
    UserForumResolver,
    CategoryAdminResolver,
    ForumSubscriptionsResolver,
    PostTranslationResolver,
  ],
  routes: forumRoutes,
  state: (orm, deps) => ({ forum: createForumState(orm, deps) }),
  services: (em, deps, uow, { forum }, hooks) => ({
    forum: new ForumService(em, forum.threadViews, deps.forumVersion, forum.postPages, forum.postPlaces),
    posting: postingService(em, deps, uow, hooks),
    reactions: new ReactionsService(em, deps, uow, notificationsService(em, deps, uow)),
    moderation: forumModerationService(em, deps, uow),
    watching: new WatchingService(em, notificationsService(em, deps, uow)),
    categoryAdmin: new CategoryAdminService(em, uow, new AuditService()),
    forumSearch: new ForumSearchService(em),
    forumLive: new ForumLiveService(em, deps),
    preview: new PreviewService(em, deps),
    revisions: new RevisionsService(em, uow, new AuditService(), hooks),
    threadTitles: new ThreadTitlesService(em, deps, uow, new AuditService(), hooks),
    postTranslations: new PostTranslationsService(em, deps),
  }),
  loaders: createForumLoaders,
  hooks: {
    accountDeleting: forumAccountDeleting,
    postsWrittenWithin: (em, days) => new ForumFacts(em).postsWrittenWithin(days),
  },
  // a thread page is shared by the thread's version, and a member's is the visitor's with their part
  sharedRecords: (orm, { forum }) => sharedThreadAnswers(orm, forum.threadViews),
  seed: seedDemoForum,
  // the views counted since the last batch are written at shutdown
  start:
    (_orm, _deps, { forum }) =>
    () =>
      forum.threadViews.close(),
});
