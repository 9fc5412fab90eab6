import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { WatchLevel } from "../../notifications/watch-level.js";
import { Category } from "../categories/category.entity.js";
import { Thread } from "./thread.entity.js";

/** How closely the signed-in member follows a thread; posting in it starts watching it. */
@Resolver(() => Thread)
export class ThreadWatchResolver {
  @FieldResolver(() => WatchLevel, {
    nullable: true,
    description: "The viewer's level for this thread (normal until they post or choose); null for visitors.",
  })
  watchLevel(@Root() thread: Thread, @Ctx() ctx: Context): Promise<WatchLevel> | null {
    if (!ctx.viewer) return null;
    return ctx.loaders.watchLevel.load(`${ctx.viewer.id}:${thread.id}`);
  }

  @Authorized()
  @Mutation(() => Thread, {
    description: "watching: every reply; normal: mentions and quotes only; muted: mentions only.",
  })
  setThreadWatchLevel(
    @Arg("threadId", () => ID) threadId: string,
    @Arg("level", () => WatchLevel) level: WatchLevel,
    @Ctx() ctx: Context,
  ): Promise<Thread> {
    return ctx.services.watching.setThreadLevel(ctx.viewer!, threadId, level);
  }
}

/** How closely the signed-in member follows a category. */
@Resolver(() => Category)
export class CategoryWatchResolver {
  @FieldResolver(() => WatchLevel, {
    nullable: true,
    description: "The viewer's level for this category (normal until they choose); null for visitors.",
  })
  watchLevel(@Root() category: Category, @Ctx() ctx: Context): Promise<WatchLevel> | null {
    if (!ctx.viewer) return null;
    return ctx.loaders.categoryWatchLevel.load(`${ctx.viewer.id}:${category.id}`);
  }

  @Authorized()
  @Mutation(() => Category, {
    description:
      "watching: every new thread in it; normal: nothing of its own; muted: its threads tell only mentions, unless a level was chosen for the thread.",
  })
  setCategoryWatchLevel(
    @Arg("categoryId", () => ID) categoryId: string,
    @Arg("level", () => WatchLevel) level: WatchLevel,
    @Ctx() ctx: Context,
  ): Promise<Category> {
    return ctx.services.watching.setCategoryLevel(ctx.viewer!, categoryId, level);
  }
}
