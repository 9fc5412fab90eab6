import { createTransport } from "nodemailer";
import type { Logger } from "../logger.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; without it each mail is written to the log instead. */
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}

/** SMTP when configured; otherwise the log, so a newcomer can follow a reset link without a mail server. */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info("Mail not sent (SMTP_URL is unset); its content follows", { ...mail });
      },
    };
  }
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
