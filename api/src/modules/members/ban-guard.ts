import type { EntityManager } from "@mikro-orm/postgresql";
import { bannedMessage } from "@incident-watch/schema";
import { AppError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";

export interface ActiveBan {
  id: string;
  reason: string;
  startsAt: Date;
  endsAt: Date | null;
}

/** A ban stops counting at its end even before the expiry job has lifted it. */
export const activeBanSql = (table = "") => {
  const at = table ? `${table}.` : "";
  return `${at}lifted_at is null and (${at}ends_at is null or ${at}ends_at > now())`;
};
export const ACTIVE_BAN_SQL = activeBanSql();

/** The member's ban in force, or null: one read of the open-ban index. */
export async function activeBanOf(em: EntityManager, userId: string): Promise<ActiveBan | null> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string; reason: string; starts_at: Date; ends_at: Date | null }>>(
      `select id::text, reason, starts_at, ends_at from user_bans where user_id = ? and ${ACTIVE_BAN_SQL}`,
      [userId],
      "all",
      em.getTransactionContext(),
    );
  const row = rows[0];
  return row ? { id: row.id, reason: row.reason, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/**
 * The one check every write a banned member may not make goes through (posting, editing, deleting,
 * reacting, reporting, profile and settings changes, staff actions). Checked at write time only, so
 * reading pages costs nothing; FORBIDDEN says until when and why.
 */
export async function assertNotBanned(em: EntityManager, viewer: Viewer | null): Promise<void> {
  if (!viewer) return;
  const ban = await activeBanOf(em, viewer.id);
  if (ban) throw new AppError("FORBIDDEN", bannedMessage(ban), { banned: true });
}
