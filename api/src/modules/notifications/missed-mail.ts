import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { JobContext } from "../app-module.js";
import { queueJob } from "../job-topics.js";
import { isLocale, localePath } from "@incident-watch/schema";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { claimMails, mailUnseen } from "./mail-recipients.js";
import type { MailRecipient } from "../users/users.service.js";

/** Inside the transaction that stores the post, so the check is queued exactly when the post is stored. */
export function queueMissedMail(
  uow: UnitOfWork,
  tx: EntityManager,
  postId: string,
  delaySeconds: number,
): Promise<void> {
  return queueJob(uow, tx, "notification-missed-mail", { postId }, delaySeconds);
}

/** The notifications mailed when still unseen; a new thread's is the thread's first post. */
const MISSED_TYPES = ["mention", "reply", "new_thread"] as const;
type MissedType = (typeof MISSED_TYPES)[number];
const HEADLINES = {
  mention: "mail.missed.mention",
  reply: "mail.missed.reply",
  new_thread: "mail.missed.newThread",
} as const satisfies Record<MissedType, string>;

/** Whether a post's notifications include one that is mailed while unseen. */
export const isMailedWhenMissed = (type: string): boolean =>
  (MISSED_TYPES as readonly string[]).includes(type);

interface Due {
  recipient_id: string;
  thread_id: string;
  type: MissedType;
  content: string | null;
  actor_id: string | null;
}

/** What mailing a missed notification uses of the app: the links' address and key, the mailer, the log. */
type MailDeps = Pick<AppDeps, "config" | "mailer" | "logger">;

/**
 * The mention, reply and new-thread notifications of one post that are still unseen are mailed, to members
 * who keep the mail on and have confirmed their address, at most once per member and thread an hour
 * (claimMails). A deleted post's notifications went with it (forPostDeleted), so none is of a deleted post.
 */
export async function mailMissedForPost(
  context: JobContext,
  { postId }: { postId: string },
): Promise<number> {
  const { deps, services } = context;
  const due = await claimMails<Due>(
    context,
    {
      columns: "n.recipient_id, n.related_thread_id as thread_id, n.type, n.content, n.actor_id",
      where: `n.related_post_id = ? and n.type = any(?::text[]) and not n.seen
              and n.related_thread_id is not null and coalesce(p.email_missed, true)`,
      params: [postId, `{${MISSED_TYPES.join(",")}}`],
    },
    { table: "notification_mails", key: "thread_id" },
  );
  const [titles, actors] = await Promise.all([
    services.threadTitles.titles(due.map((row) => String(row.thread_id))),
    services.users.usernames(due.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ]);
  for (const row of due) {
    const actor = row.actor_id ? actors.get(row.actor_id) : undefined;
    await sendMissedMail(deps, row, postId, { actor, thread: titles.get(String(row.thread_id)) });
  }
  return due.length;
}

async function sendMissedMail(
  deps: MailDeps,
  row: Due & { to: MailRecipient },
  postId: string,
  names: { actor: string | undefined; thread: string | undefined },
) {
  const threadId = String(row.thread_id);
  // in the member's language, and so is the page the link opens
  const locale = isLocale(row.to.language) ? row.to.language : "en";
  const t = mailTexts(locale);
  const link = `${deps.config.publicUrl}${localePath(locale, `/forum/thread/${threadId}`)}?highlight=${postId}`;
  const headline = t(HEADLINES[row.type], {
    actor: names.actor?.trim() || t("mail.missed.someone"),
    thread: names.thread?.trim() || t("mail.missed.aThread"),
  });
  const excerpt = row.content ? `\n\n  ${row.content}` : "";
  await mailUnseen(deps, {
    to: row.to.email,
    recipientId: row.recipient_id,
    locale,
    subject: headline,
    body: (unsubscribe) =>
      `${t("mail.missed.greeting", { username: row.to.username })}\n\n` +
      `${t("mail.missed.lead", { headline })}${excerpt}\n\n` +
      `${t("mail.missed.readIt")}\n${link}\n\n` +
      `${t("mail.missed.why")}\n${unsubscribe}\n`,
  });
}
