import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { CreatePostInput, CreateThreadInput } from "./forum.types.js";
import { Post } from "./post.entity.js";
import { ReactionKind } from "./reaction.entity.js";
import { Thread } from "./thread.entity.js";

/** Writing in the forum: members post; staff (moderators and admins) pin and lock. */
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
    return ctx.services.posting.createPost(ctx.viewer!, input.threadId, input.body);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "The author (while the thread is open) or staff; the old text is kept.",
  })
  editPost(@Arg("id", () => ID) id: string, @Arg("body", () => String) body: string, @Ctx() ctx: Context) {
    return ctx.services.posting.editPost(ctx.viewer!, id, body);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "Leaves a tombstone in the post's place. The opening post can be deleted by staff only.",
  })
  deletePost(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.posting.deletePost(ctx.viewer!, id);
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
    return ctx.services.posting.setPinned(id, pinned);
  }

  @Authorized("moderator")
  @Mutation(() => Thread)
  lockThread(
    @Arg("id", () => ID) id: string,
    @Arg("locked", () => Boolean) locked: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.posting.setLocked(id, locked);
  }
}
