import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { Event, EventStatus } from "../events/event.entity.js";
import { NotificationConnection, NotificationsSince } from "./notification-connection.type.js";
import { NotificationPreferences, NotificationPreferencesInput } from "./notification-preferences.entity.js";
import {
  Notification,
  NotificationArg,
  NotificationPost,
  NotificationThread,
  NotificationType,
} from "./notification.entity.js";

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: "The signed-in member's notifications, newest first." })
  notifications(
    @Arg("first", () => Int, { nullable: true, defaultValue: 20, description: "At most 100." }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("unseenOnly", () => Boolean, { nullable: true, defaultValue: false }) unseenOnly: boolean,
    @Arg("type", () => NotificationType, { nullable: true }) type: NotificationType | null,
    @Ctx() ctx: Context,
  ): Promise<NotificationConnection> {
    return ctx.services.notifications.list(ctx.viewer!, { first, after, unseenOnly, type });
  }

  @Authorized()
  @Query(() => NotificationsSince, {
    description: "After a reconnect: the signed-in member's notifications after the id given, oldest first.",
  })
  notificationsSince(
    @Arg("after", () => ID) after: string,
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Ctx() ctx: Context,
  ): Promise<NotificationsSince> {
    return ctx.services.notifications.since(ctx.viewer!, after, first);
  }

  @Authorized()
  @Query(() => Int)
  unseenNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.unseenCount(ctx.viewer!);
  }

  @Authorized()
  @Query(() => NotificationPreferences)
  notificationPreferences(@Ctx() ctx: Context): Promise<NotificationPreferences> {
    return ctx.services.notifications.preferences(ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Notification, { description: "Someone else's or a missing notification is NOT_FOUND." })
  markNotificationSeen(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Notification> {
    return ctx.services.notifications.markSeen(ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: "How many were marked." })
  markAllNotificationsSeen(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.markAllSeen(ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Someone else's or a missing notification is NOT_FOUND." })
  deleteNotification(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.notifications.delete(ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => NotificationPreferences)
  updateNotificationPreferences(
    @Arg("input", () => NotificationPreferencesInput) input: NotificationPreferencesInput,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreferences> {
    return ctx.services.notifications.updatePreferences(ctx.viewer!, input);
  }

  @Authorized("admin")
  @Mutation(() => Int, { description: "A system message to every member; returns how many received it." })
  broadcastSystemNotification(@Arg("content", () => String) content: string, @Ctx() ctx: Context) {
    return ctx.services.notifications.broadcast(ctx.viewer!, content);
  }

  // A live event carries its users and thread title (see notification-events.ts): answered without a load.
  @FieldResolver(() => User, { nullable: true, description: "Who caused it; null for system messages." })
  actor(@Root() notification: Notification, @Ctx() ctx: Context): Promise<User | null> | User | null {
    const { actor } = notification;
    if (!actor) return null;
    return isLoaded(actor) ? actor : ctx.loaders.userById.load(actor.id);
  }

  @FieldResolver(() => User)
  async recipient(@Root() notification: Notification, @Ctx() ctx: Context): Promise<User> {
    const { recipient } = notification;
    return isLoaded(recipient) ? recipient : (await ctx.loaders.userById.load(recipient.id))!;
  }

  @FieldResolver(() => [NotificationArg], { description: "The arguments of messageKey's message." })
  messageArgs(@Root() notification: Notification): NotificationArg[] {
    return Object.entries(notification.messageArgs ?? {}).map(([name, value]) => ({
      name,
      text: typeof value === "string" ? value : null,
      count: typeof value === "number" ? value : null,
    }));
  }

  @FieldResolver(() => Event, {
    nullable: true,
    description:
      "The incident it is about while it is published (its place names it beside the notice); null once withdrawn.",
  })
  async relatedEvent(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Event | null> {
    if (!notification.relatedEventId) return null;
    const event = await ctx.loaders.eventById.load(String(notification.relatedEventId));
    return event?.status === EventStatus.approved ? event : null;
  }

  @FieldResolver(() => NotificationPost, { nullable: true })
  relatedPost(@Root() notification: Notification): NotificationPost | null {
    return notification.relatedPostId ? { id: String(notification.relatedPostId) } : null;
  }

  @FieldResolver(() => NotificationThread, { nullable: true })
  async relatedThread(
    @Root() notification: Notification,
    @Ctx() ctx: Context,
  ): Promise<NotificationThread | null> {
    const id = notification.relatedThreadId ? String(notification.relatedThreadId) : null;
    if (!id) return null;
    const title =
      notification.threadTitle !== undefined
        ? notification.threadTitle
        : ((await ctx.loaders.threadById.load(id))?.title ?? null);
    return title === null ? null : { id, title };
  }
}

/** A user read from the database or revived from an event, rather than a bare reference holding an id. */
const isLoaded = (user: User): boolean => user.username !== undefined;
