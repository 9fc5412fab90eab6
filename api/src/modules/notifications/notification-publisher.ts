import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive, type LiveMessage } from "../live-topics.js";
import { User } from "../users/user.entity.js";
import { userJson, type NotificationAddedMessage, type NotificationChange } from "./notification-events.js";
import type { NotificationType } from "./notification.entity.js";
import { threadTitles } from "./thread-titles.js";
import { sqlArray } from "./sql-array.js";

/** Notifications written in a transaction; their live events commit with them. */
export interface NotificationBatch {
  ids: string[];
  /** The post's mention and reply notifications are mailed if still unseen after the delay. */
  mailsMissed?: boolean;
}

const CHUNK = 1000;

interface Row {
  id: string;
  type: NotificationType;
  content: string | null;
  seen: boolean;
  seen_at: Date | null;
  created_at: Date;
  related_post_id: string | null;
  related_thread_id: string | null;
  actor_id: string | null;
  recipient_id: string;
  unseen_count: number;
}

/**
 * Inside the transaction that wrote them: each notification goes live on its recipient's topic with the
 * recipient's new unseen count, once the transaction commits.
 */
export async function publishAdded(tx: EntityManager, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await tx.execute<Row[]>(
      `select n.id, n.type, n.content, n.seen, n.seen_at, n.created_at, n.related_post_id,
              n.related_thread_id, n.actor_id, n.recipient_id,
              (select count(*)::int from notifications c where c.recipient_id = n.recipient_id and not c.seen)
                as unseen_count
         from notifications n where n.id = any(?::bigint[])`,
      [sqlArray(ids.slice(start, start + CHUNK))],
    );
    const userIds = new Set(
      rows.flatMap((row) => [row.recipient_id, ...(row.actor_id ? [row.actor_id] : [])]),
    );
    const users = new Map(
      (await tx.find(User, { id: { $in: [...userIds] } }, { disableIdentityMap: true })).map((user) => [
        user.id,
        userJson(user),
      ]),
    );
    const titles = await threadTitles(
      tx,
      rows.flatMap((row) => row.related_thread_id ?? []),
    );
    const messages: LiveMessage[] = [];
    for (const row of rows) {
      const recipient = users.get(row.recipient_id);
      if (!recipient) continue;
      const event: NotificationAddedMessage = {
        notification: {
          id: String(row.id),
          type: row.type,
          content: row.content,
          seen: row.seen,
          seenAt: row.seen_at ? new Date(row.seen_at).toISOString() : null,
          createdAt: new Date(row.created_at).toISOString(),
          relatedPostId: row.related_post_id === null ? null : String(row.related_post_id),
          relatedThreadId: row.related_thread_id === null ? null : String(row.related_thread_id),
        },
        threadTitle:
          row.related_thread_id === null ? null : (titles.get(String(row.related_thread_id)) ?? null),
        actor: row.actor_id ? (users.get(row.actor_id) ?? null) : null,
        recipient,
        unseenCount: row.unseen_count,
      };
      messages.push(liveMessage("notificationAdded", row.recipient_id, event));
    }
    await publishLive(tx, messages);
  }
}

/** Inside the transaction that changed them: every tab of the member applies the change, with the new count. */
export async function publishChanged(
  tx: EntityManager,
  userId: string,
  ids: string[],
  change: NotificationChange,
): Promise<void> {
  const [{ unseen }] = await tx.execute<[{ unseen: number }]>(
    `select count(*)::int as unseen from notifications where recipient_id = ? and not seen`,
    [userId],
  );
  await publishLive(tx, [liveMessage("notificationsChanged", userId, { ids, change, unseenCount: unseen })]);
}
