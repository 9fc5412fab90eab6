import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { EventConnection } from "../events/event-connection.type.js";
import { Event } from "../events/event.entity.js";
import { EventReviewEntry, LikelyDuplicate, ReviewedStatus } from "./event-review.types.js";

/** The moderators' review screens: the queue's count, the reviewed lists, and each event's history. */
@Resolver(() => Event)
export class EventReviewResolver {
  @Authorized("moderator")
  @Query(() => Int, { description: "How many submissions wait for review." })
  pendingEventCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.reviewQueue.pendingCount(ctx.viewer);
  }

  @Authorized("moderator")
  @Query(() => EventConnection, {
    description: "Approved or rejected events, most recently reviewed first; `query` searches titles.",
  })
  reviewedEvents(
    @Arg("status", () => ReviewedStatus) status: ReviewedStatus,
    @Arg("query", () => String, { nullable: true }) query: string | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<EventConnection> {
    return ctx.services.reviewQueue.reviewed(ctx.viewer, status, query, first ?? 50, after);
  }

  @Authorized("moderator")
  @FieldResolver(() => [EventReviewEntry], {
    nullable: true,
    description: "Moderators and admins only; oldest first.",
  })
  history(@Root() event: Event, @Ctx() ctx: Context): Promise<EventReviewEntry[]> {
    return ctx.loaders.eventHistory.load(event.id);
  }

  @Authorized("moderator")
  @FieldResolver(() => [LikelyDuplicate], {
    nullable: true,
    description: "Moderators and admins only: the same source page, or within 5 km and 3 days.",
  })
  likelyDuplicates(@Root() event: Event, @Ctx() ctx: Context): Promise<LikelyDuplicate[]> {
    return ctx.loaders.likelyDuplicates.load(event.id);
  }
}

@Resolver(() => EventReviewEntry)
export class EventReviewEntryResolver {
  @FieldResolver(() => User, { nullable: true })
  reviewer(@Root() entry: EventReviewEntry, @Ctx() ctx: Context): Promise<User | null> | null {
    return entry.reviewerId ? ctx.loaders.userById.load(entry.reviewerId) : null;
  }
}
