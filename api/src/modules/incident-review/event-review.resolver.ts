import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import { forbidden } from "../../core/errors.js";
import { isStaff } from "../../core/viewer.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { EventConnection } from "../events/event-connection.type.js";
import { Event, EventStatus } from "../events/event.entity.js";
import { EventReviewEntry, LikelyDuplicate, ReviewedStatus } from "./event-review.types.js";
import { UpdateEventInput } from "./incident-review.inputs.js";

/** Review fields are for moderators and admins only. */
function staffOnly<T>(ctx: Context, value: T): T {
  if (!isStaff(ctx.viewer)) throw forbidden();
  return value;
}

/**
 * The moderators' review: the queue and its count, the reviewed lists, the review actions, and the
 * review fields of each event (its state, reviewer, history and likely duplicates).
 */
@Resolver(() => Event)
export class EventReviewResolver {
  @Authorized("moderator")
  @Query(() => Int, { description: "How many submissions wait for review." })
  pendingEventCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.reviewQueue.pendingCount(ctx.viewer);
  }

  @Authorized("moderator")
  @Query(() => EventConnection, { description: "Submissions waiting for review, oldest first." })
  pendingEvents(
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<EventConnection> {
    return ctx.services.reviewQueue.pending(first ?? 50, after);
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
  @Mutation(() => Event)
  approveEvent(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.eventReview.approve(ctx.viewer, id);
  }

  @Authorized("moderator")
  @Mutation(() => Event)
  rejectEvent(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.eventReview.reject(ctx.viewer, id, reason);
  }

  @Authorized("moderator")
  @Mutation(() => [Event], {
    description: "Approves the selected submissions (1–100), each as approveEvent does, in order.",
  })
  approveEvents(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.eventReview.approveMany(ctx.viewer, ids);
  }

  @Authorized("moderator")
  @Mutation(() => [Event], {
    description:
      "Rejects the selected submissions (1–100) with one reason, each as rejectEvent does, in order.",
  })
  rejectEvents(
    @Arg("ids", () => [ID]) ids: string[],
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.eventReview.rejectMany(ctx.viewer, ids, reason);
  }

  @Authorized("moderator")
  @Mutation(() => Event)
  updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateEventInput) input: UpdateEventInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.eventReview.update(ctx.viewer, id, input);
  }

  @Authorized("moderator")
  @Mutation(() => Boolean)
  deleteEvent(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.eventReview.remove(ctx.viewer, id);
  }

  // Staff-only fields are nullable, so a visitor who selects one gets a field error beside the rest of the answer
  @FieldResolver(() => EventStatus, { nullable: true, description: "Moderators and admins only." })
  status(@Root() event: Event, @Ctx() ctx: Context): EventStatus {
    return staffOnly(ctx, event.status);
  }

  @FieldResolver(() => Date, { nullable: true, description: "Moderators and admins only." })
  createdAt(@Root() event: Event, @Ctx() ctx: Context): Date {
    return staffOnly(ctx, event.createdAt);
  }

  @FieldResolver(() => Date, { nullable: true, description: "Moderators and admins only." })
  reviewedAt(@Root() event: Event, @Ctx() ctx: Context): Date | null {
    return staffOnly(ctx, event.reviewedAt);
  }

  @FieldResolver(() => String, { nullable: true, description: "Moderators and admins only." })
  rejectionReason(@Root() event: Event, @Ctx() ctx: Context): string | null {
    return staffOnly(ctx, event.rejectionReason);
  }

  @FieldResolver(() => User, { nullable: true, description: "Moderators and admins only." })
  async reviewedBy(@Root() event: Event, @Ctx() ctx: Context): Promise<User | null> {
    const reviewer = staffOnly(ctx, event).reviewedBy;
    return reviewer ? ctx.loaders.userById.load(reviewer.id) : null;
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
