import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { User } from "../../users/user.entity.js";
import { Category } from "../categories/category.entity.js";
import { canReply } from "../forum-permissions.js";
import { pageCount } from "../reading/forum.service.js";
import { PostPage } from "../reading/forum.types.js";
import { Thread } from "./thread.entity.js";
import type { ReadState } from "../read-state/thread-reads.js";

/** The viewer's read state of a thread, through the request's loader; null for visitors. */
const readState = (thread: Thread, ctx: Context): Promise<ReadState> | null =>
  ctx.viewer ? ctx.loaders.readStateByThread.load({ threadId: thread.id, viewerId: ctx.viewer.id }) : null;

@Resolver(() => Thread)
export class ThreadResolver {
  @FieldResolver(() => User, { nullable: true, description: "Null when the account is gone." })
  author(@Root() thread: Thread, @Ctx() ctx: Context): Promise<User | null> | null {
    return thread.author ? ctx.loaders.userById.load(thread.author.id) : null;
  }

  @FieldResolver(() => User, { nullable: true })
  lastPoster(@Root() thread: Thread, @Ctx() ctx: Context): Promise<User | null> | null {
    return thread.lastPoster ? ctx.loaders.userById.load(thread.lastPoster.id) : null;
  }

  @FieldResolver(() => Category, { nullable: true })
  category(@Root() thread: Thread, @Ctx() ctx: Context): Promise<Category | null> | null {
    return thread.category ? ctx.loaders.categoryById.load(thread.category.id) : null;
  }

  @FieldResolver(() => Int, { description: "Pages of 20 posts (tombstones keep their place)." })
  pageCount(@Root() thread: Thread): number {
    return pageCount(thread.postCount);
  }

  @FieldResolver(() => PostPage, { description: "A page outside 1..pageCount is BAD_USER_INPUT." })
  async posts(
    @Root() thread: Thread,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Ctx() ctx: Context,
  ): Promise<PostPage> {
    ctx.loaders.threadById.prime(thread.id, thread);
    const result = await ctx.services.forum.posts(thread, page ?? 1, ctx.viewer);
    // the page came with its posts' reactions and latest editors: their fields need no query of their own
    const viewerId = ctx.viewer?.id ?? null;
    for (const [postId, tallies] of result.reactions)
      ctx.loaders.reactionsByPost.prime({ postId, viewerId }, tallies);
    for (const [postId, editorId] of result.editors) ctx.loaders.lastEditorByPost.prime(postId, editorId);
    return result;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "The highest post number the viewer has been shown (0: never opened); null for visitors.",
  })
  async viewerLastReadNumber(@Root() thread: Thread, @Ctx() ctx: Context): Promise<number | null> {
    return (await readState(thread, ctx))?.lastReadNumber ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Posts after the last one the viewer read (tombstones keep their numbers); null for visitors.",
  })
  async viewerUnreadCount(@Root() thread: Thread, @Ctx() ctx: Context): Promise<number | null> {
    const state = await readState(thread, ctx);
    return state ? Math.max(0, thread.postCount - state.lastReadNumber) : null;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description:
      "The first post the viewer has not read (its page is ceil(number / 20)); null when none or a visitor.",
  })
  async viewerFirstUnreadPostId(@Root() thread: Thread, @Ctx() ctx: Context): Promise<string | null> {
    return (await readState(thread, ctx))?.firstUnreadPostId ?? null;
  }

  @FieldResolver(() => Boolean, { description: "Signed in, and the thread is open or the viewer is staff." })
  viewerCanReply(@Root() thread: Thread, @Ctx() ctx: Context): boolean {
    return !ctx.viewer?.ban && canReply(ctx.viewer, thread);
  }
}
