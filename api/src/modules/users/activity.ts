import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";

/** lastActiveAt is written at most this often per user (sign-in checks and recordActivity alike). */
export const ACTIVITY_RESOLUTION_MS = 60_000;
/** A member counts as online when active within this window. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export const onlineSince = (now = Date.now()) => new Date(now - ONLINE_WINDOW_MS);

export function isOnline(lastActiveAt: Date | null, now = Date.now()): boolean {
  return lastActiveAt !== null && lastActiveAt.getTime() > onlineSince(now).getTime();
}

/** Notes these members active at `at`, in one statement (the session check, for members idle a while). */
export async function noteActivity(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await em.execute("update users set last_active_at = ? where id = any(?::uuid[])", [
    at,
    sqlArray([...new Set(ids)]),
  ]);
}
