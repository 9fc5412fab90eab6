import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { type User, UserSchema } from "../users/user.entity.js";

/** How long a ban lasts: 1, 7 or 30 days, or until lifted by hand. */
export const BanDuration = { day: "day", week: "week", month: "month", permanent: "permanent" } as const;
export type BanDuration = (typeof BanDuration)[keyof typeof BanDuration];
registerEnumType(BanDuration, { name: "BanDuration", description: "1, 7 or 30 days, or permanent." });

/**
 * A member barred from writing, from startsAt until endsAt (null: permanent) or until lifted (by hand, or
 * at expiry by the expiry job). At most one ban per member is open (not lifted); rows are kept as history.
 */
@ObjectType({ description: "A member's ban: why, since when and until when.", simpleResolvers: true })
export class Ban {
  [OptionalProps]?: "liftedAt" | "liftedBy" | "liftReason" | "startsAt";

  @Field(() => ID, { description: "The ban's id." })
  id!: string;

  user!: User;

  bannedBy!: User | null;

  @Field(() => String, { description: "Why, as the member is told." })
  reason!: string;

  @Field(() => Date, { description: "When it began." })
  startsAt!: Date;

  @Field(() => Date, { nullable: true, description: "Null for a permanent ban." })
  endsAt!: Date | null;

  liftedAt!: Date | null;

  liftedBy!: User | null;

  liftReason!: string | null;
}

export const BanSchema = new EntitySchema<Ban>({
  class: Ban,
  tableName: "user_bans",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    user: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade" },
    bannedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    reason: { type: "text" },
    startsAt: { type: "datetime", onCreate: () => new Date() },
    endsAt: { type: "datetime", nullable: true },
    liftedAt: { type: "datetime", nullable: true },
    liftedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    liftReason: { type: "text", nullable: true },
  },
});
