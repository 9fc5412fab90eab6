import { Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../../graphql/context.js";
import { User } from "../../users/user.entity.js";

/** The forum's fields on a user, batched per page like every relation. */
@Resolver(() => User)
export class UserForumResolver {
  @FieldResolver(() => Int, { description: "Posts written that are not deleted." })
  postCount(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.postCountByUser.load(user.id);
  }

  @FieldResolver(() => Int, { description: "Threads started." })
  threadCount(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.threadCountByUser.load(user.id);
  }
}
