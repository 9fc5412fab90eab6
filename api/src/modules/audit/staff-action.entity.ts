import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
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

/**
 * One staff action, as it happened: who, when, what (an action name such as `thread.lock`), on which
 * target, why, and the details ({ field: { from, to } } and the like). Rows are append-only: the
 * database refuses to update or delete them, so the log cannot be rewritten by the app or by hand.
 */
export class StaffAction {
  [OptionalProps]?: "createdAt" | "reason" | "targetLabel" | "details";
  id!: string;
  actor!: User | null;
  action!: string;
  targetType!: AuditTarget;
  targetId!: string;
  /** The target's name at the time (a title, a username), kept when the target is gone. */
  targetLabel!: string | null;
  reason!: string | null;
  details!: Record<string, unknown>;
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
