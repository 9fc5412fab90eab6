import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "../../core/viewer.js";
import { ACTIVITY_RESOLUTION_MS } from "../users/activity.js";
import type { User } from "../users/user.entity.js";
import { Session } from "./session.entity.js";
import { isStaffRole, type RoleName } from "@incident-watch/schema";
import { activeBanSql } from "../members/ban-guard.js";
import { Role } from "../users/role.js";

interface ViewerRow {
  session_id: string;
  expires_at: Date;
  id: string;
  username: string;
  role: RoleName;
  last_active_at: Date | null;
  banned: boolean;
  ban_reason: string | null;
  ban_ends_at: Date | null;
}
import { announceSessionsEnded } from "./session-events.js";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
const MAX_TOKEN_LENGTH = 256;

/** 256 random bits, URL-safe; the token itself is never stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opaque, server-side sessions: a new one at each sign-in, fixed 7-day life, ended by deleting the row.
 * Ending sessions also closes the live sockets opened with them, on every instance.
 */
export class SessionsService {
  constructor(private readonly em: EntityManager) {}

  /** Starts a session and returns its token (shown once to the client). */
  async start(user: User): Promise<string> {
    const token = newToken();
    const now = new Date();
    await this.em.nativeDelete(Session, { user, expiresAt: { $lte: now } });
    this.em.create(Session, {
      user,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    await this.em.flush();
    return token;
  }

  /**
   * The signed-in viewer for a token, with the ban in force if any (one indexed lookup), or null when
   * unknown, expired or ended.
   */
  async viewer(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const now = new Date();
    const [row] = await this.em.execute<ViewerRow[]>(
      `select s.id::text as session_id, s.expires_at, u.id, u.username, u.role, u.last_active_at,
              b.reason as ban_reason, b.ends_at as ban_ends_at, b.id is not null as banned
         from sessions s
         join users u on u.id = s.user_id
         left join user_bans b on b.user_id = u.id and ${activeBanSql("b")}
        where s.token_hash = ? and s.expires_at > now()`,
      [hashToken(token)],
    );
    if (!row) return null;
    const lastActive = row.last_active_at ? new Date(row.last_active_at).getTime() : 0;
    if (now.getTime() - lastActive >= ACTIVITY_RESOLUTION_MS) {
      await this.em.execute("update users set last_active_at = ? where id = ?", [now, row.id]);
    }
    const ban = row.banned
      ? { reason: row.ban_reason!, endsAt: row.ban_ends_at && new Date(row.ban_ends_at) }
      : null;
    return {
      id: row.id,
      username: row.username,
      // staff under a ban keep no staff rights while it lasts
      role: ban && isStaffRole(row.role) ? Role.user : row.role,
      sessionId: row.session_id,
      sessionExpiresAt: new Date(row.expires_at),
      ban,
    };
  }

  /** Ends the session of this token and closes its sockets; false when there was none. */
  async end(token: string | undefined): Promise<boolean> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    return this.em.transactional(async (tx) => {
      const ended = await tx.execute<Array<{ id: string }>>(
        `delete from sessions where token_hash = ? returning id`,
        [hashToken(token)],
      );
      if (ended.length > 0) await announceSessionsEnded(tx, { sessionIds: ended.map((row) => row.id) });
      return ended.length > 0;
    });
  }

  /**
   * Ends every session of the user except the one given (a password change or reset), in the caller's
   * transaction `em` if it is one; their sockets close once it commits.
   */
  async endAllOf(em: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.nativeDelete(Session, {
        user: userId,
        ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
      });
      await announceSessionsEnded(tx, { userId, ...(exceptSessionId ? { exceptSessionId } : {}) });
    });
  }
}
