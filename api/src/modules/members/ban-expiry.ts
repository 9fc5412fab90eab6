import type { EntityManager } from "@mikro-orm/postgresql";
import { notificationSaid } from "@incident-watch/schema";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { JobContext } from "../app-module.js";
import { SYSTEM_ACTOR } from "../audit/audit.service.js";
import { queueJob } from "../job-topics.js";
import { liftOpenBan } from "./ban-lifting.js";

export interface BanExpiryJob {
  banId: string;
}

/** The expiry job of a timed ban runs at its end (pg-boss keeps it across restarts), queued in `tx`. */
export function queueBanExpiry(
  uow: UnitOfWork,
  tx: EntityManager,
  banId: string,
  endsAt: Date,
): Promise<void> {
  const seconds = Math.max(0, Math.ceil((endsAt.getTime() - Date.now()) / 1000));
  return queueJob(uow, tx, "ban-expiry", { banId }, seconds);
}

interface BanRow {
  user_id: string;
  ends_at: Date | null;
  lifted_at: Date | null;
}

/**
 * Lifts a ban whose end has come: the member gets an unban notification and the audit log a user.unban
 * by the system (no staff member did it). A ban lifted or replaced meanwhile is left alone; a job that
 * comes early is queued again for the rest of the time.
 */
export async function expireBan({ uow, services }: JobContext, { banId }: BanExpiryJob): Promise<boolean> {
  const { notifications, audit, users } = services;
  return uow.run(async (tx: EntityManager) => {
    const [ban] = await tx.execute<BanRow[]>(
      "select user_id, ends_at, lifted_at from user_bans where id = ? for update",
      [banId],
    );
    if (!ban || ban.lifted_at || !ban.ends_at) return false;
    if (new Date(ban.ends_at).getTime() > Date.now()) {
      await queueBanExpiry(uow, tx, banId, new Date(ban.ends_at));
      return false;
    }
    const done = await liftOpenBan(tx, ban.user_id, { liftedBy: null, liftReason: null, onlyDue: true });
    if (!done) return false;
    const names = await users.usernames([ban.user_id]);
    audit.record(tx, {
      actor: SYSTEM_ACTOR,
      action: "user.unban",
      targetType: "user",
      targetId: ban.user_id,
      targetLabel: names.get(ban.user_id),
      reason: "The ban ended",
      details: { banId, expired: true },
    });
    await tx.flush();
    await notifications.notify(tx, {
      recipientId: ban.user_id,
      type: "unban",
      said: notificationSaid("notifications.said.banEnded"),
    });
    return true;
  });
}
