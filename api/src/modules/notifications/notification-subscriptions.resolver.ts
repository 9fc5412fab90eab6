import { Authorized, Resolver, Root, Subscription } from "type-graphql";
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
  notificationAdded(@Root() event: NotificationAddedEvent): NotificationAdded {
    return { notification: notificationFromEvent(event), unseenCount: event.unseenCount };
  }

  @Authorized()
  @Subscription(() => NotificationsChanged, { topics: NOTIFICATIONS_CHANGED, topicId: ownTopic })
  notificationsChanged(@Root() event: NotificationsChangedEvent): NotificationsChanged {
    return event;
  }
}
