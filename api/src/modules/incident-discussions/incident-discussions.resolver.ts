import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import { Post } from "../forum/posts/post.entity.js";
import { Thread } from "../forum/threads/thread.entity.js";
import { EventFilter } from "../events/event.inputs.js";
import { DiscussionMonthCount, IncidentDiscussion } from "./incident-discussion.type.js";

@Resolver(() => Event)
export class EventDiscussionResolver {
  @FieldResolver(() => IncidentDiscussion, {
    nullable: true,
    description: "Its discussion; null until a member first posts in it (a pending incident has none).",
  })
  discussion(@Root() event: Event, @Ctx() ctx: Context): Promise<IncidentDiscussion | null> {
    return ctx.loaders.incidentDiscussion.load(event.id);
  }

  @Query(() => [DiscussionMonthCount], {
    description:
      "Incident discussions started per month (the statistics page), of the published incidents matching " +
      "the filter: oldest first, every month from the first discussion's to the last one's.",
  })
  incidentDiscussionsPerMonth(
    @Arg("filter", () => EventFilter, { nullable: true, description: "Only the incidents matching it." })
    filter: EventFilter | null,
    @Ctx() ctx: Context,
  ): Promise<DiscussionMonthCount[]> {
    return ctx.services.incidentDiscussions.perMonth(filter);
  }

  @Authorized()
  @Mutation(() => Post, {
    description:
      "Posts in a published incident's discussion: the first post makes its thread (opened by the site), " +
      "then each is a reply to it, with the forum's limits.",
  })
  postToIncidentDiscussion(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("body", () => String) body: string,
    @Arg("language", () => String, {
      nullable: true,
      description: "The post's language, if the member says.",
    })
    language: string | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return ctx.services.incidentDiscussions.post(ctx.viewer!, eventId, body, language);
  }
}

@Resolver(() => IncidentDiscussion)
export class IncidentDiscussionResolver {
  @FieldResolver(() => Thread, { description: "The forum thread it is, in the incidents' category." })
  async thread(@Root() discussion: IncidentDiscussion, @Ctx() ctx: Context): Promise<Thread> {
    return (await ctx.loaders.threadById.load(discussion.threadId))!;
  }

  @FieldResolver(() => [Post], { description: "The newest members' posts, oldest of them first." })
  latestPosts(
    @Root() discussion: IncidentDiscussion,
    @Arg("count", () => Int, { defaultValue: 5, description: "At most 20." }) count: number,
    @Ctx() ctx: Context,
  ): Promise<Post[]> {
    return ctx.services.incidentDiscussions.latestPosts(discussion.threadId, count);
  }
}
