import type { AppPubSub } from "../../infra/pubsub.js";

/** Sessions ended somewhere: every instance closes the sockets opened with them. */
export const SESSIONS_ENDED = "sessionsEnded";

export type SessionsEnded = { sessionIds: string[] } | { userId: string; exceptSessionId?: string };

export function announceSessionsEnded(pubSub: AppPubSub, event: SessionsEnded): void {
  pubSub.publish(SESSIONS_ENDED, event);
}
