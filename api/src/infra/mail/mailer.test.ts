import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../../../test/mailbox.js";
import { createMailer } from "./mailer.js";
import type { Logger } from "../logger.js";

describe("outgoing mail", () => {
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });

  afterAll(async () => {
    await mailbox?.close();
  });

  it("goes over SMTP from the configured sender when SMTP_URL is set", async () => {
    const logger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
    const mailer = createMailer({ smtpUrl: mailbox.url, from: "Incident Watch <robot@example.com>", logger });
    await mailer.send({ to: "reader@example.com", subject: "Hello", text: "Open https://example.com/a?b=c" });
    const mail = await mailbox.waitFor("reader@example.com");
    expect(mail).toMatchObject({
      subject: "Hello",
      text: expect.stringContaining("https://example.com/a?b=c") as unknown,
    });
  });

  it("is written to the log, links included, when SMTP_URL is unset", async () => {
    const lines: string[] = [];
    const keep = (message: string, details?: Record<string, unknown>) =>
      void lines.push(`${message} ${JSON.stringify(details)}`);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "x@example.com",
      logger: { debug: keep, info: keep, warn: keep, error: keep },
    });
    await mailer.send({
      to: "reader@example.com",
      subject: "Reset",
      text: "https://iw.example/forum/reset?token=abc",
    });
    expect(lines.join("\n")).toContain("https://iw.example/forum/reset?token=abc");
  });
});
