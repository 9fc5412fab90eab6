import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { jobCompleted } from "../../../test/jobs.js";
import { until } from "../../../test/polling.js";
import { insertEvents } from "../../../test/events.js";
import { confirmedMember, type Member } from "../../../test/forum.js";
import { startMailbox, type Mailbox, type ReceivedMail } from "../../../test/mailbox.js";
import { createRateLimiter } from "../../infra/rate-limit.js";
import { deliverWebhook } from "./saved-search-delivery.js";
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
  type WebhookPayload,
} from "./saved-search-webhook.js";

const SAVE = `mutation ($input: SavedSearchInput!) {
  saveSearch(input: $input) { id name feedUrl webhookUrl webhookSecret mailAtOnce digest }
}`;
const UPDATE = `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const NOTIFICATIONS = `{ notifications(first: 50) { nodes { type content } } }`;

interface Call {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("saved searches' alerts", () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let webhook: Server;
  let webhookUrl: string;
  const calls: Call[] = [];
  let moderator: Member;
  let reader: Member;
  let digester: Member;
  let readerSearch: { id: string; webhookSecret: string; feedUrl: string };

  const mailsTo = (member: Member) =>
    mailbox.received.filter((m) => m.to.includes(`${member.username}@example.com`));
  const bell = async (member: Member) => {
    const answer = await app.graphql<{ notifications: { nodes: Array<{ type: string; content: string }> } }>(
      NOTIFICATIONS,
      {},
      member.headers,
    );
    return answer.data!.notifications.nodes.map((n) => n.content);
  };
  const save = async (member: Member, input: Record<string, unknown>) => {
    const answer = await app.graphql<{ saveSearch: typeof readerSearch }>(SAVE, { input }, member.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.saveSearch;
  };
  const approve = async (id: string) => {
    const answer = await app.graphql(APPROVE, { id }, moderator.headers);
    expect(answer.errors).toBeUndefined();
  };
  /** Waits until the alert job of an incident has run to its end. */

  beforeAll(async () => {
    mailbox = await startMailbox();
    webhook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
    const port = (webhook.address() as AddressInfo).port;
    webhookUrl = `http://127.0.0.1:${port}/hook`;
    app = await startTestApp({
      SMTP_URL: mailbox.url,
      PUBLIC_URL: "https://watch.example.eu",
      MAIL_LINK_KEY: "a key for the links of this test",
      WEBHOOK_ALLOW_LOOPBACK: "true",
      WEBHOOK_PORTS: String(port),
    });
    moderator = await confirmedMember(app, { role: "moderator" });
    reader = await confirmedMember(app);
    digester = await confirmedMember(app);
  });

  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await new Promise((resolve) => webhook?.close(resolve));
  });

  it("sends a test alert through every channel on saving", async () => {
    const saved = await save(reader, {
      name: "Drones over Poland",
      filter: { kinds: ["airspace"], countries: ["pl"] },
      bell: true,
      mailAtOnce: true,
      webhookUrl,
    });
    readerSearch = { id: saved.id, webhookSecret: saved.webhookSecret, feedUrl: saved.feedUrl };
    expect(saved.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    const mail = await mailbox.waitFor(`${reader.username}@example.com`, 30_000);
    expect(mail.subject).toBe("Test: alerts for “Drones over Poland”");
    expect(mail.text).toContain("New incidents that match it will be mailed as soon as they are published.");
    expect(await bell(reader)).toContain(
      "Alerts for your saved search “Drones over Poland” will appear here.",
    );
    // a type of its own, so the bell heads it as a saved search's alert
    const lines = await app.graphql<{ notifications: { nodes: Array<{ type: string }> } }>(
      NOTIFICATIONS,
      {},
      reader.headers,
    );
    expect(lines.data!.notifications.nodes.map((n) => n.type)).toEqual(["saved_search"]);
    const call = await until("the webhook's test call", () => calls[0]);
    const payload = JSON.parse(call.body) as WebhookPayload;
    expect(payload).toMatchObject({ test: true, savedSearch: { id: saved.id, name: "Drones over Poland" } });
    const timestamp = String(call.headers[TIMESTAMP_HEADER]);
    expect(call.headers[SIGNATURE_HEADER]).toBe(webhookSignature(saved.webhookSecret, timestamp, call.body));
  });

  it("alerts through the bell, the mail and the webhook within 60 s of a matching approval", async () => {
    const [matching] = await insertEvents(app, [
      {
        kind: "airspace",
        title: "Drone over the Gdańsk shipyard",
        latitude: 54.4,
        longitude: 18.65,
        status: "pending",
      },
    ]);
    const mailsBefore = mailsTo(reader).length;
    const callsBefore = calls.length;
    const approvedAt = Date.now();
    await approve(matching!);
    const mail = await until("the alert mail", () => mailsTo(reader)[mailsBefore]);
    expect(mail.subject).toBe("New incident: Drone over the Gdańsk shipyard");
    expect(mail.text).toContain(`https://watch.example.eu/incident/${matching}`);
    expect(mail.text).toContain("Matches: “Drones over Poland”");
    // named by its nearest place, chosen in the approval's transaction, before the alert's job ran
    expect(mail.text).toMatch(/^ {2}Near [^,\n]+, Pomeranian Voivodeship$/m);
    expect(mail.headers).toMatch(
      /^List-Unsubscribe:\s*<https:\/\/watch\.example\.eu\/api\/saved-searches\/unsubscribe\?token=/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(await bell(reader)).toContain(
      "New incident for your saved search “Drones over Poland”: Drone over the Gdańsk shipyard",
    );
    const call = await until("the webhook's call", () => calls[callsBefore]);
    expect(Date.now() - approvedAt).toBeLessThan(60_000);
    const payload = JSON.parse(call.body) as WebhookPayload;
    expect(payload.test).toBe(false);
    expect(payload.incident).toMatchObject({ id: matching, kind: "airspace", country: "PL" });
    const timestamp = String(call.headers[TIMESTAMP_HEADER]);
    expect(call.headers[SIGNATURE_HEADER]).toBe(
      webhookSignature(readerSearch.webhookSecret, timestamp, call.body),
    );
    // a signature under another key, or of another body, does not verify
    expect(call.headers[SIGNATURE_HEADER]).not.toBe(webhookSignature("0".repeat(64), timestamp, call.body));
  });

  it("sends nothing for an incident that does not match", async () => {
    const [other] = await insertEvents(app, [
      {
        kind: "airspace",
        title: "Drone over Munich airport",
        latitude: 48.35,
        longitude: 11.78,
        status: "pending",
      },
    ]);
    const mailsBefore = mailbox.received.length;
    const callsBefore = calls.length;
    const bellBefore = (await bell(reader)).length;
    await approve(other!);
    await jobCompleted(app, "saved-search-alert", "eventId", other!);
    await sleep(1500);
    expect(mailbox.received.length).toBe(mailsBefore);
    expect(calls.slice(callsBefore).map((c) => c.body)).toEqual([]);
    expect((await bell(reader)).length).toBe(bellBefore);
  });

  it("lists the matches in the search's secret feed", async () => {
    const path = new URL(readerSearch.feedUrl).pathname;
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const feed = await response.text();
    expect(feed).toContain("<title>Drone over the Gdańsk shipyard</title>");
    expect(feed).not.toContain("Munich");
    expect(feed).toContain("Drones over Poland");
    expect((await fetch(`${app.url}/api/saved-searches/feed/${"x".repeat(43)}.atom`)).status).toBe(404);
  });

  it("mails one digest per member with every match of the period", async () => {
    await save(digester, { name: "Sabotage", filter: { kinds: ["sabotage"] }, bell: false, digest: "daily" });
    await save(digester, { name: "Poland", filter: { countries: ["PL"] }, bell: false, digest: "daily" });
    // one test mail: the second save comes within the minute of the first
    await mailbox.waitFor(`${digester.username}@example.com`, 30_000);
    const ids = await insertEvents(app, [
      {
        kind: "sabotage",
        title: "Rail cable cut near Poznań",
        latitude: 52.4,
        longitude: 16.9,
        status: "pending",
      },
      {
        kind: "sabotage",
        title: "Fire at a depot in Riga",
        latitude: 56.95,
        longitude: 24.1,
        status: "pending",
      },
      {
        kind: "cyber",
        title: "Attack on a Polish water utility",
        latitude: 52.23,
        longitude: 21.0,
        status: "pending",
      },
    ]);
    for (const id of ids) await approve(id);
    for (const id of ids) await jobCompleted(app, "saved-search-alert", "eventId", id);
    const before = mailsTo(digester).length;
    // the period has passed
    await app.orm.em
      .fork()
      .execute("update saved_searches set digest_sent_at = now() - interval '25 hours' where user_id = ?", [
        digester.id,
      ]);
    await app.deps.jobs.sendAfter("saved-search-digest", { period: "daily" }, 0);
    const digest: ReceivedMail = await until("the digest", () => mailsTo(digester)[before]);
    expect(digest.subject).toBe("3 new incidents for your saved searches");
    expect(digest.text).toContain("Rail cable cut near Poznań");
    expect(digest.text).toContain("Matches: “Sabotage”, “Poland”");
    expect(digest.text).toContain("Fire at a depot in Riga");
    expect(digest.text).toContain("Attack on a Polish water utility");
    expect(digest.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // a second run in the same period sends nothing more
    await app.deps.jobs.sendAfter("saved-search-digest", { period: "daily" }, 0);
    await sleep(2500);
    expect(mailsTo(digester).length).toBe(before + 1);
  });

  it("stops a search's mail with the one-click unsubscribe", async () => {
    const mail = mailsTo(reader).at(-1)!;
    const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.headers)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    const mailOf = async () =>
      (
        await app.graphql<{ savedSearches: Array<{ mailAtOnce: boolean; bell: boolean }> }>(
          `{ savedSearches { mailAtOnce bell } }`,
          {},
          reader.headers,
        )
      ).data!.savedSearches;
    // a link scanner's GET only gets the page that asks
    const page = await fetch(`${app.url}${path}`);
    expect(page.status).toBe(200);
    const question = await page.text();
    expect(question).toContain("Stop the e-mail of this saved search?");
    expect(question).toContain('<form method="post">');
    expect(await mailOf()).toEqual([{ mailAtOnce: true, bell: true }]);
    const response = await fetch(`${app.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You will no longer get e-mail about this saved search.");
    expect(await mailOf()).toEqual([{ mailAtOnce: false, bell: true }]);
    const forged = await fetch(`${app.url}/api/saved-searches/unsubscribe?token=${readerSearch.id}.AAAA`, {
      method: "POST",
    });
    expect(forged.status).toBe(400);
  });

  it("tests only the channels a save turns on or readdresses, at most once a minute per member", async () => {
    const saver = await confirmedMember(app);
    const tests = async (searchId: string) =>
      (
        await app.orm.em
          .fork()
          .execute<Array<{ data: { channels: string[] } }>>(
            "select data from pgboss.job where name = ? and data->>'searchId' = ? order by created_on",
            ["saved-search-test", searchId],
          )
      ).map((job) => job.data.channels);
    const input = { name: "Cyber", filter: { kinds: ["cyber"] }, bell: false, mailAtOnce: true, webhookUrl };
    const saved = await save(saver, input);
    expect(await tests(saved.id)).toEqual([["mail", "webhook"]]);
    const update = async (changes: Record<string, unknown>) => {
      const answer = await app.graphql(
        UPDATE,
        { id: saved.id, input: { ...input, ...changes } },
        saver.headers,
      );
      expect(answer.errors).toBeUndefined();
    };
    // a new name or filter tests nothing, however often it is saved
    for (let i = 0; i < 10; i++) await update({ name: `Cyber ${i}`, filter: { kinds: ["cyber", "other"] } });
    expect(await tests(saved.id)).toEqual([["mail", "webhook"]]);
    // a channel turned on within the minute of the last test is not tested
    await update({ push: true });
    expect(await tests(saved.id)).toEqual([["mail", "webhook"]]);
    // a minute later, what the save turns on or readdresses is tested, and only that
    await app.deps.rateLimiter.reset("testAlertsPerUser", saver.id);
    await update({ push: true, bell: true, webhookUrl: `${webhookUrl}/other` });
    expect(await tests(saved.id)).toEqual([
      ["mail", "webhook"],
      ["bell", "webhook"],
    ]);
    await jobCompleted(app, "saved-search-test", "searchId", saved.id);
    expect(mailsTo(saver)).toHaveLength(1);
  });

  it("calls a search's webhook at most its hourly number of times", async () => {
    // the limit's points scaled down, as RATE_LIMIT_FACTOR does: 60 × 0.05 = 3 calls
    const rateLimiter = createRateLimiter({ factor: 0.05, logger: app.deps.logger });
    // the calls the tests before queued for this search have all been made: none lands in the count
    await until("the search's queued webhook calls made", async () => {
      const queued = await Promise.all(
        ["saved-search-webhook", "saved-search-test"].map((name) =>
          app.deps.jobs.unfinished(name, { searchId: readerSearch.id }),
        ),
      );
      return queued.every((n) => n === 0) || undefined;
    });
    const before = calls.length;
    for (let i = 0; i < 5; i++)
      await deliverWebhook(
        { ...jobContextOf(app), deps: { ...app.deps, rateLimiter } },
        { searchId: readerSearch.id, eventId: null },
      );
    // only this search's test calls: another search's alert may reach the same receiver meanwhile
    const made = calls.slice(before).filter((call) => {
      const body = JSON.parse(call.body) as { test: boolean; savedSearch: { id: string } };
      return body.test && body.savedSearch.id === readerSearch.id;
    });
    expect(made).toHaveLength(3);
    await rateLimiter.close();
  });
});
