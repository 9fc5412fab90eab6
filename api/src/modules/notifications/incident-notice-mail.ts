import { isLocale, localePath } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { sqlArray } from "../../db/sql-array.js";
import type { JobContext } from "../app-module.js";
import { claimedHourly, MAILED_RECIPIENT, mailUnseen } from "./mail-recipients.js";
import { notificationWords, type StoredWords } from "./notification-words.js";

interface Due extends StoredWords {
  recipient_id: string;
  event_id: string;
  email: string;
  username: string;
  language: string;
}

type MailDeps = Pick<AppDeps, "config" | "mailer" | "logger">;

/**
 * The notices of followed incidents (`ids`) still unseen a while after they were written are mailed, as a
 * missed mention is: to members who keep those mails and incident notices on and confirmed their address,
 * at most once per member and incident an hour (the claim and the check are one statement, so two
 * instances never both mail). A notice grouped since ("3 changes to …") is mailed as it reads now.
 */
export async function mailUnseenIncidentNotices(
  { em, deps }: Pick<JobContext, "em"> & { deps: MailDeps },
  { ids }: { ids: string[] },
): Promise<number> {
  const due = await em.getConnection().execute<Due[]>(
    `with due as (
       select n.recipient_id, n.related_event_id as event_id, n.message_key, n.message_args, n.content,
              u.email, u.username, u.language
         from notifications n
         ${MAILED_RECIPIENT}
        where n.id = any(?::bigint[]) and n.type = 'incident' and not n.seen and n.related_event_id is not null
          and coalesce(p.email_missed, true) and coalesce(p.incident, true)
     ), ${claimedHourly("incident_notice_mails", "event_id")}
     select due.* from due join claimed using (recipient_id, event_id)`,
    [sqlArray(ids)],
  );
  for (const row of due) await sendNoticeMail(deps, row);
  return due.length;
}

async function sendNoticeMail(deps: MailDeps, row: Due) {
  // in the member's language, and so is the page the link opens
  const locale = isLocale(row.language) ? row.language : "en";
  const t = mailTexts(locale);
  const said = notificationWords(locale, row) ?? "";
  const link = `${deps.config.publicUrl}${localePath(locale, `/incident/${row.event_id}`)}`;
  await mailUnseen(deps, {
    to: row.email,
    recipientId: row.recipient_id,
    locale,
    subject: said,
    body: (unsubscribe) =>
      `${t("mail.missed.greeting", { username: row.username })}\n\n${said}\n\n` +
      `${t("mail.missed.readIt")}\n${link}\n\n` +
      `${t("mail.missed.why")}\n${unsubscribe}\n`,
  });
}
