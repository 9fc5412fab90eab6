import { Authorized, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { unauthenticated } from "../../core/errors.js";
import { liveTopics, type LiveTopics } from "../live-topics.js";
import { NotificationAdded, notificationFromEvent, NotificationsChanged } from "./notification-events.js";

/** Each subscriber listens on its own user's topic only. */
const ownTopic = ({ context }: { context: Context }) => {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.id;
};

@Resolver()
export class NotificationSubscriptionsResolver {
  @Authorized()
  @Subscription(() => NotificationAdded, { topics: liveTopics.notificationAdded, topicId: ownTopic })
  notificationAdded(@Root() event: LiveTopics["notificationAdded"]): NotificationAdded {
    return { notification: notificationFromEvent(event), unseenCount: event.unseenCount };
  }

  @Authorized()
  @Subscription(() => NotificationsChanged, {
    topics: liveTopics.notificationsChanged,
    topicId: ownTopic,
  })
  notificationsChanged(@Root() event: LiveTopics["notificationsChanged"]): NotificationsChanged {
    return event;
  }
}
