import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { WatchLevel } from "../../notifications/thread-watch.entity.js";
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
    description: "watching: every reply; normal: mentions and quotes only; muted: no replies.",
  })
  setThreadWatchLevel(
    @Arg("threadId", () => ID) threadId: string,
    @Arg("level", () => WatchLevel) level: WatchLevel,
    @Ctx() ctx: Context,
  ): Promise<Thread> {
    return ctx.services.threadWatch.setWatchLevel(ctx.viewer!, threadId, level);
  }
}
