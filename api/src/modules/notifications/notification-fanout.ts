import type { EntityManager } from "@mikro-orm/postgresql";
import { notificationSaid, ownWords, type NotificationSaid } from "@incident-watch/schema";
import type { NotificationBatch } from "./notification-publisher.js";
import type { NotificationType } from "./notification.entity.js";
import { sqlArray } from "../../db/sql-array.js";
import { NOW_MS } from "./now-ms.js";
import { englishWords } from "./notification-words.js";
import { isMailedWhenMissed } from "./missed-mail.js";
import { holdMembers, type ShownMember } from "../users/member-reads.js";

/** What the forum tells the notifications about a new post, inside the transaction that stores it. */
export interface PostFacts {
  postId: string;
  threadId: string;
  /** The thread's title now, named beside the notification. */
  threadTitle: string;
  /** The thread's category (null when it has none): its watchers hear of a new thread. */
  categoryId?: string | null;
  authorId: string;
  /** A short plain-text excerpt shown in the bell. */
  content: string;
  /** Authors of the posts this one quotes. */
  quotedAuthorIds?: readonly string[];
  /** Members named with @username in it. */
  mentionedUserIds?: readonly string[];
  /** The opening post of a new thread: its category's watchers hear of it, its author starts watching. */
  opensThread?: boolean;
}

export interface ReactionFacts {
  postId: string;
  threadId: string;
  threadTitle: string;
  postAuthorId: string;
  reactorId: string;
  reactorName: string;
}

/** Types another module may send with notify(); the forum's types are decided here from the facts. */
export type DirectNotificationType = Extract<
  NotificationType,
  "report_update" | "ban" | "unban" | "other" | "saved_search"
>;

export interface DirectNotification {
  recipientId: string;
  type: DirectNotificationType;
  /** What it says, worded in the reader's language wherever it is read. */
  said: NotificationSaid;
  actorId?: string | null;
}

const REACTION_GROUP_WINDOW = "1 hour";

/**
 * One notification per recipient for a post: mention over quote over reply (watchers of the thread) over
 * new thread (watchers of its category), each only when the recipient wants that type, never to the
 * author. A member who muted the thread, or its category and chose no level for the thread, hears only a
 * mention. One statement whatever the number of watchers, after one that holds the members the post
 * names (a watcher's follows go with the member). Posting watches the thread unless the author already
 * chose a level for it.
 */
export async function notifyPost(tx: EntityManager, facts: PostFacts): Promise<NotificationBatch> {
  const connection = tx.getConnection();
  const ctx: unknown = tx.getTransactionContext();
  const excerpt = ownWords(facts.content);
  const opens = facts.opensThread ?? false;
  const named = [...(facts.mentionedUserIds ?? []), ...(facts.quotedAuthorIds ?? [])];
  // named when the post was written: one deleted since is left out
  const held: ReadonlyMap<string, ShownMember> =
    named.length > 0 ? await holdMembers(tx, [...named, facts.authorId]) : new Map();
  const standing = (ids: readonly string[] = []) => sqlArray(ids.filter((id) => held.has(id)));
  const rows = await connection.execute<Array<{ id: string; type: NotificationType }>>(
    `with candidates (user_id, type, rank) as (
       select unnest(?::uuid[]), 'mention', 1
       union all select unnest(?::uuid[]), 'quote', 2
       union all select f.user_id, 'reply', 3 from follows f
                  where f.subject_kind = 'thread' and f.subject_id = ? and f.level = 'watching' and not ?::boolean
       union all select f.user_id, 'new_thread', 4 from follows f
                  where f.subject_kind = 'category' and f.subject_id = ? and f.level = 'watching' and ?::boolean
     ), wanted as (
       select distinct on (c.user_id) c.user_id, c.type
         from candidates c
         left join notification_preferences p on p.user_id = c.user_id
         left join follows thread_level
                on thread_level.user_id = c.user_id and thread_level.subject_kind = 'thread'
               and thread_level.subject_id = ?
         left join follows category_level
                on category_level.user_id = c.user_id and category_level.subject_kind = 'category'
               and category_level.subject_id = ?
        where c.user_id <> ?
          and (c.type = 'mention' or coalesce(thread_level.level, category_level.level, 'normal') <> 'muted')
          and case c.type when 'mention' then coalesce(p.mention, true)
                          when 'quote' then coalesce(p.quote, true)
                          when 'reply' then coalesce(p.reply, true)
                          else true end
        order by c.user_id, c.rank
     )
     insert into notifications (recipient_id, type, content, message_key, message_args, actor_id, related_post_id,
                                related_thread_id, created_at)
     select user_id, type, ?, ?, ?::jsonb, ?, ?, ?, ${NOW_MS} from wanted
     returning id, type`,
    [
      standing(facts.mentionedUserIds),
      standing(facts.quotedAuthorIds),
      facts.threadId,
      opens,
      facts.categoryId ?? null,
      opens,
      facts.threadId,
      facts.categoryId ?? null,
      facts.authorId,
      facts.content,
      excerpt.key,
      JSON.stringify(excerpt.args),
      facts.authorId,
      facts.postId,
      facts.threadId,
    ],
    "all",
    ctx,
  );
  await connection.execute(
    `insert into follows (user_id, subject_kind, subject_id, level) values (?, 'thread', ?, 'watching')
     on conflict do nothing`,
    [facts.authorId, facts.threadId],
    "run",
    ctx,
  );
  const mailed = rows.some((row) => isMailedWhenMissed(row.type));
  return {
    ids: rows.map((row) => String(row.id)),
    ...(mailed ? { mailsMissed: true } : {}),
    known: { threadTitles: new Map([[facts.threadId, facts.threadTitle]]), members: held },
  };
}

