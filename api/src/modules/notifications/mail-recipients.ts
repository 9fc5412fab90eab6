import type { Locale } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { unsubscribeUrl } from "./mail-links.js";

/**
 * A notification's recipient (`n`) as the mails of unseen notifications reach them: `u`, whose address is
 * confirmed (decision 135), and their preferences `p` (none kept: every mail on).
 */
export const MAILED_RECIPIENT = `join users u on u.id = n.recipient_id and u.confirmed_email = u.email
  left join notification_preferences p on p.user_id = n.recipient_id`;

/**
 * The `claimed` step after a `due` step of recipients: at most one mail per member and `key` (a thread, an
 * incident) an hour, claimed in `table` as the mails are chosen, in the same statement, so two instances
 * never both mail.
 */
export const claimedHourly = (table: string, key: string) => `claimed as (
       insert into ${table} (recipient_id, ${key}, sent_at)
       select recipient_id, ${key}, now() from due
       on conflict (recipient_id, ${key}) do update set sent_at = excluded.sent_at
         where ${table}.sent_at <= now() - interval '1 hour'
       returning recipient_id, ${key}
     )`;

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
