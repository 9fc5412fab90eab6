import type { AddedNotification } from "../changes.js";
import type { ResumeContext } from "../app-module.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { liveMessage, publishLive } from "../live-topics.js";
import { shownMembers, type ShownMember } from "../users/member-reads.js";
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
  /** What their writer knows already, so their live events need not read it again. */
  known?: Known;
}

/** What the writer of notifications knows of what they name, from the facts it was given. */
export interface Known {
  /** The title of every thread they are about (the forum's facts name it). */
  threadTitles?: ReadonlyMap<string, string>;
  /** Members it has read already (held), as others see them: only the others are read. */
  members?: ReadonlyMap<string, ShownMember>;
}

const CHUNK = 1000;

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
  recipient_id: string;
  actor_id: string | null;
  unseen_count: number;
};

/** A notification's own columns; its members and its thread's title are their modules' to say. */
const MESSAGE_SELECT = `select n.id, n.type, n.content, n.message_key, n.message_args, n.seen, n.seen_at, n.created_at, n.group_started_at, n.related_post_id,
       n.related_thread_id, n.related_event_id, n.recipient_id, n.actor_id`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function userJson(member: ShownMember): UserJson {
  return {
    id: member.id,
    username: member.username,
    role: member.role,
    profilePicture: member.profilePicture,
    useDefaultAvatar: member.useDefaultAvatar,
    createdAt: iso(member.createdAt)!,
    lastActiveAt: iso(member.lastActiveAt),
  };
}

/** The recipients and actors of notifications as others see them: those not `known`, in one query. */
async function membersNamed(
  em: EntityManager,
  rows: Row[],
  known: ReadonlyMap<string, ShownMember> = new Map(),
): Promise<ReadonlyMap<string, ShownMember>> {
  const named = rows.flatMap((row) => (row.actor_id ? [row.recipient_id, row.actor_id] : [row.recipient_id]));
  const unknown = named.filter((id) => !known.has(id));
  return unknown.length === 0 ? known : new Map([...known, ...(await shownMembers(em, unknown))]);
}

/**
 * Each notification with everything a subscriber needs to answer its selection without another read: its
 * thread's title, its recipient and its actor (rows whose recipient is gone drop out).
 */
function addedMessages<R extends Row>(
  rows: R[],
  threadTitles: ReadonlyMap<string, string>,
  members: ReadonlyMap<string, ShownMember>,
): Array<[R, NotificationAddedMessage]> {
  return rows.flatMap((row): Array<[R, NotificationAddedMessage]> => {
    const recipient = members.get(row.recipient_id);
    if (!recipient) return [];
    const actor = row.actor_id ? members.get(row.actor_id) : undefined;
    const title = row.related_thread_id === null ? null : threadTitles.get(String(row.related_thread_id));
    return [[row, addedMessage(row, title ?? null, userJson(recipient), actor ? userJson(actor) : null)]];
  });
}

function addedMessage(
  row: Row,
  threadTitle: string | null,
  recipient: UserJson,
  actor: UserJson | null,
): NotificationAddedMessage {
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
    threadTitle,
    actor,
    recipient,
    unseenCount: row.unseen_count,
    // a grouped reaction's creation time moves each time it grows (notifyReaction)
    grown: row.group_started_at !== null && row.created_at > row.group_started_at,
  };
}

/**
 * Inside the transaction that wrote them: each notification goes live on its recipient's topic with the
 * recipient's new unseen count, once the transaction commits.
 */
export async function publishAdded(
  tx: EntityManager,
  ids: string[],
  known: Known = {},
): Promise<AddedNotification[]> {
  const added: AddedNotification[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await tx.execute<Row[]>(
      `${MESSAGE_SELECT},
              (select count(*)::int from notifications c where c.recipient_id = n.recipient_id and not c.seen)
                as unseen_count
         from notifications n where n.id = any(?::bigint[])`,
      [sqlArray(ids.slice(start, start + CHUNK))],
    );
    const members = await membersNamed(tx, rows, known.members);
    const messages = addedMessages(rows, known.threadTitles ?? new Map(), members);
    await publishLive(
      tx,
      messages.map(([row, message]) => liveMessage("notificationAdded", row.recipient_id, message)),
    );
    for (const [row] of messages) {
      const threadId = row.related_thread_id === null ? null : String(row.related_thread_id);
      const eventId = row.related_event_id === null ? null : String(row.related_event_id);
      added.push({ id: String(row.id), recipientId: row.recipient_id, type: row.type, threadId, eventId });
    }
  }
  return added;
}

/** How many missed notifications a resuming socket is sent: more than the bell and its list hold. */
const MISSED_ON_RESUME = 50;

/**
 * What members' sockets missed while they were away, for sockets returning together, in one statement
 * (and one each for the threads and the members they name): for each (member, cursor) in the order given, the newest
 * notifications after the cursor (notificationsAfterCursor), oldest first, each with the member's unseen
 * count now.
 */
export async function missedAdded(
  { em, services }: ResumeContext,
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
       from notifications n join missed m on m.id = n.id
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
  const [titles, members] = await Promise.all([
    services.threadTitles.titles(
      rows.flatMap((row) => (row.related_thread_id === null ? [] : [String(row.related_thread_id)])),
    ),
    membersNamed(em, rows),
  ]);
  for (const [row, message] of addedMessages(rows, titles, members)) missed[row.wanted]!.push(message);
  return missed.map((messages) => messages.reverse());
}

/**
 * Resuming sockets' unseen counts now, as changes with no ids (seen or deleted elsewhere meanwhile), in the
 * order of `userIds`, in one statement.
 */
export async function unseenNow(
  em: EntityManager,
  userIds: readonly string[],
): Promise<NotificationsChangedMessage[]> {
  const rows = await em.execute<Array<{ unseen: number }>>(
    `select (select count(*)::int from notifications n where n.recipient_id = w.id and not n.seen) as unseen
       from unnest(?::uuid[]) with ordinality as w (id, i)
      order by w.i`,
    [sqlArray(userIds)],
  );
  return rows.map(({ unseen }) => ({ ids: [], change: "seen", unseenCount: unseen }));
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
