import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, isLocale, messages, type Locale } from "@incident-watch/schema";
import type { AppDeps } from "../../../deps.js";
import { ValidationError } from "../../../core/errors.js";
import type { Viewer } from "../../../core/viewer.js";
import { linkLocale, linkPage } from "../../../infra/mail/link-page.js";
import { mailTexts } from "../../../infra/mail/mail-texts.js";
import { hashToken, newToken } from "../sessions.service.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import { confirmAddress, type UsersService } from "../../users/users.service.js";

/** How long a confirmation link works (decision 135). */
export const CONFIRMATION_TTL_HOURS = 48;

/** The member a confirmation goes to. */
export interface Confirming {
  id: string;
  email: string;
  username: string;
  language: string;
}

type ConfirmationDeps = Pick<AppDeps, "config" | "mailer" | "logger" | "rateLimiter">;

/**
 * A member's mail address is confirmed before the site mails it anything but the confirmation (decision
 * 135): the link is mailed at registration and again on request, its token kept hashed with the address it
 * confirms, and it works for 48 hours. Opening it only asks; its button's POST confirms.
 */
export class MailConfirmationService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly deps: ConfirmationDeps,
    private readonly users: Pick<UsersService, "mailRecipients">,
  ) {}

  /** Replaces the member's confirmation link with a new one and mails it; a failure is logged. */
  async mailLink(member: Confirming): Promise<void> {
    const token = newToken();
    await this.uow.run(async (tx) => {
      await tx.execute("delete from mail_confirmations where user_id = ?", [member.id]);
      await tx.execute(
        `insert into mail_confirmations (user_id, email, token_hash, expires_at)
         values (?, ?, ?, now() + interval '${CONFIRMATION_TTL_HOURS} hours')`,
        [member.id, member.email, hashToken(token)],
      );
    });
    const locale: Locale = isLocale(member.language) ? member.language : "en";
    const t = mailTexts(locale);
    const link = `${this.deps.config.publicUrl}/api/account/confirm-mail?token=${token}&lang=${locale}`;
    try {
      await this.deps.mailer.send({
        to: member.email,
        subject: t("mail.confirm.subject"),
        text:
          `${t("mail.missed.greeting", { username: member.username })}\n\n` +
          `${t("mail.confirm.lead", { username: member.username, hours: CONFIRMATION_TTL_HOURS })}\n${link}\n\n` +
          `${t("mail.confirm.why")}\n`,
      });
    } catch (error) {
      this.deps.logger.error("Confirmation mail failed", { error: String(error) });
    }
  }

  /** Mails the signed-in member a new link, at most once in five minutes; false when already confirmed. */
  async resend(viewer: Viewer): Promise<boolean> {
    await this.deps.rateLimiter.consume(
      "mailConfirmationsPerUser",
      viewer.id,
      messages.mailConfirmationTooSoon,
    );
    const member = (await this.users.mailRecipients([viewer.id])).get(viewer.id);
    if (!member || member.confirmed) return false;
    await this.mailLink(member);
    return true;
  }

  /** The page the link opens: it asks; a link not ours, used or expired is refused. */
  async askToConfirm(token: unknown, lang: unknown): Promise<string> {
    const [found] = await this.em.execute<unknown[]>(
      "select 1 from mail_confirmations where token_hash = ? and expires_at > now()",
      [hashToken(this.checkedToken(token))],
    );
    if (!found) throw linkInvalid();
    const locale = linkLocale(lang);
    const t = mailTexts(locale);
    return linkPage(this.deps.config.publicUrl, locale, {
      title: t("page.confirm.askTitle"),
      text: t("page.confirm.askText"),
      button: t("page.confirm.button"),
    });
  }

  /**
   * Confirms the address the link was mailed to, if it is still the member's: using the link deletes it
   * (single use), in the transaction that confirms, and so does using it for an address no longer theirs.
   */
  async confirm(token: unknown, lang: unknown): Promise<string> {
    const tokenHash = hashToken(this.checkedToken(token));
    const confirmed = await this.uow.run(async (tx) => {
      const [used] = await tx.execute<Array<{ user_id: string; email: string }>>(
        "delete from mail_confirmations where token_hash = ? and expires_at > now() returning user_id, email",
        [tokenHash],
      );
      return used ? confirmAddress(tx, used.user_id, used.email) : false;
    });
    if (!confirmed) throw linkInvalid();
    const locale = linkLocale(lang);
    const t = mailTexts(locale);
    return linkPage(this.deps.config.publicUrl, locale, {
      title: t("page.confirm.doneTitle"),
      text: t("page.confirm.doneText"),
    });
  }

  private checkedToken(token: unknown): string {
    if (typeof token !== "string" || token.length === 0 || token.length > 256) throw linkInvalid();
    return token;
  }
}

const linkInvalid = () => new ValidationError({ token: apiMessages.mailConfirmationLinkInvalid });
