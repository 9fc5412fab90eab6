import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { WatchLevel } from "../../notifications/watch-level.js";
import { Category } from "../categories/category.entity.js";
import { Thread } from "./thread.entity.js";
import type { Watched } from "./watching.service.js";

@ObjectType({
  description: "A thread or a category the member chose to watch or mute (one of the two is set).",
})
export class WatchedSubject implements Watched {
  @Field(() => WatchLevel)
  level!: WatchLevel;

  @Field(() => Thread, { nullable: true })
  thread!: Thread | null;

  @Field(() => Category, { nullable: true })
  category!: Category | null;
}

/** The settings page's list of what the member watches or muted. */
@Resolver()
export class WatchListResolver {
  @Authorized()
  @Query(() => [WatchedSubject], {
    description:
      "The threads and categories the viewer watches or muted, the latest choice first (at most 200).",
  })
  watchedSubjects(@Ctx() ctx: Context): Promise<Watched[]> {
    return ctx.services.watching.list(ctx.viewer!);
  }
}

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
