import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { CreatePostInput, CreateThreadInput } from "../reading/forum.types.js";
import { Post } from "./post.entity.js";
import { ReactionKind } from "../reactions/reaction.entity.js";
import { Thread } from "../threads/thread.entity.js";

/** Writing in the forum: members post; staff (moderators and admins) moderate in place. */
@Resolver()
export class PostingResolver {
  @Authorized()
  @Mutation(() => Thread, { description: "Starts a thread with its opening post." })
  createThread(@Arg("input", () => CreateThreadInput) input: CreateThreadInput, @Ctx() ctx: Context) {
    return ctx.services.posting.createThread(ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "Replies to a thread; a locked thread takes replies from staff only.",
  })
  createPost(@Arg("input", () => CreatePostInput) input: CreatePostInput, @Ctx() ctx: Context) {
    return ctx.services.posting.createPost(ctx.viewer!, input.threadId, input.body, input.language);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "The author (while the thread is open) or staff; the old text is kept.",
  })
  editPost(
    @Arg("id", () => ID) id: string,
    @Arg("body", () => String) body: string,
    @Arg("reason", () => String, { nullable: true, description: "Staff editing someone else's post." })
    reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.posting.editPost(ctx.viewer!, id, body, reason);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "Leaves a tombstone in the post's place. The opening post can be deleted by staff only.",
  })
  deletePost(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true, description: "Staff deleting someone else's post." })
    reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.posting.deletePost(ctx.viewer!, id, reason);
  }

  @Authorized()
  @Mutation(() => Post, { description: "Gives or takes back the viewer's reaction of this kind." })
  toggleReaction(
    @Arg("postId", () => ID) postId: string,
    @Arg("kind", () => ReactionKind) kind: ReactionKind,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reactions.toggle(ctx.viewer!, postId, kind);
  }

  @Authorized("moderator")
  @Mutation(() => Thread)
  pinThread(
    @Arg("id", () => ID) id: string,
    @Arg("pinned", () => Boolean) pinned: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.setPinned(ctx.viewer!, id, pinned);
  }

  @Authorized("moderator")
  @Mutation(() => Thread)
  lockThread(
    @Arg("id", () => ID) id: string,
    @Arg("locked", () => Boolean) locked: boolean,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.setLocked(ctx.viewer!, id, locked, reason);
  }

  @Authorized("moderator")
  @Mutation(() => Thread, { description: "Both categories' counts change with it." })
  moveThread(
    @Arg("threadId", () => ID) threadId: string,
    @Arg("categoryId", () => ID) categoryId: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.moveThread(ctx.viewer!, threadId, categoryId, reason);
  }

  @Authorized("moderator")
  @Mutation(() => Thread, {
    description: "Hides the thread from lists and counts; others get NOT_FOUND, staff can still open it.",
  })
  deleteThread(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.setDeleted(ctx.viewer!, id, true, reason);
  }

  @Authorized("moderator")
  @Mutation(() => Thread)
  restoreThread(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.setDeleted(ctx.viewer!, id, false, reason);
  }

  @Authorized("moderator")
  @Mutation(() => Post, { description: "Puts a deleted post back in its place and in the counts." })
  restorePost(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.moderation.restorePost(ctx.viewer!, id, reason);
  }
}
