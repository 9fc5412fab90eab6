import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { confirmedMember, forumMember, type Member } from "../../../test/forum.js";
import { startMailbox, type Mailbox } from "../../../test/mailbox.js";
import { until } from "../../../test/polling.js";
import type { Account } from "../../../test/accounts.js";
import { onThisMachine } from "../../../test/slowness.js";

const DELAY_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CORRECT = `mutation ($id: ID!, $date: String!) { updateEvent(id: $id, input: { date: $date }) { id } }`;

describe("mail about unseen notices of followed incidents", () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let moderator: Account;

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({
      SMTP_URL: mailbox.url,
      NOTIFICATION_MAIL_DELAY_SECONDS: String(DELAY_SECONDS),
      PUBLIC_URL: "https://watch.example.eu",
      MAIL_LINK_KEY: "a key for the unsubscribe links of this test",
    });
    moderator = await accountWithRole(app, "moderator");
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  const follow = async (member: Member, eventId: string) => {
    const answer = await app.graphql(
      `mutation ($eventId: ID!) { followIncident(eventId: $eventId) }`,
      { eventId },
      member.headers,
    );
    expect(answer.errors).toBeUndefined();
  };
  const correct = async (eventId: string, date: string) => {
    const answer = await app.graphql(CORRECT, { id: eventId, date }, bearer(moderator));
    expect(answer.errors).toBeUndefined();
  };
  const notices = async (member: Member) =>
    (
      await app.graphql<{ notifications: { nodes: { id: string; type: string; seen: boolean }[] } }>(
        `{ notifications(first: 20) { nodes { id type seen } } }`,
        {},
        member.headers,
      )
    ).data!.notifications.nodes.filter((notice) => notice.type === "incident");
  const mailsTo = (member: Member) =>
    mailbox.received.filter((mail) => mail.to.includes(`${member.username}@example.com`));

  it(
    "mails a notice still unseen after the delay, in the follower's language, once an hour per incident; not a seen one, nor an unconfirmed address",
    { timeout: onThisMachine(90_000) },
    async () => {
      const [eventId] = await insertEvents(app, [{ title: "Cable cut near Gotland", date: "2024-03-05" }]);
      const reader = await confirmedMember(app, { username: "notice_reader" });
      const seer = await confirmedMember(app, { username: "notice_seer" });
      const leser = await confirmedMember(app, { username: "notice_leser" });
      const unconfirmed = await forumMember(app, { username: "notice_unconfirmed" });
      await app.orm.em
        .fork()
        .getConnection()
        .execute(`update users set language = 'de' where id = ?`, [leser.id]);
      for (const member of [reader, seer, leser, unconfirmed]) await follow(member, eventId!);

      await correct(eventId!, "2024-03-04");
      // one follower reads the bell at once
      await until("the seer's notice", async () => (await notices(seer)).length === 1);
      const seen = await app.graphql(`mutation { markAllNotificationsSeen }`, {}, seer.headers);
      expect(seen.errors).toBeUndefined();

      const mail = await mailbox.waitFor("notice_reader@example.com", 30_000);
      expect(mail.subject).toBe("“Cable cut near Gotland” was corrected: the date");
      expect(mail.text).toContain(`https://watch.example.eu/incident/${eventId}`);
      expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const german = await mailbox.waitFor("notice_leser@example.com", 30_000);
      expect(german.subject).not.toBe(mail.subject);
      expect(german.subject).toContain("Cable cut near Gotland");
      expect(german.text).toContain(`https://watch.example.eu/de/incident/${eventId}`);
      // one job mailed every unseen notice of the change
      expect(mailsTo(seer)).toHaveLength(0);
      expect(mailsTo(unconfirmed)).toHaveLength(0);

      // a second change within the hour joins the reader's unseen notice and sends them no second mail; the
      // seer, who saw the first, has a new notice of it, unseen, and is mailed
      await correct(eventId!, "2024-03-03");
      await until("the grouped notice", async () => {
        const [notice] = await notices(reader);
        return notice && !notice.seen;
      });
      await sleep((DELAY_SECONDS + 3) * 1000);
      expect(mailsTo(reader)).toHaveLength(1);
      expect(mailsTo(seer)).toHaveLength(1);
      expect(mailsTo(unconfirmed)).toHaveLength(0);
    },
  );
});
