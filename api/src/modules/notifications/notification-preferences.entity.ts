import { EntitySchema } from "@mikro-orm/core";
import { Field, InputType, ObjectType } from "type-graphql";
import { type User, UserSchema } from "../users/user.entity.js";

/** Which optional notifications a member wants; report_update, ban, unban and system always come. */
@ObjectType({
  description: "Which notifications a member wants; moderation and system messages always come.",
})
export class NotificationPreferences {
  user!: User;

  @Field(() => Boolean)
  reply!: boolean;

  @Field(() => Boolean)
  quote!: boolean;

  @Field(() => Boolean)
  mention!: boolean;

  @Field(() => Boolean)
  reaction!: boolean;

  @Field(() => Boolean, { description: "Mail a mention or reply still unseen some minutes after it came." })
  emailMissed!: boolean;

  @Field(() => Boolean, { description: "Tell of changes to the incidents the member follows." })
  incident!: boolean;

  @Field(() => Boolean, {
    description: "Follow the incidents the member submits or posts in the discussion of.",
  })
  followOwn!: boolean;
}

@InputType({ description: "Only the fields given change." })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { nullable: true })
  reply?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  quote?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  mention?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  reaction?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  emailMissed?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  incident?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  followOwn?: boolean | null;
}

/** Everything on until a member turns it off; members without a row have the defaults. */
export const DEFAULT_PREFERENCES = {
  reply: true,
  quote: true,
  mention: true,
  reaction: true,
  emailMissed: true,
  incident: true,
  followOwn: true,
} as const;

export const NotificationPreferencesSchema = new EntitySchema<NotificationPreferences>({
  class: NotificationPreferences,
  tableName: "notification_preferences",
  properties: {
    user: { kind: "1:1", entity: () => UserSchema, primary: true, owner: true, deleteRule: "cascade" },
    reply: { type: "boolean", default: true },
    quote: { type: "boolean", default: true },
    mention: { type: "boolean", default: true },
    reaction: { type: "boolean", default: true },
    emailMissed: { type: "boolean", default: true },
    incident: { type: "boolean", default: true },
    followOwn: { type: "boolean", default: true },
  },
});
