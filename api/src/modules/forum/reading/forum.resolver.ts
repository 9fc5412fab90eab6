import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { Heavy, TEXT_COST } from "../../../core/heavy-fields.js";
import { Category } from "../categories/category.entity.js";
import { ForumData, PostLocation, SearchResults, ThreadPage, UserProfile } from "./forum.types.js";
import { Thread } from "../threads/thread.entity.js";

/** Reading the forum; visitors see everything. */
@Resolver()
export class ForumResolver {
  @Query(() => ForumData, { description: "The forum home: categories, recent threads and statistics." })
  async forumData(@Ctx() ctx: Context): Promise<ForumData> {
    const data = await ctx.services.forum.forumData();
    for (const category of data.categories) ctx.loaders.categoryById.prime(category.id, category);
    return data;
  }

  @Query(() => [Category])
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    return ctx.services.forum.categories();
  }

  @Query(() => Category, { nullable: true })
  category(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Category | null> {
    return ctx.services.forum.category(id);
  }

  @Query(() => ThreadPage, { description: "20 threads a page, pinned first, then the latest activity." })
  async categoryThreads(
    @Arg("categoryId", () => ID) categoryId: string,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Ctx() ctx: Context,
  ): Promise<ThreadPage> {
    const result = await ctx.services.forum.categoryThreads(categoryId, page ?? 1);
    ctx.loaders.categoryById.prime(result.category.id, result.category);
    return result;
  }

  @Query(() => Thread, {
    nullable: true,
    description: "Reading a thread counts a view (once per viewer an hour).",
  })
  async thread(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Thread | null> {
    const thread = await ctx.services.forum.thread(id, ctx.viewer, ctx.request);
    if (thread) ctx.loaders.threadById.prime(thread.id, thread);
    return thread;
  }

  @Query(() => PostLocation, { nullable: true, description: "Null when the post does not exist." })
  postLocation(@Arg("postId", () => ID) postId: string, @Ctx() ctx: Context): Promise<PostLocation | null> {
    return ctx.services.forum.postLocation(postId, ctx.viewer);
  }

  @Query(() => UserProfile, { nullable: true })
  userProfile(
    @Arg("username", () => String) username: string,
    @Ctx() ctx: Context,
  ): Promise<UserProfile | null> {
    return ctx.services.forum.userProfile(username);
  }

  @Query(() => SearchResults, {
    description: "Full-text search over thread titles and posts, 20 hits a page.",
  })
  async searchForum(
    @Arg("query", () => String) query: string,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Ctx() ctx: Context,
  ): Promise<SearchResults> {
    const results = await ctx.services.forumSearch.search(query, page ?? 1);
    for (const hit of results.hits) ctx.loaders.threadById.prime(hit.thread.id, hit.thread);
    return results;
  }

  @Heavy(TEXT_COST.html)
  @Query(() => String, {
    description: "The reply and new-thread preview: the renderer posts are stored with.",
  })
  renderMarkdown(@Arg("markdown", () => String) markdown: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.preview.render(markdown, ctx.request);
  }
}
