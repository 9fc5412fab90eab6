import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { Heavy, TEXT_COST } from "../../core/heavy-fields.js";
import { type User, UserSchema } from "../users/user.entity.js";

/**
 * Spec §3's nine types, a saved search's alert (issue 52), a followed incident's change and a new thread
 * in a watched category (issue 54).
 */
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
  incident: "incident",
  new_thread: "new_thread",
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

@ObjectType({ description: "One argument of a notification's message: a text as written, or a count." })
export class NotificationArg {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  text!: string | null;

  @Field(() => Int, { nullable: true })
  count!: number | null;
}

/**
 * Something that happened that one member should know about. actor, recipient, relatedPost and
 * relatedThread are resolved by notification.resolver.ts (through loaders, or from a live event's payload).
 */
@ObjectType({ description: "Something one member should know about." })
export class Notification {
  [OptionalProps]?: "seen" | "seenAt" | "createdAt" | "actorIds" | "groupStartedAt" | "messageArgs";

  @Field(() => ID)
  id!: string;

  recipient!: User;

  @Field(() => NotificationType)
  type!: NotificationType;

  @Heavy(TEXT_COST.excerpt)
  @Field(() => String, {
    nullable: true,
    description: "What it says in English, for clients that word no other language.",
  })
  content!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What it says, as a message key to word in the reader's language (null on old rows: use content).",
  })
  messageKey!: string | null;

  /** The message's arguments by name; the GraphQL field messageArgs lists them. */
  messageArgs!: Record<string, string | number>;

  actor!: User | null;

  /** Ids as stored; the GraphQL fields relatedPost and relatedThread are built from them. */
  relatedPostId!: string | null;
  relatedThreadId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The incident it is about (a followed incident's change).",
  })
  relatedEventId!: string | null;

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
    messageKey: { type: "text", nullable: true },
    messageArgs: { type: "json", default: "{}" },
    actor: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    relatedPostId: { type: new BigIntType("string"), nullable: true },
    relatedThreadId: { type: new BigIntType("string"), nullable: true },
    relatedEventId: { type: new BigIntType("string"), nullable: true },
    seen: { type: "boolean", default: false },
    seenAt: { type: "datetime", nullable: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    actorIds: { type: "uuid[]", default: "{}" },
    groupStartedAt: { type: "datetime", nullable: true },
    threadTitle: { type: "text", nullable: true, persist: false },
  },
});
