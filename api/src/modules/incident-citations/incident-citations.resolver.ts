import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import { WithdrawnEvent } from "../events/research/withdrawn-event.type.js";
import { Post } from "../forum/posts/post.entity.js";
import { Thread } from "../forum/threads/thread.entity.js";

@Resolver(() => Post)
export class PostCitationsResolver {
  @FieldResolver(() => [Event], {
    description:
      "The published incidents it cites (`#123` or an incident's address on this site), as they are now: " +
      "the web shows each as a card in place of its link. A pending one is never listed.",
  })
  citedIncidents(@Root() post: Post, @Ctx() ctx: Context): Promise<Event[]> {
    return ctx.loaders.citedIncidents.load(post.id);
  }

  @FieldResolver(() => [WithdrawnEvent], {
    description: "The incidents it cites that were withdrawn from the public: their cards say so.",
  })
  withdrawnCitedIncidents(@Root() post: Post, @Ctx() ctx: Context): Promise<WithdrawnEvent[]> {
    return ctx.loaders.withdrawnCitedIncidents.load(post.id);
  }
}

@Resolver(() => Event)
export class EventCitationsResolver {
  @FieldResolver(() => [Thread], {
    description: "The threads whose posts cite it, the newest citation first (Discussed in).",
  })
  async citedBy(
    @Root() event: Event,
    @Arg("first", () => Int, { defaultValue: 10, description: "At most 50." }) first: number,
    @Ctx() ctx: Context,
  ): Promise<Thread[]> {
    const ids = await ctx.services.incidentCitations.citingThreadIds(event.id, first);
    const threads = await ctx.loaders.threadById.loadMany(ids);
    return threads.filter((thread): thread is Thread => thread instanceof Thread);
  }
}
