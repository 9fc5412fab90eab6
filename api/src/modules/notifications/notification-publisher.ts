import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive } from "../live-topics.js";
import { User } from "../users/user.entity.js";
import {
  userJson,
  type NotificationAddedMessage,
  type NotificationChange,
  type NotificationsChangedMessage,
} from "./notification-events.js";
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

const COLUMNS = `n.id, n.type, n.content, n.seen, n.seen_at, n.created_at, n.related_post_id,
  n.related_thread_id, n.actor_id, n.recipient_id`;

/** What a subscriber needs to answer its selection, for each row whose recipient still exists. */
async function addedMessages(em: EntityManager, rows: Row[]): Promise<NotificationAddedMessage[]> {
  const userIds = new Set(rows.flatMap((row) => [row.recipient_id, ...(row.actor_id ? [row.actor_id] : [])]));
  const users = new Map(
    (await em.find(User, { id: { $in: [...userIds] } }, { disableIdentityMap: true })).map((user) => [
      user.id,
      userJson(user),
    ]),
  );
  const titles = await threadTitles(
    em,
    rows.flatMap((row) => row.related_thread_id ?? []),
  );
  return rows.flatMap((row) => {
    const recipient = users.get(row.recipient_id);
    if (!recipient) return [];
    return {
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
  });
}

/**
 * Inside the transaction that wrote them: each notification goes live on its recipient's topic with the
 * recipient's new unseen count, once the transaction commits.
 */
export async function publishAdded(tx: EntityManager, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await tx.execute<Row[]>(
      `select ${COLUMNS},
              (select count(*)::int from notifications c where c.recipient_id = n.recipient_id and not c.seen)
                as unseen_count
         from notifications n where n.id = any(?::bigint[])`,
      [sqlArray(ids.slice(start, start + CHUNK))],
    );
    const messages = await addedMessages(tx, rows);
    await publishLive(
      tx,
      messages.map((message) => liveMessage("notificationAdded", message.recipient.id, message)),
    );
  }
}

/** How many missed notifications a resuming socket is sent: more than the bell and its list hold. */
export const MISSED_ON_RESUME = 50;

/**
 * What a member's socket missed while it was away: the newest notifications after `after` (ids grow with
 * creation), oldest first, each with the member's unseen count now; one range of the catch-up index.
 */
export async function missedAdded(
  em: EntityManager,
  userId: string,
  after: string,
): Promise<NotificationAddedMessage[]> {
  const rows = await em.execute<Row[]>(
    `select ${COLUMNS},
            (select count(*)::int from notifications c where c.recipient_id = ? and not c.seen) as unseen_count
       from notifications n where n.recipient_id = ? and n.id > ? order by n.id desc limit ?`,
    [userId, userId, after, MISSED_ON_RESUME],
  );
  return addedMessages(em, rows.reverse());
}

/** A resuming socket's unseen count now, as a change with no ids: seen or deleted elsewhere meanwhile. */
export async function unseenNow(em: EntityManager, userId: string): Promise<NotificationsChangedMessage> {
  return { ids: [], change: "seen", unseenCount: await unseenCount(em, userId) };
}

async function unseenCount(em: EntityManager, userId: string): Promise<number> {
  const [{ unseen }] = await em.execute<[{ unseen: number }]>(
    `select count(*)::int as unseen from notifications where recipient_id = ? and not seen`,
    [userId],
  );
  return unseen;
}

/** Inside the transaction that changed them: every tab of the member applies the change, with the new count. */
export async function publishChanged(
  tx: EntityManager,
  userId: string,
  ids: string[],
  change: NotificationChange,
): Promise<void> {
  const unseen = await unseenCount(tx, userId);
  await publishLive(tx, [liveMessage("notificationsChanged", userId, { ids, change, unseenCount: unseen })]);
}
