import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppPubSub } from "../../infra/pubsub.js";
import type { Viewer } from "../../core/viewer.js";
import { ACTIVITY_RESOLUTION_MS } from "../users/activity.js";
import type { User } from "../users/user.entity.js";
import { Session } from "./session.entity.js";
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
  constructor(
    private readonly em: EntityManager,
    private readonly pubSub?: AppPubSub,
  ) {}

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

  /** The signed-in viewer for a token (one indexed lookup), or null when unknown, expired or ended. */
  async viewer(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const now = new Date();
    const session = await this.em.findOne(
      Session,
      { tokenHash: hashToken(token), expiresAt: { $gt: now } },
      { populate: ["user"] },
    );
    if (!session) return null;
    const { user } = session;
    if (!user.lastActiveAt || now.getTime() - user.lastActiveAt.getTime() >= ACTIVITY_RESOLUTION_MS) {
      user.lastActiveAt = now;
      await this.em.flush();
    }
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
    };
  }

  /** Ends the session of this token and closes its sockets; false when there was none. */
  async end(token: string | undefined): Promise<boolean> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return false;
    const ended = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(`delete from sessions where token_hash = ? returning id`, [
        hashToken(token),
      ]);
    if (ended.length > 0) this.announce({ sessionIds: ended.map((row) => row.id) });
    return ended.length > 0;
  }

  /** Ends every session of a member and closes their sockets at once (a ban). */
  async closeSessionsOf(userId: string): Promise<void> {
    await this.endAllOf(userId);
    this.announce({ userId });
  }

  /** Closes the sockets of sessions ended inside a transaction; call once it has committed. */
  announceEndedAllOf(userId: string, exceptSessionId?: string): void {
    this.announce({ userId, ...(exceptSessionId ? { exceptSessionId } : {}) });
  }

  private announce(event: Parameters<typeof announceSessionsEnded>[1]) {
    if (this.pubSub) announceSessionsEnded(this.pubSub, event);
  }

  /** Ends every session of the user except the one given (after a password change or reset). */
  async endAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    await this.em.nativeDelete(Session, {
      user: userId,
      ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
    });
  }
}
