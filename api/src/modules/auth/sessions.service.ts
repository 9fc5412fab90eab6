import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { User } from "../users/user.entity.js";
import { Session } from "./session.entity.js";
import { announceSessionsEnded } from "./session-events.js";
import { transactional } from "../../infra/transactions.js";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Longer tokens are refused unread: no token the app gives out is longer. */
export const MAX_TOKEN_LENGTH = 256;

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

  /** Ends the session of this token and closes its sockets; false when there was none. */
  async end(token: string | undefined): Promise<boolean> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    return transactional(this.em, async (tx) => {
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
    await transactional(em, async (tx) => {
      await tx.nativeDelete(Session, {
        user: userId,
        ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
      });
      await announceSessionsEnded(tx, { userId, ...(exceptSessionId ? { exceptSessionId } : {}) });
    });
  }
}
