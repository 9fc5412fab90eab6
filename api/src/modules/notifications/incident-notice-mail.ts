import { isLocale, localePath } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { sqlArray } from "../../db/sql-array.js";
import type { JobContext } from "../app-module.js";
import { claimMails, mailUnseen } from "./mail-recipients.js";
import type { MailRecipient } from "../users/users.service.js";
import { notificationWords, type StoredWords } from "./notification-words.js";

interface Due extends StoredWords {
  recipient_id: string;
  event_id: string;
}

type MailDeps = Pick<AppDeps, "config" | "mailer" | "logger">;

/**
 * The notices of followed incidents (`ids`) still unseen a while after they were written are mailed, as a
 * missed mention is: to members who keep those mails and incident notices on and confirmed their address,
 * at most once per member and incident an hour (the claim and the check are one statement, so two
 * instances never both mail). A notice grouped since ("3 changes to …") is mailed as it reads now.
 */
export async function mailUnseenIncidentNotices(
  context: JobContext,
  { ids }: { ids: string[] },
): Promise<number> {
  const due = await claimMails<Due>(
    context,
    {
      columns: "n.recipient_id, n.related_event_id as event_id, n.message_key, n.message_args, n.content",
      where: `n.id = any(?::bigint[]) and n.type = 'incident' and not n.seen and n.related_event_id is not null
              and coalesce(p.email_missed, true) and coalesce(p.incident, true)`,
      params: [sqlArray(ids)],
    },
    { table: "incident_notice_mails", key: "event_id" },
  );
  for (const row of due) await sendNoticeMail(context.deps, row);
  return due.length;
}

async function sendNoticeMail(deps: MailDeps, row: Due & { to: MailRecipient }) {
  // in the member's language, and so is the page the link opens
  const locale = isLocale(row.to.language) ? row.to.language : "en";
  const t = mailTexts(locale);
  const said = notificationWords(locale, row) ?? "";
  const link = `${deps.config.publicUrl}${localePath(locale, `/incident/${row.event_id}`)}`;
  await mailUnseen(deps, {
    to: row.to.email,
    recipientId: row.recipient_id,
    locale,
    subject: said,
    body: (unsubscribe) =>
      `${t("mail.missed.greeting", { username: row.to.username })}\n\n${said}\n\n` +
      `${t("mail.missed.readIt")}\n${link}\n\n` +
      `${t("mail.missed.why")}\n${unsubscribe}\n`,
  });
}
