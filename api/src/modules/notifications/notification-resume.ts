import { canonicalIntegerId } from "../../core/ids.js";
import type { LiveResume } from "../app-module.js";
import type { NotificationAddedMessage } from "./notification-events.js";
import { missedAdded, missedAddedMany, unseenNow } from "./notification-publisher.js";

/**
 * A member's page that comes back sends the newest notification it holds: its socket is sent what came
 * after it, then the unseen count now (which also covers what was seen or deleted elsewhere meanwhile),
 * with no second request (decision 106).
 */
export const notificationsResume: Record<string, LiveResume> = {
  notificationAdded: {
    async missed(em, userId, after) {
      const id = canonicalIntegerId(after);
      return id ? missedAdded(em, userId, id) : [];
    },
    async missedMany(em, wanted) {
      const ids = wanted.map(({ after }) => canonicalIntegerId(after));
      const read = wanted.flatMap((one, i) => (ids[i] ? [{ userId: one.userId, after: ids[i] }] : []));
      const missed = read.length > 0 ? await missedAddedMany(em, read) : [];
      // cursors that are no id replay nothing, as missed() does
      return ids.map((id) => (id ? missed.shift()! : []));
    },
    key: (event) => (event as NotificationAddedMessage).notification.id,
    held(event, after) {
      const cursor = canonicalIntegerId(after);
      return cursor !== null && BigInt((event as NotificationAddedMessage).notification.id) <= BigInt(cursor);
    },
  },
  notificationsChanged: {
    missed: async (em, userId) => [await unseenNow(em, userId)],
  },
};
