import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { type User, UserSchema } from "../users/user.entity.js";

/** What a staff action was done to. */
export const AuditTarget = {
  event: "event",
  thread: "thread",
  post: "post",
  user: "user",
  category: "category",
  report: "report",
  broadcast: "broadcast",
} as const;
export type AuditTarget = (typeof AuditTarget)[keyof typeof AuditTarget];
registerEnumType(AuditTarget, { name: "AuditTarget", description: "What a staff action was done to." });

/**
 * One staff action, as it happened: who, when, what (an action name such as `thread.lock`), on which
 * target, why, and the details ({ field: { from, to } } and the like). Rows are append-only: the
 * database refuses to update or delete them, so the log cannot be rewritten by the app or by hand.
 */
@ObjectType({
  description: "One entry of the audit log (actor and details are resolved by audit.resolver.ts).",
})
export class StaffAction {
  [OptionalProps]?: "createdAt" | "reason" | "targetLabel" | "details";

  @Field(() => ID)
  id!: string;

  actor!: User | null;

  @Field(() => String, { description: "`<target>.<verb>`, for example user.ban or event.approve." })
  action!: string;

  @Field(() => AuditTarget)
  targetType!: AuditTarget;

  @Field(() => String)
  targetId!: string;

  /** The target's name at the time (a title, a username), kept when the target is gone. */
  @Field(() => String, { nullable: true, description: "The target's name at the time of the action." })
  targetLabel!: string | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  details!: Record<string, unknown>;

  @Field(() => Date)
  createdAt!: Date;
}

export const StaffActionSchema = new EntitySchema<StaffAction>({
  class: StaffAction,
  tableName: "staff_actions",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    actor: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null", index: true },
    action: { type: "string", length: 64, index: true },
    targetType: { enum: true, items: () => Object.values(AuditTarget) },
    targetId: { type: "string", length: 64 },
    targetLabel: { type: "text", nullable: true },
    reason: { type: "text", nullable: true },
    details: { type: "json", default: "'{}'" },
    createdAt: { type: "datetime", onCreate: () => new Date(), index: true },
  },
  indexes: [{ properties: ["targetType", "targetId"] }],
});
