import { isStaffRole, type RoleName } from "@incident-watch/schema";

/** Who is asking: the signed-in user, or null for a visitor. */
export interface Viewer {
  id: string;
  username: string;
  role: RoleName;
  sessionId: string;
  /** When the session ends by itself (a socket is closed then); unknown for viewers made in code. */
  sessionExpiresAt?: Date;
  /** When the account registered (its share of an instance grows with it); unknown for viewers made in code. */
  memberSince?: Date;
  /**
   * The ban in force when the request began. A banned member keeps reading; a banned moderator's `role`
   * is "user" for the ban's length, so every staff read and write is refused at once.
   */
  ban?: { reason: string; endsAt: Date | null } | null;
}

/** A member's API key a research request was sent with (issue 56): read-only, never a session. */
export interface ApiKeyCaller {
  id: string;
  userId: string;
  /** The key's own limits where an admin raised them; null: the operator's for keys. */
  requestsPerMinute: number | null;
  downloadsPerMinute: number | null;
  /** Counts one download in the key's use, shown to its owner. */
  noteDownload(): void;
}

/** What the transport knows about the caller, used for rate limits and abuse handling. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** The raw session token presented (Bearer header, cookie or socket connectionParams). */
  token: string | undefined;
  /** The API key the request was sent with, when it was (it then names no session: `token` is unset). */
  apiKey?: ApiKeyCaller;
  /** False when a read is made on someone else's behalf and must not count as a view of its own. */
  countsViews?: boolean;
}

/** Moderators and admins. */
export const isStaff = (viewer: Viewer | null | undefined): boolean => isStaffRole(viewer?.role);
