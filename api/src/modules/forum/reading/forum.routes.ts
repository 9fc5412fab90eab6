import express from "express";
import { messages } from "@incident-watch/schema";
import { notFound } from "../../../core/errors.js";
import type { RestModule } from "../../../http/rest.js";
import { restCategory, restThreads, restUserProfile } from "./forum.presenter.js";
import { requireId } from "../../../core/ids.js";
import { restRevision, restTitleRevision } from "../revisions/revision.presenter.js";

/** A page number from the query string; a missing or malformed one is page 1 (the service checks range). */
const pageParam = (value: unknown) =>
  typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 1;

/** Spec §7 forum paths, thin over the same services as the GraphQL API. */
export const forumRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/forum/forum-data",
    kit.handle((ctx) =>
      ctx.services.forum.shared("restForumData", async () => {
        const data = await ctx.services.forum.forumData();
        for (const category of data.categories) ctx.loaders.categoryById.prime(category.id, category);
        return {
          categories: data.categories.map(restCategory),
          recentThreads: await restThreads(data.recentThreads, ctx.loaders),
          stats: data.stats,
        };
      }),
    ),
  );

  router.get(
    "/forum/categories",
    kit.handle(async (ctx) => (await ctx.services.forum.categories()).map(restCategory)),
  );

  router.get(
    "/forum/threads/recent",
    kit.handle(async (ctx) => restThreads(await ctx.services.forum.recentThreads(), ctx.loaders)),
  );

  router.get(
    "/forum/stats",
    kit.handle((ctx) => ctx.services.forum.stats()),
  );

  router.get(
    "/forum/categories/:id/data",
    kit.handle(async (ctx, req) => {
      const result = await ctx.services.forum.categoryThreads(
        requireId("integer", req.params.id, "id"),
        pageParam(req.query.page),
      );
      ctx.loaders.categoryById.prime(result.category.id, result.category);
      return {
        category: restCategory(result.category),
        threads: await restThreads(result.threads, ctx.loaders),
        page: result.page,
        pageCount: result.pageCount,
      };
    }),
  );

  router.get(
    "/forum/posts/:postId/page-info",
    kit.handle(async (ctx, req) => {
      const location = await ctx.services.forum.postLocation(
        requireId("integer", req.params.postId, "postId"),
        ctx.viewer,
      );
      if (!location) throw notFound(messages.postNotFound);
      return { page: location.page };
    }),
  );

  router.get(
    "/forum/posts/:postId/revisions",
    kit.handle(async (ctx, req) => {
      const postId = requireId("integer", req.params.postId, "postId");
      const revisions = await ctx.services.revisions.ofPost(ctx.viewer, postId);
      const editors = await Promise.all(
        revisions.map((r) => (r.editorId ? ctx.loaders.userById.load(r.editorId) : null)),
      );
      return revisions.map((revision, i) => restRevision(revision, editors[i] ?? null));
    }),
  );

  router.get(
    "/forum/threads/:threadId/title-revisions",
    kit.handle(async (ctx, req) => {
      const threadId = requireId("integer", req.params.threadId, "threadId");
      const revisions = await ctx.services.threadTitles.ofThread(ctx.viewer, threadId);
      const editors = await Promise.all(
        revisions.map((r) => (r.editorId ? ctx.loaders.userById.load(r.editorId) : null)),
      );
      return revisions.map((revision, i) => restTitleRevision(revision, editors[i] ?? null));
    }),
  );

  router.get(
    "/forum/users/:username",
    kit.handle(async (ctx, req) => {
      const profile = await ctx.services.forum.userProfile(String(req.params.username));
      if (!profile) throw notFound(messages.userNotFound);
      const [postCount, threadCount] = await Promise.all([
        ctx.loaders.postCountByUser.load(profile.user.id),
        ctx.loaders.threadCountByUser.load(profile.user.id),
      ]);
      return restUserProfile(profile.user, { postCount, threadCount });
    }),
  );

  return router;
};
