import type { AddedNotification } from "../changes.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive } from "../live-topics.js";
import type {
  NotificationAddedMessage,
  NotificationChange,
  NotificationsChangedMessage,
  UserJson,
} from "./notification-events.js";
import type { NotificationType } from "./notification.entity.js";
import { sqlArray } from "../../db/sql-array.js";
import { notificationsAfterCursor } from "./notifications-after.queries.js";

/** Notifications written in a transaction; their live events commit with them. */
export interface NotificationBatch {
  ids: string[];
  /** The post's mention and reply notifications are mailed if still unseen after the delay. */
  mailsMissed?: boolean;
}

const CHUNK = 1000;

/** A user's columns as a notification's row carries them, prefixed (`r_` the recipient, `a_` the actor). */
interface UserColumns {
  id: string;
  username: string;
  role: UserJson["role"];
  profile_picture: string | null;
  use_default_avatar: boolean;
  created_at: Date;
  last_active_at: Date | null;
}

type Prefixed<P extends string, T> = { [K in keyof T as `${P}${K & string}`]: T[K] };

type Row = {
  id: string;
  type: NotificationType;
  content: string | null;
  message_key: string | null;
  message_args: Record<string, string | number>;
  seen: boolean;
  seen_at: Date | null;
  created_at: Date;
  group_started_at: Date | null;
  related_post_id: string | null;
  related_thread_id: string | null;
  related_event_id: string | null;
  thread_title: string | null;
  unseen_count: number;
} & Prefixed<"r_", UserColumns> &
  Prefixed<"a_", { [K in keyof UserColumns]: UserColumns[K] | null }>;

const userColumns = (alias: string) =>
  ["id", "username", "role", "profile_picture", "use_default_avatar", "created_at", "last_active_at"]
    .map((column) => `${alias}.${column} as ${alias}_${column}`)
    .join(", ");

/**
 * A notification with everything a subscriber needs to answer its selection without another read: its
 * recipient (rows whose recipient is gone drop out), its actor and its thread's title, in one statement.
 */
const MESSAGE_SELECT = `select n.id, n.type, n.content, n.message_key, n.message_args, n.seen, n.seen_at, n.created_at, n.group_started_at, n.related_post_id,
       n.related_thread_id, n.related_event_id, t.title as thread_title, ${userColumns("r")}, ${userColumns("a")}`;
const MESSAGE_FROM = `from notifications n
  join users r on r.id = n.recipient_id
  left join users a on a.id = n.actor_id
  left join forum_threads t on t.id = n.related_thread_id`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function userOf(row: Row, prefix: "r_" | "a_"): UserJson | null {
  const column = <K extends keyof UserColumns>(name: K) =>
    (row as unknown as Record<string, UserColumns[K]>)[`${prefix}${name}`]!;
  if (column("id") === null) return null;
  return {
    id: column("id"),
    username: column("username"),
    role: column("role"),
    profilePicture: column("profile_picture"),
    useDefaultAvatar: column("use_default_avatar"),
    createdAt: iso(column("created_at"))!,
    lastActiveAt: iso(column("last_active_at")),
  };
}

function addedMessage(row: Row): NotificationAddedMessage {
  return {
    notification: {
      id: String(row.id),
      type: row.type,
      content: row.content,
      messageKey: row.message_key,
      messageArgs: row.message_args,
      seen: row.seen,
      seenAt: iso(row.seen_at),
      createdAt: iso(row.created_at)!,
      relatedPostId: row.related_post_id === null ? null : String(row.related_post_id),
      relatedThreadId: row.related_thread_id === null ? null : String(row.related_thread_id),
      relatedEventId: row.related_event_id === null ? null : String(row.related_event_id),
    },
    threadTitle: row.thread_title,
    actor: userOf(row, "a_"),
    recipient: userOf(row, "r_")!,
    unseenCount: row.unseen_count,
    // a grouped reaction's creation time moves each time it grows (notifyReaction)
    grown: row.group_started_at !== null && row.created_at > row.group_started_at,
  };
}

/**
 * Inside the transaction that wrote them: each notification goes live on its recipient's topic with the
 * recipient's new unseen count, once the transaction commits.
 */
export async function publishAdded(tx: EntityManager, ids: string[]): Promise<AddedNotification[]> {
  const added: AddedNotification[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await tx.execute<Row[]>(
      `${MESSAGE_SELECT},
              (select count(*)::int from notifications c where c.recipient_id = n.recipient_id and not c.seen)
                as unseen_count
         ${MESSAGE_FROM} where n.id = any(?::bigint[])`,
      [sqlArray(ids.slice(start, start + CHUNK))],
    );
    await publishLive(
      tx,
      rows.map((row) => liveMessage("notificationAdded", row.r_id, addedMessage(row))),
    );
    for (const row of rows) {
      const threadId = row.related_thread_id === null ? null : String(row.related_thread_id);
      const eventId = row.related_event_id === null ? null : String(row.related_event_id);
      added.push({ id: String(row.id), recipientId: row.r_id, type: row.type, threadId, eventId });
    }
  }
  return added;
}

/** How many missed notifications a resuming socket is sent: more than the bell and its list hold. */
const MISSED_ON_RESUME = 50;

/**
 * What members' sockets missed while they were away, for sockets returning together, in one statement:
 * for each (member, cursor) in the order given, the newest notifications after the cursor
 * (notificationsAfterCursor), oldest first, each with the member's unseen count now.
 */
export async function missedAdded(
  em: EntityManager,
  wanted: ReadonlyArray<{ userId: string; after: string }>,
): Promise<NotificationAddedMessage[][]> {
  const rows = await em.execute<Array<Row & { wanted: number }>>(
    `with wanted (i, recipient, after) as (select * from unnest(?::int[], ?::uuid[], ?::bigint[])),
     missed as (
       select w.i, w.recipient, x.id from wanted w cross join lateral (${notificationsAfterCursor("desc")}) x
     )
     ${MESSAGE_SELECT}, m.i as wanted,
            (select count(*)::int from notifications c where c.recipient_id = m.recipient and not c.seen)
              as unseen_count
       ${MESSAGE_FROM} join missed m on m.id = n.id
      order by m.i, n.created_at desc, n.id desc`,
    [
      sqlArray(wanted.map((_, i) => String(i))),
      sqlArray(wanted.map((one) => one.userId)),
      sqlArray(wanted.map((one) => one.after)),
      MISSED_ON_RESUME,
      MISSED_ON_RESUME,
      MISSED_ON_RESUME,
    ],
  );
  const missed = wanted.map((): NotificationAddedMessage[] => []);
  for (const row of rows) missed[row.wanted]!.push(addedMessage(row));
  return missed.map((messages) => messages.reverse());
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
