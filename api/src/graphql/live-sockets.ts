import type { LocalPubSub } from "../infra/live/live-events.js";
import type { Logger } from "../infra/logger.js";
import type { LivePresence } from "../infra/live/live-presence.js";
import { liveTopics, type LiveTopics } from "../modules/live-topics.js";

/** graphql-ws's close code for an unauthorised socket; clients do not retry with the same token. */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: "Session ended" } as const;
/** A member's socket past their limit of open sockets; the older ones stay open. */
export const TOO_MANY_SOCKETS_CLOSE = { code: 4429, reason: "Too many live connections" } as const;

interface OpenSocket {
  userId: string;
  sessionId: string;
  /** The session's own end: the socket is closed then, as at a logout. */
  expiresAt?: Date;
  close(): void;
}

// what the topic map says a session's end carries; who ends sessions (auth) is no concern of the transport
type SessionsEndedMessage = LiveTopics["sessionsEnded"];

// setTimeout's longest delay (about 24.8 days); sessions are shorter
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in sockets of this instance by session and by user, so that ending a session anywhere
 * (logout, password change, ban: announced through the pub/sub) closes its sockets here, and a socket
 * whose session runs out is closed when it does.
 */
export class LiveSockets {
  private readonly byUser = new Map<string, Set<OpenSocket>>();
  private stopListening: (() => void) | undefined;

  /** `presence` hears of each member's first socket here and of their last one closing. */
  constructor(private readonly presence?: LivePresence) {}

  add(socket: OpenSocket): () => void {
    let sockets = this.byUser.get(socket.userId);
    if (!sockets) {
      this.byUser.set(socket.userId, (sockets = new Set()));
      this.presence?.arrive(socket.userId);
    }
    sockets.add(socket);
    const expiry = socket.expiresAt
      ? setTimeout(socket.close, Math.min(MAX_TIMER_MS, Math.max(0, socket.expiresAt.getTime() - Date.now())))
      : undefined;
    expiry?.unref();
    return () => {
      clearTimeout(expiry);
      sockets.delete(socket);
      if (sockets.size === 0 && this.byUser.get(socket.userId) === sockets) {
        this.byUser.delete(socket.userId);
        this.presence?.leave(socket.userId);
      }
    };
  }

  /** How many sockets the member holds open on this instance. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  close(event: SessionsEndedMessage): void {
    if ("sessionIds" in event) {
      const ended = new Set(event.sessionIds);
      for (const sockets of this.byUser.values()) {
        for (const socket of sockets) if (ended.has(socket.sessionId)) socket.close();
      }
      return;
    }
    for (const socket of this.byUser.get(event.userId) ?? []) {
      if (socket.sessionId !== event.exceptSessionId) socket.close();
    }
  }

  /** Follows session endings announced by any instance until stop(). */
  listen(pubSub: LocalPubSub, logger: Logger): void {
    const events = pubSub.subscribe(liveTopics.sessionsEnded);
    this.stopListening = () => void events.return?.();
    void (async () => {
      try {
        for await (const event of events) this.close(event as SessionsEndedMessage);
      } catch (error) {
        logger.error("Session-end listener stopped", { error: String(error) });
      }
    })();
  }

  stop(): void {
    this.stopListening?.();
  }
}
