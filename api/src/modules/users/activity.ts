/** lastActiveAt is written at most this often per user (sign-in checks and recordActivity alike). */
export const ACTIVITY_RESOLUTION_MS = 60_000;
/** A member counts as online when active within this window. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export const onlineSince = (now = Date.now()) => new Date(now - ONLINE_WINDOW_MS);

export function isOnline(lastActiveAt: Date | null, now = Date.now()): boolean {
  return lastActiveAt !== null && lastActiveAt.getTime() > onlineSince(now).getTime();
}
