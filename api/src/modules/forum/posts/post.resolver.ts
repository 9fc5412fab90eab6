import { Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import { pageOfPost } from "@incident-watch/schema";
import type { Context } from "../../../graphql/context.js";
import { Heavy, listOf, TEXT_COST } from "../../../core/heavy-fields.js";
import { User } from "../../users/user.entity.js";
import { canDelete, canEdit } from "../forum-permissions.js";
import { ReactionCount } from "../reading/forum.types.js";
import { Post } from "./post.entity.js";
import { REACTION_KINDS } from "../reactions/reaction.entity.js";
import { Thread } from "../threads/thread.entity.js";
import { ViewerEngagement } from "../revisions/edited-after-viewer.js";

@Resolver(() => Post)
export class PostResolver {
  @FieldResolver(() => Int, { description: "The page of the thread holding this post; it never changes." })
  page(@Root() post: Post): number {
    return pageOfPost(post.number);
  }

  @FieldResolver(() => Thread)
  async thread(@Root() post: Post, @Ctx() ctx: Context): Promise<Thread> {
    return (await ctx.loaders.threadById.load(post.thread.id))!;
  }

  @FieldResolver(() => User, { nullable: true, description: "Null for a deleted post or a removed account." })
  author(@Root() post: Post, @Ctx() ctx: Context): Promise<User | null> | null {
    return post.author && !post.isDeleted ? ctx.loaders.userById.load(post.author.id) : null;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who made the latest edit (the author, or a moderator); null when never edited.",
  })
  async editedBy(@Root() post: Post, @Ctx() ctx: Context): Promise<User | null> {
    if (!post.editedAt || post.isDeleted) return null;
    const editorId = await ctx.loaders.lastEditorByPost.load(post.id);
    return editorId ? ctx.loaders.userById.load(editorId) : null;
  }

  @Heavy(TEXT_COST.html)
  @FieldResolver(() => String, { description: 'Sanitised HTML; "" for a deleted post.' })
  html(@Root() post: Post): string {
    return post.isDeleted ? "" : post.html;
  }

  @Heavy(TEXT_COST.markdown)
  @FieldResolver(() => String, {
    nullable: true,
    description: "The source, for Quote and Edit; null when deleted.",
  })
  markdown(@Root() post: Post): string | null {
    return post.isDeleted ? null : post.markdown;
  }

  @FieldResolver(() => [ReactionCount], {
    description: "All six kinds in enum order; a count may be 0.",
    complexity: listOf(REACTION_KINDS.length),
  })
  async reactions(@Root() post: Post, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    if (post.isDeleted) return REACTION_KINDS.map((kind) => ({ kind, count: 0, reacted: false }));
    return ctx.loaders.reactionsByPost.load({ postId: post.id, viewerId: ctx.viewer?.id ?? null });
  }

  @FieldResolver(() => ViewerEngagement, {
    nullable: true,
    description:
      "The post was changed (an edit that kept a revision) after the viewer reacted to it or quoted it; null otherwise.",
  })
  editedAfterViewer(@Root() post: Post, @Ctx() ctx: Context): Promise<ViewerEngagement | null> | null {
    if (!ctx.viewer || !post.editedAt || post.isDeleted) return null;
    return ctx.loaders.editedAfterViewerByPost.load({ postId: post.id, viewerId: ctx.viewer.id });
  }

  @FieldResolver(() => Boolean)
  async viewerCanEdit(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    if (!ctx.viewer || ctx.viewer.ban) return false;
    const thread = await ctx.loaders.threadById.load(post.thread.id);
    return !!thread && canEdit(ctx.viewer, post, thread);
  }

  @FieldResolver(() => Boolean)
  async viewerCanDelete(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    if (!ctx.viewer || ctx.viewer.ban) return false;
    const thread = await ctx.loaders.threadById.load(post.thread.id);
    return !!thread && canDelete(ctx.viewer, post, thread);
  }
}
