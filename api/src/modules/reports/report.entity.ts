import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { REPORT_REASONS, REPORT_TARGETS } from "@incident-watch/schema";
import { type User, UserSchema } from "../users/user.entity.js";

export const ReportTarget = Object.fromEntries(REPORT_TARGETS.map((t) => [t, t])) as {
  [K in (typeof REPORT_TARGETS)[number]]: K;
};
export type ReportTarget = (typeof REPORT_TARGETS)[number];
registerEnumType(ReportTarget, { name: "ReportTarget", description: "What a report is about." });

export const ReportReason = Object.fromEntries(Object.keys(REPORT_REASONS).map((r) => [r, r])) as {
  [K in keyof typeof REPORT_REASONS]: K;
};
export type ReportReason = keyof typeof REPORT_REASONS;
registerEnumType(ReportReason, {
  name: "ReportReason",
  description: "spam, abuse (abuse or harassment), misinformation, illegal (illegal content), other.",
});

export const ReportStatus = { open: "open", resolved: "resolved", dismissed: "dismissed" } as const;
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus];
registerEnumType(ReportStatus, { name: "ReportStatus" });

/** What staff did when resolving: nothing more, remove the post, or lock the thread. */
export const ReportOutcome = { none: "none", deletePost: "deletePost", lockThread: "lockThread" } as const;
export type ReportOutcome = (typeof ReportOutcome)[keyof typeof ReportOutcome];
registerEnumType(ReportOutcome, {
  name: "ReportAction",
  description: "Done with resolving, in the same transaction.",
});

/**
 * One member's report about a post, a thread or a member. It stays open until staff resolve or
 * dismiss every open report about the same target at once; closed reports are kept.
 */
@ObjectType({ description: "A member's report, as its reporter sees it." })
export class Report {
  [OptionalProps]?: "status" | "createdAt" | "text" | "handledBy" | "handledAt" | "note" | "outcome";

  @Field(() => ID)
  id!: string;

  reporter!: User;

  @Field(() => ReportTarget)
  targetType!: ReportTarget;

  @Field(() => ID)
  targetId!: string;

  /** The member reported, or the author of the reported post or thread (for "reports against"). */
  targetUser!: User | null;

  @Field(() => ReportReason)
  reason!: ReportReason;

  @Field(() => String, { nullable: true })
  text!: string | null;

  @Field(() => ReportStatus)
  status!: ReportStatus;

  @Field(() => Date)
  createdAt!: Date;

  handledBy!: User | null;
  handledAt!: Date | null;
  /** Staff only: why the reports were resolved or dismissed. */
  note!: string | null;
  outcome!: ReportOutcome | null;
}

export const ReportSchema = new EntitySchema<Report>({
  class: Report,
  tableName: "reports",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    reporter: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade" },
    targetType: { enum: true, items: () => [...REPORT_TARGETS] },
    targetId: { type: "string", length: 64 },
    targetUser: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    reason: { enum: true, items: () => Object.keys(REPORT_REASONS) },
    text: { type: "text", nullable: true },
    status: { enum: true, items: () => Object.values(ReportStatus), default: "open" },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    handledBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    handledAt: { type: "datetime", nullable: true },
    note: { type: "text", nullable: true },
    outcome: { enum: true, items: () => Object.values(ReportOutcome), nullable: true },
  },
});
