import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { JobQueue } from "../../infra/jobs.js";
import { AuditService, SYSTEM_ACTOR } from "../audit/audit.service.js";
import { NotificationsService } from "../notifications/notifications.service.js";
import { liftOpenBan } from "./ban-lifting.js";

export const BAN_EXPIRY_JOB = "ban-expiry";

/** The expiry job of a timed ban runs at its end (pg-boss keeps it across restarts). */
export function queueBanExpiry(jobs: JobQueue, banId: string, endsAt: Date): Promise<void> {
  const seconds = Math.max(0, Math.ceil((endsAt.getTime() - Date.now()) / 1000));
  return jobs.sendAfter(BAN_EXPIRY_JOB, { banId }, seconds);
}

interface BanRow {
  user_id: string;
  username: string;
  ends_at: Date | null;
  lifted_at: Date | null;
}

/**
 * Lifts a ban whose end has come: the member gets an unban notification and the audit log a user.unban
 * by the system (no staff member did it). A ban lifted or replaced meanwhile is left alone; a job that
 * comes early is queued again for the rest of the time.
 */
export async function expireBan(orm: MikroORM, deps: AppDeps, banId: string): Promise<boolean> {
  const em = orm.em.fork();
  const notifications = new NotificationsService(em, deps);
  let requeueAt: Date | null = null;
  const lifted = await em.transactional(async (tx: EntityManager) => {
    const [ban] = await tx.execute<BanRow[]>(
      `select b.user_id, u.username, b.ends_at, b.lifted_at from user_bans b join users u on u.id = b.user_id
        where b.id = ? for update of b`,
      [banId],
    );
    if (!ban || ban.lifted_at || !ban.ends_at) return false;
    if (new Date(ban.ends_at).getTime() > Date.now()) {
      requeueAt = new Date(ban.ends_at);
      return false;
    }
    const done = await liftOpenBan(tx, ban.user_id, { liftedBy: null, liftReason: null, onlyDue: true });
    if (!done) return false;
    new AuditService(tx).record(tx, {
      actor: SYSTEM_ACTOR,
      action: "user.unban",
      targetType: "user",
      targetId: ban.user_id,
      targetLabel: ban.username,
      reason: "The ban ended",
      details: { banId, expired: true },
    });
    await tx.flush();
    await notifications.notify(tx, {
      recipientId: ban.user_id,
      type: "unban",
      content: "Your ban has ended. You can post again.",
    });
    return true;
  });
  if (requeueAt) await queueBanExpiry(deps.jobs, banId, requeueAt);
  return lifted;
}

/** Runs with the app on every instance; pg-boss hands each due job to one of them. */
export function startBanExpiry(orm: MikroORM, deps: AppDeps): () => Promise<void> {
  deps.jobs.work<{ banId: string }>(BAN_EXPIRY_JOB, async ({ banId }) => {
    await expireBan(orm, deps, banId);
  });
  return async () => {};
}
