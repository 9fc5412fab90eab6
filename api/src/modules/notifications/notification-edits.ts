import type { EntityManager } from "@mikro-orm/postgresql";
import type { NotificationBatch } from "./notification-publisher.js";
import { NOW_MS } from "./now-ms.js";
import { notificationSaid } from "@incident-watch/schema";
import { englishWords } from "./notification-words.js";

export interface PostChangeFacts {
  postId: string;
  threadId: string;
  threadTitle: string;
  editorId: string;
  editorName: string;
}

const changedSaid = (name: string, type: "reaction" | "quote") =>
  notificationSaid(
    type === "reaction" ? "notifications.said.changedReacted" : "notifications.said.changedQuoted",
    { name },
  );

/**
 * After a material edit (one that kept a revision): everyone who reacted to the post, or quoted it later
 * in its thread, is told, as a reaction or a quote notification, when they want that type. Reacting
 * counts over quoting; the editor is never told; an unseen notice of the same change is not repeated.
 */
const NOTIFY_CHANGED = `
  insert into notifications (recipient_id, type, content, message_key, message_args, actor_id, related_post_id,
                             related_thread_id, created_at)
  select k.user_id, k.type, case k.type when 'reaction' then ? else ? end,
         case k.type when 'reaction' then ? else ? end, ?::jsonb, ?, ?, ?, ${NOW_MS}
    from (select distinct on (user_id) user_id, type from (
            select r.user_id, 'reaction' as type, 1 as rank from forum_reactions r where r.post_id = ?
            union all
            select q.author_id, 'quote', 2 from forum_posts q, forum_posts p
             where p.id = ? and q.thread_id = p.thread_id and q.number > p.number and not q.is_deleted
               and q.author_id is not null and strpos(q.markdown, '[quote=' || p.id || ']') > 0) engaged
          order by user_id, rank) k
    left join notification_preferences prefs on prefs.user_id = k.user_id
   where k.user_id <> ?
     and coalesce(case k.type when 'reaction' then prefs.reaction else prefs.quote end, true)
     and not exists (select 1 from notifications n
                      where n.recipient_id = k.user_id and n.related_post_id = ? and n.type = k.type
                        and not n.seen and n.content = case k.type when 'reaction' then ? else ? end)
  returning id`;

export async function notifyPostChanged(
  tx: EntityManager,
  facts: PostChangeFacts,
): Promise<NotificationBatch> {
  const [reactedSaid, quotedSaid] = [
    changedSaid(facts.editorName, "reaction"),
    changedSaid(facts.editorName, "quote"),
  ];
  const [reacted, quoted] = [englishWords(reactedSaid), englishWords(quotedSaid)];
  const rows = await tx
    .getConnection()
    .execute<Array<{ id: string }>>(
      NOTIFY_CHANGED,
      [
        reacted,
        quoted,
        reactedSaid.key,
        quotedSaid.key,
        JSON.stringify({ name: facts.editorName }),
        facts.editorId,
        facts.postId,
        facts.threadId,
        facts.postId,
        facts.postId,
        facts.editorId,
        facts.postId,
        reacted,
        quoted,
      ],
      "all",
      tx.getTransactionContext(),
    );
  return {
    ids: rows.map((row) => String(row.id)),
    known: { threadTitles: new Map([[facts.threadId, facts.threadTitle]]) },
  };
}
