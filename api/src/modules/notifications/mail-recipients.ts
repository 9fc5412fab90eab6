import type { Locale } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { sqlArray } from "../../db/sql-array.js";
import type { JobContext } from "../app-module.js";
import type { MailRecipient } from "../users/users.service.js";
import { unsubscribeUrl } from "./mail-links.js";

/** Notifications (`n`) a mail may be about, with their recipient's preferences (`p`; none kept: all on). */
const UNSEEN = "from notifications n left join notification_preferences p on p.user_id = n.recipient_id";

/** The notifications a mail is about: `columns` and `where` over `n` and `p`, the latter's `params`. */
export interface Unseen {
  columns: string;
  where: string;
  params: unknown[];
}

/**
 * The notifications `unseen` names, still unseen, to be mailed to their recipients who confirmed their
 * address (decision 135), at most one mail per member and `key` (a thread, an incident) an hour: claimed
 * in `table` in the statement that checks them unseen, so two instances never both mail. Who is due is
 * read first, and their addresses from the users module, which leaves out the deleted.
 */
export async function claimMails<R extends { recipient_id: string }>(
  { em, services }: JobContext,
  unseen: Unseen,
  claim: { table: string; key: string },
): Promise<Array<R & { to: MailRecipient }>> {
  const due = await em.execute<Array<{ recipient_id: string }>>(
    `select distinct n.recipient_id ${UNSEEN} where ${unseen.where}`,
    unseen.params,
  );
  if (due.length === 0) return [];
  const recipients = await services.users.mailRecipients(due.map((row) => row.recipient_id));
  const confirmed = [...recipients.values()].filter((to) => to.confirmed).map((to) => to.id);
  if (confirmed.length === 0) return [];
  const { table, key } = claim;
  const claimed = await em.execute<R[]>(
    `with due as (
       select ${unseen.columns} ${UNSEEN} where ${unseen.where} and n.recipient_id = any(?::uuid[])
     ), claimed as (
       insert into ${table} (recipient_id, ${key}, sent_at)
       select recipient_id, ${key}, now() from due
       on conflict (recipient_id, ${key}) do update set sent_at = excluded.sent_at
         where ${table}.sent_at <= now() - interval '1 hour'
       returning recipient_id, ${key}
     )
     select due.* from due join claimed using (recipient_id, ${key})`,
    [...unseen.params, sqlArray(confirmed)],
  );
  return claimed.map((row) => ({ ...row, to: recipients.get(row.recipient_id)! }));
}

type MailDeps = Pick<AppDeps, "config" | "mailer" | "logger">;

/**
 * Mails an unseen notification with the one-click unsubscribe (RFC 8058) that turns these mails off; a
 * failure is logged, since the notification itself is already in the bell.
 */
export async function mailUnseen(
  { config, mailer, logger }: MailDeps,
  mail: {
    to: string;
    recipientId: string;
    locale: Locale;
    subject: string;
    body: (unsubscribe: string) => string;
  },
): Promise<void> {
  const unsubscribe = unsubscribeUrl(config.publicUrl, config.mailLinkKey, mail.recipientId, mail.locale);
  try {
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.body(unsubscribe),
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  } catch (error) {
    logger.error("Mail of an unseen notification failed", { error: String(error) });
  }
}
