import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "../../core/viewer.js";
import { type AuditTarget, StaffAction } from "./staff-action.entity.js";

/** The app itself, for what happens on its own (a ban that ends at its time): stored with no actor. */
export const SYSTEM_ACTOR = "system" as const;

export interface StaffActionEntry {
  actor: Viewer | typeof SYSTEM_ACTOR;
  /** `<target>.<verb>`, for example `thread.lock`, `user.ban`, `event.approve`. */
  action: string;
  targetType: AuditTarget;
  targetId: string;
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The audit log: every staff action is recorded in the transaction that makes it. */
export class AuditService {
  /** Records one staff action inside the caller's transaction (`tx`), so both commit or neither. */
  record(tx: EntityManager, entry: StaffActionEntry): StaffAction {
    const row = tx.create(StaffAction, {
      actor: entry.actor === SYSTEM_ACTOR ? null : entry.actor.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel ?? null,
      reason: entry.reason ?? null,
      details: entry.actor === SYSTEM_ACTOR ? { ...entry.details, system: true } : (entry.details ?? {}),
    });
    tx.persist(row);
    return row;
  }
}
