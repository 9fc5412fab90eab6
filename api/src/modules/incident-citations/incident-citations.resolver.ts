import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
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

@ObjectType({ description: "The incidents one post cites, as its cards show them." })
export class PostCitations {
  @Field(() => ID)
  postId!: string;
}

@Resolver(() => PostCitations)
export class PostCitationsListResolver {
  @Query(() => [PostCitations], {
    description:
      "The incidents each of a page's posts cites (at most 50 posts), for their cards: one answer shared by " +
      "every visitor until the incidents or the forum change. Posts the viewer may not read are left out.",
  })
  async postCitations(
    @Arg("postIds", () => [ID]) postIds: string[],
    @Ctx() ctx: Context,
  ): Promise<PostCitations[]> {
    const readable = await ctx.services.incidentCitations.readablePosts(ctx.viewer, postIds);
    return readable.map((postId) => ({ postId }));
  }

  @FieldResolver(() => [Event], { description: "The published incidents it cites, as they are now." })
  incidents(@Root() citations: PostCitations, @Ctx() ctx: Context): Promise<Event[]> {
    return ctx.loaders.citedIncidents.load(citations.postId);
  }

  @FieldResolver(() => [WithdrawnEvent], { description: "The incidents it cites that were withdrawn." })
  withdrawn(@Root() citations: PostCitations, @Ctx() ctx: Context): Promise<WithdrawnEvent[]> {
    return ctx.loaders.withdrawnCitedIncidents.load(citations.postId);
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
