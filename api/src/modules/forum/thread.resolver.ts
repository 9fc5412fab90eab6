import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { Category } from "./category.entity.js";
import { canReply } from "./forum-permissions.js";
import { pageCount } from "./forum.service.js";
import { PostPage } from "./forum.types.js";
import { Thread } from "./thread.entity.js";

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
    return ctx.services.forum.posts(thread, page ?? 1);
  }

  @FieldResolver(() => Boolean, { description: "Signed in, and the thread is open or the viewer is staff." })
  viewerCanReply(@Root() thread: Thread, @Ctx() ctx: Context): boolean {
    return canReply(ctx.viewer, thread);
  }
}
