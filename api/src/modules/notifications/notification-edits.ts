import type { EntityManager } from "@mikro-orm/postgresql";
import type { NotificationBatch } from "./notification-publisher.js";
import { NOW_MS } from "./now-ms.js";
import { notificationSaid } from "@incident-watch/schema";
import { englishWords } from "./notification-words.js";
import { sqlArray } from "../../db/sql-array.js";
import { holdMembers } from "../users/member-reads.js";

/** What the forum tells the notifications about a material edit, inside its transaction. */
export interface PostChangeFacts {
  postId: string;
  threadId: string;
  threadTitle: string;
  /** Who reacted to the post. */
  reactorIds: readonly string[];
  /** The authors of the later posts standing in its thread that quote it. */
  quoterIds: readonly string[];
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
            select unnest(?::uuid[]) as user_id, 'reaction' as type, 1 as rank
            union all select unnest(?::uuid[]), 'quote', 2) engaged
          order by user_id, rank) k
    left join notification_preferences prefs on prefs.user_id = k.user_id
   where k.user_id <> ?
     and coalesce(case k.type when 'reaction' then prefs.reaction else prefs.quote end, true)
     and not exists (select 1 from notifications n
                      where n.recipient_id = k.user_id and n.related_post_id = ? and n.type = k.type
                        and not n.seen and n.content = case k.type when 'reaction' then ? else ? end)
  returning id`;

/** One statement for everyone told, after one that holds them (the forum read them in this transaction). */
export async function notifyPostChanged(
  tx: EntityManager,
  facts: PostChangeFacts,
): Promise<NotificationBatch> {
  if (facts.reactorIds.length + facts.quoterIds.length === 0) return { ids: [] };
  const held = await holdMembers(tx, [...facts.reactorIds, ...facts.quoterIds, facts.editorId]);
  const standing = (ids: readonly string[]) => sqlArray(ids.filter((id) => held.has(id)));
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
        standing(facts.reactorIds),
        standing(facts.quoterIds),
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
    known: { threadTitles: new Map([[facts.threadId, facts.threadTitle]]), members: held },
  };
}
