import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive } from "../live-topics.js";

/** Sessions ended somewhere: every instance closes the sockets opened with them. */
export type SessionsEndedMessage = { sessionIds: string[] } | { userId: string; exceptSessionId?: string };

/** Inside the transaction that ends the sessions: their sockets close once it commits. */
export function announceSessionsEnded(tx: EntityManager, event: SessionsEndedMessage): Promise<void> {
  return publishLive(tx, [liveMessage("sessionsEnded", undefined, event)]);
}