/** "alice and 3 others reacted to your post": the latest of those who reacted and how many others did. */
export const reactionSaid = (name: string, reactors: number): NotificationSaid =>
  reactors <= 1
    ? notificationSaid("notifications.said.reaction", { name })
    : notificationSaid("notifications.said.reactionWithOthers", { name, others: reactors - 1 });

/**
 * Reactions to one post within an hour of the first grow one notification ("alice and 3 others reacted
 * to your post"), which comes back unseen and on top. Reacting to one's own post notifies nobody, nor does
 * reacting to the post of a member deleted since.
 */
export async function notifyReaction(tx: EntityManager, facts: ReactionFacts): Promise<NotificationBatch> {
  if (facts.reactorId === facts.postAuthorId) return { ids: [] };
  const connection = tx.getConnection();
  const ctx: unknown = tx.getTransactionContext();
  const held = await holdMembers(tx, [facts.postAuthorId, facts.reactorId]);
  if (!held.has(facts.postAuthorId)) return { ids: [] };
  // whether the author wants it, and the hour's group it joins, held until the transaction ends
  const [found] = await connection.execute<
    [{ wants: boolean; id: string | null; actor_ids: string[] | null }]
  >(
    `select coalesce((select reaction from notification_preferences where user_id = ?), true) as wants,
            g.id, g.actor_ids
       from (select 1) one
       left join lateral (select id, actor_ids from notifications
                           where recipient_id = ? and type = 'reaction' and related_post_id = ?
                             and group_started_at > now() - interval '${REACTION_GROUP_WINDOW}'
                           order by group_started_at desc limit 1 for update) g on true`,
    [facts.postAuthorId, facts.postAuthorId, facts.postId],
    "all",
    ctx,
  );
  if (!found.wants) return { ids: [] };
  const group = found.id === null ? null : { id: found.id, actorIds: found.actor_ids ?? [] };
  const actors = [facts.reactorId, ...(group?.actorIds ?? []).filter((id) => id !== facts.reactorId)];
  const said = reactionSaid(facts.reactorName, actors.length);
  const [content, args] = [englishWords(said), JSON.stringify(said.args)];
  const [row] = group
    ? await connection.execute<Array<{ id: string }>>(
        `update notifications set content = ?, message_key = ?, message_args = ?::jsonb, actor_id = ?,
                actor_ids = ?::uuid[], seen = false, seen_at = null, created_at = ${NOW_MS}
          where id = ? returning id`,
        [content, said.key, args, facts.reactorId, sqlArray(actors), group.id],
        "all",
        ctx,
      )
    : await connection.execute<Array<{ id: string }>>(
        `insert into notifications (recipient_id, type, content, message_key, message_args, actor_id, actor_ids,
                                    related_post_id, related_thread_id, group_started_at, created_at)
         values (?, 'reaction', ?, ?, ?::jsonb, ?, ?::uuid[], ?, ?, now(), ${NOW_MS}) returning id`,
        [
          facts.postAuthorId,
          content,
          said.key,
          args,
          facts.reactorId,
          sqlArray(actors),
          facts.postId,
          facts.threadId,
        ],
        "all",
        ctx,
      );
  return {
    ids: row ? [String(row.id)] : [],
    known: { threadTitles: new Map([[facts.threadId, facts.threadTitle]]), members: held },
  };
}

/** One notification to one member (moderation: report_update, ban, unban), always delivered. */
export async function notifyDirect(
  em: EntityManager,
  notice: DirectNotification,
): Promise<NotificationBatch> {
  if (notice.actorId && notice.actorId === notice.recipientId) return { ids: [] };
  const rows = await em.getConnection().execute<Array<{ id: string }>>(
    `insert into notifications (recipient_id, type, content, message_key, message_args, actor_id, created_at)
     values (?, ?, ?, ?, ?::jsonb, ?, ${NOW_MS}) returning id`,
    [
      notice.recipientId,
      notice.type,
      englishWords(notice.said),
      notice.said.key,
      JSON.stringify(notice.said.args),
      notice.actorId ?? null,
    ],
    "all",
    em.getTransactionContext(),
  );
  return { ids: rows.map((row) => String(row.id)) };
}

/** A deleted post is no longer seen by anyone: its notifications go, and each recipient's tabs are told. */
export async function removeForPost(tx: EntityManager, postId: string): Promise<RemovedNotifications> {
  const rows = await tx
    .getConnection()
    .execute<Array<{ id: string; recipient_id: string }>>(
      `delete from notifications where related_post_id = ? returning id, recipient_id`,
      [postId],
      "all",
      tx.getTransactionContext(),
    );
  const byRecipient: RemovedNotifications = new Map();
  for (const row of rows) {
    byRecipient.set(row.recipient_id, [...(byRecipient.get(row.recipient_id) ?? []), String(row.id)]);
  }
  return byRecipient;
}

/** Removed notification ids by recipient. */
export type RemovedNotifications = Map<string, string[]>;
