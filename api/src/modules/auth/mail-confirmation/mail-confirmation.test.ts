import { apiMessages, messages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, type Account } from "../../../../test/accounts.js";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { jobCompleted } from "../../../../test/jobs.js";
import { startMailbox, type Mailbox, type ReceivedMail } from "../../../../test/mailbox.js";

const CONFIRMED = `{ me { mailConfirmed } }`;
const RESEND = `mutation { resendMailConfirmation }`;
const SAVE = `mutation ($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`;

const isConfirmation = (mail: ReceivedMail) =>
  mail.subject === "Confirm your mail address for Incident Watch";

describe("confirming a member's mail address", () => {
  let app: TestApp;
  let mailbox: Mailbox;

  const headers = (member: Account) => ({ authorization: `Bearer ${member.token}` });
  const confirmed = async (member: Account) =>
    (await app.graphql<{ me: { mailConfirmed: boolean } }>(CONFIRMED, {}, headers(member))).data!.me
      .mailConfirmed;
  /** The path of the link in the newest confirmation mail to the member. */
  const linkOf = async (member: Account, after = 0) => {
    await mailbox.waitFor(member.email.toLowerCase(), 15_000, isConfirmation);
    const mails = mailbox.received.filter(
      (m) => m.to.includes(member.email.toLowerCase()) && isConfirmation(m),
    );
    expect(mails.length).toBeGreaterThan(after);
    const text = mails.at(-1)!.text.replace(/=\r?\n/g, "");
    return /https:\/\/watch\.example\.eu(\/api\/account\/confirm-mail\?token=[\w-]+&lang=en)/.exec(text)![1]!;
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({
      TRUST_PROXY: "1",
      SMTP_URL: mailbox.url,
      PUBLIC_URL: "https://watch.example.eu",
    });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it("mails a new member a link that confirms their address with its button's POST, once", async () => {
    const member = await registerAccount(app, `confirming_${process.pid}`);
    const link = await linkOf(member);
    expect(await confirmed(member)).toBe(false);
    // opening the link (as a mail scanner does) only asks
    const page = await fetch(`${app.url}${link}`);
    expect(page.status).toBe(200);
    const question = await page.text();
    expect(question).toContain("Confirm your mail address?");
    expect(question).toMatch(/<form method="post"><button type="submit">Confirm<\/button><\/form>/);
    expect(await confirmed(member)).toBe(false);
    const done = await fetch(`${app.url}${link}`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Mail address confirmed");
    expect(await confirmed(member)).toBe(true);
    // the link works once
    const again = await fetch(`${app.url}${link}`, { method: "POST" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: apiMessages.mailConfirmationLinkInvalid });
  });

  it("mails an unconfirmed address nothing but the confirmation, until it is confirmed", async () => {
    const member = await registerAccount(app, `unconfirmed_${process.pid}`);
    const link = await linkOf(member);
    const saved = await app.graphql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { name: "Everything", filter: {}, bell: false, mailAtOnce: true } },
      headers(member),
    );
    expect(saved.errors).toBeUndefined();
    const searchId = saved.data!.saveSearch.id;
    await jobCompleted(app, "saved-search-test", "searchId", searchId);
    const mailsTo = () => mailbox.received.filter((m) => m.to.includes(member.email.toLowerCase()));
    expect(mailsTo().map((m) => m.subject)).toEqual(["Confirm your mail address for Incident Watch"]);
    expect((await fetch(`${app.url}${link}`, { method: "POST" })).status).toBe(200);
    // confirmed, the next test mail goes out
    await app.deps.rateLimiter.reset("testAlertsPerUser", member.id);
    const changed = await app.graphql(
      `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`,
      {
        id: searchId,
        input: { name: "Everything", filter: {}, bell: false, mailAtOnce: true, digest: "daily" },
      },
      headers(member),
    );
    expect(changed.errors).toBeUndefined();
    const test = await mailbox.waitFor(member.email.toLowerCase(), 15_000, (m) => !isConfirmation(m));
    expect(test.subject).toBe("Test: alerts for “Everything”");
  });

  it("sends a new link at most once in five minutes, and the one before stops working", async () => {
    const member = await registerAccount(app, `resending_${process.pid}`);
    const first = await linkOf(member);
    expect((await app.graphql(RESEND, {}, headers(member))).data).toEqual({ resendMailConfirmation: true });
    const second = await linkOf(member, 1);
    expect(second).not.toBe(first);
    const tooSoon = await app.graphql(RESEND, {}, headers(member));
    expect(tooSoon.errors?.[0]).toMatchObject({
      message: messages.mailConfirmationTooSoon,
      extensions: { code: "RATE_LIMITED" },
    });
    expect((await fetch(`${app.url}${first}`)).status).toBe(400);
    expect((await fetch(`${app.url}${second}`, { method: "POST" })).status).toBe(200);
    // confirmed, there is nothing to resend
    await app.deps.rateLimiter.reset("mailConfirmationsPerUser", member.id);
    expect((await app.graphql(RESEND, {}, headers(member))).data).toEqual({ resendMailConfirmation: false });
  });

  it("refuses a link past its 48 hours", async () => {
    const member = await registerAccount(app, `late_${process.pid}`);
    const link = await linkOf(member);
    await app.orm.em
      .fork()
      .execute("update mail_confirmations set expires_at = now() - interval '1 second' where user_id = ?", [
        member.id,
      ]);
    expect((await fetch(`${app.url}${link}`)).status).toBe(400);
    expect((await fetch(`${app.url}${link}`, { method: "POST" })).status).toBe(400);
    expect(await confirmed(member)).toBe(false);
  });
});
