import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../users/user.entity.js";
import { Session } from "./session.entity.js";
import { announceSessionsEnded } from "./session-events.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";

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
  constructor(private readonly uow: UnitOfWork) {}

  /** Starts a session and returns its token (shown once to the client); the member's expired ones go. */
  async start(user: Pick<User, "id">): Promise<string> {
    const token = newToken();
    const now = new Date();
    await this.uow.run(async (tx) => {
      await tx.nativeDelete(Session, { user: user.id, expiresAt: { $lte: now } });
      tx.create(Session, {
        user: tx.getReference(User, user.id),
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
    });
    return token;
  }

  /** Ends the session of this token and closes its sockets; false when there was none. */
  async end(token: string | undefined): Promise<boolean> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    return this.uow.run(async (tx) => {
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
   * transaction `tx`; their sockets close once it commits.
   */
  async endAllOf(tx: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
    await tx.nativeDelete(Session, {
      user: userId,
      ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
    });
    await announceSessionsEnded(tx, { userId, ...(exceptSessionId ? { exceptSessionId } : {}) });
  }
}
