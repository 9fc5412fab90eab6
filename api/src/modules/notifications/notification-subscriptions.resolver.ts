import { Authorized, Ctx, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { unauthenticated } from "../../core/errors.js";
import {
  NOTIFICATION_ADDED,
  NOTIFICATIONS_CHANGED,
  NotificationAdded,
  notificationFromEvent,
  NotificationsChanged,
  type NotificationAddedEvent,
  type NotificationsChangedEvent,
} from "./notification-events.js";

/** Each subscriber listens on its own user's topic only. */
const ownTopic = ({ context }: { context: Context }) => {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.id;
};

@Resolver()
export class NotificationSubscriptionsResolver {
  @Authorized()
  @Subscription(() => NotificationAdded, { topics: NOTIFICATION_ADDED, topicId: ownTopic })
  notificationAdded(@Root() event: NotificationAddedEvent, @Ctx() ctx: Context): NotificationAdded {
    const notification = notificationFromEvent(event);
    // The event carries the users and the thread title: the selection is answered without a query.
    for (const user of [notification.recipient, notification.actor]) {
      if (user) ctx.loaders.userById.clear(user.id).prime(user.id, user);
    }
    if (notification.relatedThreadId && event.threadTitle !== null) {
      ctx.loaders.notificationThreadTitle
        .clear(notification.relatedThreadId)
        .prime(notification.relatedThreadId, event.threadTitle);
    }
    return { notification, unseenCount: event.unseenCount };
  }

  @Authorized()
  @Subscription(() => NotificationsChanged, { topics: NOTIFICATIONS_CHANGED, topicId: ownTopic })
  notificationsChanged(@Root() event: NotificationsChangedEvent): NotificationsChanged {
    return event;
  }
}
