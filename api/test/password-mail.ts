import { afterAll, beforeAll, expect } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { startMailbox, type Mailbox, type ReceivedMail } from "./mailbox.js";

export const CHANGE_PASSWORD = `mutation Change($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next)
}`;
export const FORGOT_PASSWORD = `mutation Forgot($email: String!, $captchaToken: String!) {
  forgotPassword(email: $email, captchaToken: $captchaToken)
}`;
export const RESET_PASSWORD = `mutation Reset($token: String!, $next: String!) { resetPassword(token: $token, newPassword: $next) }`;

/** A password reset's mail (registration mails the link that confirms the address, too). */
export const isResetMail = (mail: ReceivedMail) => mail.subject === "Reset your Incident Watch password";

export interface MailingApp {
  app: TestApp;
  mailbox: Mailbox;
  /** The token in the reset link of the newest mail to this address, taking the mail out of the mailbox. */
  tokenFromMail(email: string): Promise<string>;
}

/**
 * For the suite it is called in: the app behind one trusted proxy hop (so each request can come from its
 * own address), mailing through a test mailbox, with its links on https://iw.example. Started before the
 * suite's tests and stopped after them; read the fields inside the tests.
 */
export function setupMailingApp(): MailingApp {
  const suite = {
    async tokenFromMail(email) {
      // the reset mail, not the confirmation mailed at registration
      const mail = await suite.mailbox.waitFor(email.toLowerCase(), undefined, isResetMail);
      suite.mailbox.received.splice(suite.mailbox.received.indexOf(mail), 1);
      const link = /https:\/\/iw\.example\/forum\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      return link![1]!;
    },
  } as MailingApp;
  beforeAll(async () => {
    suite.mailbox = await startMailbox();
    suite.app = await startTestApp({
      TRUST_PROXY: "1",
      SMTP_URL: suite.mailbox.url,
      PUBLIC_URL: "https://iw.example",
    });
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.mailbox?.close();
  });
  return suite;
}
