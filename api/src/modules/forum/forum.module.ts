import { defineModule } from "../app-module.js";
import { CategorySchema } from "./category.entity.js";
import { createForumLoaders } from "./forum.loaders.js";
import { ForumResolver } from "./forum.resolver.js";
import { ForumLiveService } from "./forum-live.service.js";
import { ForumSubscriptionsResolver } from "./forum-subscriptions.resolver.js";
import { forumRoutes } from "./forum.routes.js";
import { ForumService } from "./forum.service.js";
import { ForumSearchService } from "./forum-search.service.js";
import { seedDemoForum } from "./forum.seed.js";
import { PostRevisionSchema } from "./post-revision.entity.js";
import { PostResolver } from "./post.resolver.js";
import { PostingResolver } from "./posting.resolver.js";
import { PostingService } from "./posting.service.js";
import { PreviewService } from "./preview.service.js";
import { ReactionsService } from "./reactions.service.js";
import { ForumModerationService } from "./moderation.service.js";
import { CategoryAdminService } from "./category-admin.service.js";
import { CategoryAdminResolver } from "./category-admin.resolver.js";
import { PostSchema } from "./post.entity.js";
import { ReactionSchema } from "./reaction.entity.js";
import { ThreadResolver } from "./thread.resolver.js";
import { ThreadSchema } from "./thread.entity.js";
import { UserForumResolver } from "./user-forum.resolver.js";
import { ViewCounter, viewCounters } from "./views.js";

export const forumModule = defineModule({
  entities: [CategorySchema, ThreadSchema, PostSchema, PostRevisionSchema, ReactionSchema],
  resolvers: [
    ForumResolver,
    PostingResolver,
    ThreadResolver,
    PostResolver,
    UserForumResolver,
    CategoryAdminResolver,
    ForumSubscriptionsResolver,
  ],
  routes: forumRoutes,
  services: (em, deps) => ({
    forum: new ForumService(em, viewCounters.get(deps), deps.forumVersion),
    posting: new PostingService(em, deps),
    reactions: new ReactionsService(em, deps),
    moderation: new ForumModerationService(em, deps),
    categoryAdmin: new CategoryAdminService(em, deps),
    forumSearch: new ForumSearchService(em),
    forumLive: new ForumLiveService(em, deps),
    preview: new PreviewService(em, deps.rateLimiter),
  }),
  loaders: createForumLoaders,
  seed: seedDemoForum,
  start: (orm, deps) => {
    const counter = new ViewCounter({
      execute: (sql, params) => orm.em.getConnection().execute(sql, params),
      logger: deps.logger,
    });
    viewCounters.set(deps, counter);
    return () => counter.close();
  },
});
