import { canonicalIntegerId } from "../../core/ids.js";
import type { LiveResume, ResumeContext } from "../app-module.js";
import type { NotificationAddedMessage } from "./notification-events.js";
import { missedAdded, unseenNow } from "./notification-publisher.js";

/** What each returning socket missed after its cursor; a cursor that is no id replays nothing. */
async function missedSince(
  context: ResumeContext,
  wanted: ReadonlyArray<{ userId: string; after: string }>,
): Promise<NotificationAddedMessage[][]> {
  const ids = wanted.map(({ after }) => canonicalIntegerId(after));
  const read = wanted.flatMap((one, i) => (ids[i] ? [{ userId: one.userId, after: ids[i] }] : []));
  const missed = read.length > 0 ? await missedAdded(context, read) : [];
  let next = 0;
  return ids.map((id) => (id ? missed[next++]! : []));
}

/**
 * A member's page that comes back sends the newest notification it holds: its socket is sent what came
 * after it, then the unseen count now (which also covers what was seen or deleted elsewhere meanwhile),
 * with no second request (decision 106).
 */
export const notificationsResume: Record<string, LiveResume> = {
  notificationAdded: {
    missed: async (context, userId, after) => (await missedSince(context, [{ userId, after }]))[0]!,
    missedMany: missedSince,
    key: (event) => (event as NotificationAddedMessage).notification.id,
    // one that grew is news even under an id at or before the cursor; sent twice, the page keeps one
    held(event, after) {
      const { notification, grown } = event as NotificationAddedMessage;
      const cursor = canonicalIntegerId(after);
      return cursor !== null && !grown && BigInt(notification.id) <= BigInt(cursor);
    },
  },
  notificationsChanged: {
    missed: async ({ em }, userId) => [(await unseenNow(em, [userId]))[0]!],
    missedMany: async ({ em }, wanted) => {
      const counts = await unseenNow(
        em,
        wanted.map((one) => one.userId),
      );
      return counts.map((count) => [count]);
    },
  },
};
