import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { User } from "../users/user.entity.js";
import { Notification, type NotificationType } from "./notification.entity.js";

export const NotificationChange = { seen: "seen", deleted: "deleted", allSeen: "allSeen" } as const;
export type NotificationChange = (typeof NotificationChange)[keyof typeof NotificationChange];
registerEnumType(NotificationChange, { name: "NotificationChange" });

@ObjectType({ description: "A new (or regrouped) notification and the recipient's new unseen count." })
export class NotificationAdded {
  @Field(() => Notification)
  notification!: Notification;

  @Field(() => Int)
  unseenCount!: number;
}

@ObjectType({ description: "Notifications seen or deleted elsewhere (another tab or device)." })
export class NotificationsChanged {
  @Field(() => [ID], { description: "Empty when change is allSeen." })
  ids!: string[];

  @Field(() => NotificationChange)
  change!: NotificationChange;

  @Field(() => Int)
  unseenCount!: number;
}

/** A user as it travels through Redis: JSON, dates as ISO strings. */
export interface UserJson {
  id: string;
  username: string;
  role: User["role"];
  profilePicture: string | null;
  useDefaultAvatar: boolean;
  createdAt: string;
  lastActiveAt: string | null;
}

/** Everything a subscriber needs to answer its selection without a database read. */
export interface NotificationAddedMessage {
  notification: {
    id: string;
    type: NotificationType;
    content: string | null;
    messageKey: string | null;
    messageArgs: Record<string, string | number>;
    seen: boolean;
    seenAt: string | null;
    createdAt: string;
    relatedPostId: string | null;
    relatedThreadId: string | null;
    relatedEventId?: string | null;
  };
  threadTitle: string | null;
  actor: UserJson | null;
  recipient: UserJson;
  unseenCount: number;
  /** A grouped reaction notification that grew after it was made: same id, new words and time. */
  grown?: boolean;
}

export type NotificationsChangedMessage = NotificationsChanged;

export function userFromJson(json: UserJson): User {
  return Object.assign(new User(), {
    ...json,
    createdAt: new Date(json.createdAt),
    lastActiveAt: json.lastActiveAt ? new Date(json.lastActiveAt) : null,
  });
}

/** The notification object of an event, with its users and thread title: answered without a query. */
export function notificationFromEvent(event: NotificationAddedMessage): Notification {
  const n = event.notification;
  return Object.assign(new Notification(), {
    ...n,
    seenAt: n.seenAt ? new Date(n.seenAt) : null,
    createdAt: new Date(n.createdAt),
    recipient: userFromJson(event.recipient),
    actor: event.actor ? userFromJson(event.actor) : null,
    threadTitle: event.threadTitle,
  });
}
