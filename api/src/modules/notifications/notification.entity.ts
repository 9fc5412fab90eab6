import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { Heavy, TEXT_COST } from "../../core/heavy-fields.js";
import { type User, UserSchema } from "../users/user.entity.js";

/** Spec §3's nine types, and a saved search's alert (issue 52). */
export const NotificationType = {
  reply: "reply",
  quote: "quote",
  mention: "mention",
  report_update: "report_update",
  ban: "ban",
  unban: "unban",
  system: "system",
  reaction: "reaction",
  other: "other",
  saved_search: "saved_search",
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
registerEnumType(NotificationType, {
  name: "NotificationType",
  description: "What a notification is about.",
});

@ObjectType({ description: "The post a notification is about (its id only)." })
export class NotificationPost {
  @Field(() => ID)
  id!: string;
}

@ObjectType({ description: "The thread a notification is about." })
export class NotificationThread {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;
}

/**
 * Something that happened that one member should know about. actor, recipient, relatedPost and
 * relatedThread are resolved by notification.resolver.ts (through loaders, or from a live event's payload).
 */
@ObjectType({ description: "Something one member should know about." })
export class Notification {
  [OptionalProps]?: "seen" | "seenAt" | "createdAt" | "actorIds" | "groupStartedAt";

  @Field(() => ID)
  id!: string;

  recipient!: User;

  @Field(() => NotificationType)
  type!: NotificationType;

  @Heavy(TEXT_COST.excerpt)
  @Field(() => String, { nullable: true })
  content!: string | null;

  actor!: User | null;

  /** Ids as stored; the GraphQL fields relatedPost and relatedThread are built from them. */
  relatedPostId!: string | null;
  relatedThreadId!: string | null;

  @Field(() => Boolean)
  seen!: boolean;

  @Field(() => Date, { nullable: true })
  seenAt!: Date | null;

  @Field(() => Date, { description: "When it was created, or last grew (reactions are grouped)." })
  createdAt!: Date;

  /** Everyone who reacted, for a grouped reaction notification ("alice and 3 others"). */
  actorIds!: string[];

  /** When a grouped reaction notification started; reactions within an hour of it join the group. */
  groupStartedAt!: Date | null;

  /** Not stored: the thread's title as a live event carries it (undefined when read from the database). */
  threadTitle?: string | null;
}

export const NotificationSchema = new EntitySchema<Notification>({
  class: Notification,
  tableName: "notifications",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    recipient: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade" },
    type: { enum: true, items: () => Object.values(NotificationType) },
    content: { type: "text", nullable: true },
    actor: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    relatedPostId: { type: new BigIntType("string"), nullable: true },
    relatedThreadId: { type: new BigIntType("string"), nullable: true },
    seen: { type: "boolean", default: false },
    seenAt: { type: "datetime", nullable: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    actorIds: { type: "uuid[]", default: "{}" },
    groupStartedAt: { type: "datetime", nullable: true },
    threadTitle: { type: "text", nullable: true, persist: false },
  },
});
