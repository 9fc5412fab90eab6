import { randomUUID } from "node:crypto";
import { EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Locale } from "@incident-watch/schema";
import { Role } from "./role.js";

/** A forum account. The email and password hash never leave the server. */
@ObjectType({ description: "A forum account as others see it.", simpleResolvers: true })
export class User {
  [OptionalProps]?: "createdAt" | "language" | "confirmedEmail";

  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "As chosen at registration; unique ignoring case." })
  username!: string;

  /** The lower-cased username, which carries the uniqueness. */
  usernameKey!: string;

  /** Trimmed and lower-cased, so it is unique ignoring case. */
  email!: string;

  /** The address the member last confirmed; theirs is confirmed while it equals `email` (decision 135). */
  confirmedEmail!: string | null;

  passwordHash!: string;

  @Field(() => Role, { description: "What the member may do." })
  role!: Role;

  @Field(() => String, { nullable: true, description: "URL of the uploaded picture, if any." })
  profilePicture!: string | null;

  @Field(() => Boolean, { description: "True when the member chose the letter avatar over their picture." })
  useDefaultAvatar!: boolean;

  @Field(() => Date, { description: "When they registered." })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When they were last seen on the site; null if never." })
  lastActiveAt!: Date | null;

  /** The interface language the member chose (an ISO 639-1 code of schema's LOCALES); their mails use it. */
  language!: Locale;
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: "users",
  properties: {
    id: { type: "uuid", primary: true, onCreate: () => randomUUID() },
    username: { type: "string", length: 32 },
    usernameKey: { type: "string", length: 32, unique: true },
    email: { type: "string", length: 254, unique: true },
    confirmedEmail: { type: "string", length: 254, nullable: true },
    passwordHash: { type: "text" },
    role: { enum: true, items: () => Object.values(Role), default: Role.user },
    profilePicture: { type: "text", nullable: true },
    useDefaultAvatar: { type: "boolean", default: false },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    lastActiveAt: { type: "datetime", nullable: true, index: "users_last_active_at_idx" },
    language: { type: "string", length: 2, default: "en" },
  },
});
