import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvents } from "../../../test/events.js";
import { forumMember, startForumApp, startThread, reply, type Member } from "../../../test/forum.js";
import type { TestApp } from "../../../test/app.js";
import { jobCompleted } from "../../../test/jobs.js";
import { until } from "../../../test/polling.js";
import { NOTIFICATION_ADDED, openLive } from "../../../test/live.js";
import { freePort } from "../../../test/ports.js";

const SAVE_SEARCH = `mutation ($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const UPDATE_SEARCH = `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`;

/** web-push-testing: a push service on loopback that checks the VAPID signature and decrypts each push. */
interface PushService {
  _server: { close(done: () => void): void };
  startServer(): void;
}
const require = createRequire(import.meta.url);
const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as {
  PushApiModel: new () => object;
};
const PushServer = require("web-push-testing/src/server.js") as new (
  model: object,
  port: number,
) => PushService;

describe("Web Push through a local push service", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let categoryId: string;
  let threadId: string;
  let pushService: PushService;
  let pushUrl: string;
  let device: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

  const post = async (path: string, body: object) => {
    const response = await fetch(`${pushUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json().catch(() => ({}))) as { data: Record<string, unknown> };
  };
  const received = async () =>
    ((await post("/get-notifications", { clientHash: device.clientHash })).data.messages as string[]) ?? [];
  const jobs = async (name: string, state?: "completed") => {
    const [row] = await app.orm.em
      .fork()
      .execute<Array<{ count: number }>>(
        `select count(*)::int as count from pgboss.job where name = ? and (?::text is null or state = ?)`,
        [name, state ?? null, state ?? null],
      );
    return row!.count;
  };
  const completedPushJobs = () => jobs("web-push", "completed");
  /** Waits until the reader's live socket is (or is no longer) written down as present. */
  const presence = (present: boolean) =>
    until(present ? "the member's presence" : "the member's absence", async () => {
      const rows = await app.orm.em
        .fork()
        .execute(`select 1 from live_presence where user_id = ?`, [reader.id]);
      return rows.length > 0 === present ? true : undefined;
    });
  /** The next push the reader's device receives, as the push service decrypted it. */
  const nextPush = async (before: number) => {
    const messages = await until("the push", async () => {
      const all = await received();
      return all.length > before ? all : undefined;
    });
    return JSON.parse(messages.at(-1)!) as { ref: string; tag: string };
  };
  const mention = (body = `Have a look, @${reader.username}`) => reply(app, author, threadId, body);

  beforeAll(async () => {
    const port = await freePort();
    pushService = new PushServer(new PushApiModel(), port);
    pushService.startServer();
    pushUrl = `http://localhost:${port}`;
    const started = await startForumApp({
      members: [{}, {}],
      categories: ["Push"],
      env: { PUSH_ALLOW_LOOPBACK: "true" },
    });
    app = started.app;
    [author, reader] = started.members;
    [categoryId] = started.categoryIds;
    ({ threadId } = await startThread(app, author, categoryId));
    const key = (await (await fetch(`${app.url}/api/push/key`)).json()) as { publicKey: string };
    const subscribed = await until("the push service", async () =>
      post("/subscribe", { userVisibleOnly: "true", applicationServerKey: key.publicKey }).then(
        (answer) => answer.data as typeof device,
        () => undefined,
      ),
    );
    device = subscribed;
    const answer = await fetch(`${app.url}/api/push/subscription`, {
      method: "PUT",
      headers: { ...reader.headers, "content-type": "application/json" },
      body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, types: ["mention", "reply"] }),
    });
    expect(answer.status).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (pushService ? pushService._server.close(resolve) : resolve()));
  });

  it("pushes a mention to the member's device, which reads its words over the session", async () => {
    const before = (await received()).length;
    const started = performance.now();
    await mention();
    const payload = await nextPush(before);
    // recorded, not asserted beyond the wait's own minute: this machine's load decides it
    process.stdout.write(`mention to push service: ${Math.round(performance.now() - started)} ms\n`);
    // nothing personal in the push itself: a reference and the thread's group
    expect(Object.keys(payload).sort()).toEqual(["ref", "tag"]);
    expect(payload.tag).toBe(`thread-${threadId}`);
    expect(payload.ref).toMatch(/^n:\d+$/);

    const read = await fetch(`${app.url}/api/push/messages/${payload.ref}`, { headers: reader.headers });
    expect(read.status).toBe(200);
    const message = (await read.json()) as { title: string; body: string; url: string; unseen: number };
    expect(message.title).toContain(`${author.username} mentioned you in`);
    expect(message.body).toContain("Have a look");
    expect(message.url).toMatch(new RegExp(`^/forum/thread/${threadId}\\?highlight=\\d+$`));
    expect(message.unseen).toBeGreaterThan(0);
    // another member's session reads nothing of it
    const other = await fetch(`${app.url}/api/push/messages/${payload.ref}`, { headers: author.headers });
    expect(other.status).toBe(404);
  });

  it("pushes nothing while the member has a live socket", async () => {
    const live = await openLive(app.url, reader.token, [NOTIFICATION_ADDED]);
    try {
      await presence(true);
      const before = (await received()).length;
      const jobs = await completedPushJobs();
      await mention(`Still there, @${reader.username}?`);
      await live.next((data) => JSON.stringify(data).includes("Still there"));
      await until("the push job", async () => ((await completedPushJobs()) > jobs ? true : undefined));
      expect((await received()).length).toBe(before);
    } finally {
      await live.dispose();
    }
    await presence(false);
  });

  it("pushes a saved search's test when it is saved with push on, in the member's language, tab open or not", async () => {
    await app.orm.em.fork().execute(`update users set language = 'pl' where id = ?`, [reader.id]);
    // the member saves it in a tab that holds a live socket: the test is pushed all the same
    const live = await openLive(app.url, reader.token, [NOTIFICATION_ADDED]);
    try {
      await presence(true);
      const before = (await received()).length;
      const saved = await app.graphql<{ saveSearch: { id: string } }>(
        SAVE_SEARCH,
        { input: { name: "Drony nad Gdańskiem", filter: { countries: ["PL"] }, push: true } },
        reader.headers,
      );
      expect(saved.errors).toBeUndefined();
      const id = saved.data!.saveSearch.id;
      const payload = await nextPush(before);
      expect(payload).toEqual({ ref: `t:${id}`, tag: `search-${id}` });

      const read = await fetch(`${app.url}/api/push/messages/${payload.ref}`, { headers: reader.headers });
      expect(read.status).toBe(200);
      const { unseen, ...message } = (await read.json()) as { unseen: number };
      expect(Number.isInteger(unseen)).toBe(true);
      expect(message).toEqual({
        title: "Test zapisanego wyszukiwania „Drony nad Gdańskiem”",
        body: "Nowe pasujące incydenty będą trafiać na to urządzenie jako powiadomienia push zaraz po publikacji.",
        url: "/forum/settings#saved-searches",
        tag: `search-${id}`,
      });
      const other = await fetch(`${app.url}/api/push/messages/${payload.ref}`, { headers: author.headers });
      expect(other.status).toBe(404);
    } finally {
      await live.dispose();
      await app.orm.em.fork().execute(`update users set language = 'en' where id = ?`, [reader.id]);
    }
    await presence(false);
  });

  it("pushes no test for a search saved without push, and one once a change turns push on", async () => {
    const before = (await received()).length;
    const pushJobs = await jobs("web-push");
    const tests = await jobs("saved-search-test", "completed");
    const input = { name: "Cyber attacks", filter: { kinds: ["cyber"] }, push: false };
    const saved = await app.graphql<{ saveSearch: { id: string } }>(SAVE_SEARCH, { input }, reader.headers);
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveSearch.id;
    // the test alert went out (its bell line), and it queued no push: none can arrive later
    await until("the test alert", async () =>
      (await jobs("saved-search-test", "completed")) > tests ? true : undefined,
    );
    expect(await jobs("web-push")).toBe(pushJobs);
    expect((await received()).length).toBe(before);

    const changed = await app.graphql(UPDATE_SEARCH, { id, input: { ...input, push: true } }, reader.headers);
    expect(changed.errors).toBeUndefined();
    expect(await nextPush(before)).toEqual({ ref: `t:${id}`, tag: `search-${id}` });
  });

  it("pushes a saved search's match within 60 s of its approval, and nothing for an incident that does not match", async () => {
    const moderator = await forumMember(app, { role: "moderator" });
    const approve = async (id: string) =>
      expect((await app.graphql(APPROVE, { id }, moderator.headers)).errors).toBeUndefined();
    const first = (await received()).length;
    const saved = await app.graphql<{ saveSearch: { id: string } }>(
      SAVE_SEARCH,
      {
        input: { name: "Drones over Latvia", filter: { kinds: ["airspace"], countries: ["LV"] }, push: true },
      },
      reader.headers,
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveSearch.id;
    expect(await nextPush(first)).toEqual({ ref: `t:${id}`, tag: `search-${id}` });

    const before = (await received()).length;
    const [elsewhere, matching] = await insertEvents(app, [
      // matches none of the member's searches (Poland; cyber attacks; airspace over Latvia)
      {
        kind: "sabotage",
        title: "Cut cable near Berlin",
        latitude: 52.52,
        longitude: 13.4,
        status: "pending",
      },
      {
        kind: "airspace",
        title: "Drone over the port of Riga",
        latitude: 56.95,
        longitude: 24.1,
        status: "pending",
      },
    ]);
    await approve(elsewhere!);
    await jobCompleted(app, "saved-search-alert", "eventId", elsewhere!);
    expect((await received()).length).toBe(before);

    const approvedAt = Date.now();
    await approve(matching!);
    const payload = await nextPush(before);
    expect(Date.now() - approvedAt).toBeLessThan(60_000);
    expect(payload).toEqual({ ref: `s:${id}:${matching}`, tag: `search-${id}` });
    const read = await fetch(`${app.url}/api/push/messages/${payload.ref}`, { headers: reader.headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      title: "New incident for your saved search “Drones over Latvia”: Drone over the port of Riga",
      url: `/incident/${matching}`,
      tag: `search-${id}`,
    });
    await jobCompleted(app, "saved-search-alert", "eventId", matching!);
    expect((await received()).length).toBe(before + 1);
  });

  it("pushes a new thread in a watched category and a followed incident's change to a device that takes them", async () => {
    const subscribe = (types: string[]) =>
      fetch(`${app.url}/api/push/subscription`, {
        method: "PUT",
        headers: { ...reader.headers, "content-type": "application/json" },
        body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, types }),
      });
    expect((await subscribe(["mention", "reply", "new_thread", "incident"])).status).toBe(200);
    const read = async (ref: string) => {
      const answer = await fetch(`${app.url}/api/push/messages/${ref}`, { headers: reader.headers });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { title: string; body: string; url: string; tag: string };
    };

    const watched = await app.graphql(
      `mutation ($id: ID!) { setCategoryWatchLevel(categoryId: $id, level: watching) { watchLevel } }`,
      { id: categoryId },
      reader.headers,
    );
    expect(watched.errors).toBeUndefined();
    let before = (await received()).length;
    const opened = await startThread(app, author, categoryId, "Lights over the bay again");
    const threadPush = await nextPush(before);
    expect(threadPush.tag).toBe(`thread-${opened.threadId}`);
    const threadMessage = await read(threadPush.ref);
    expect(threadMessage.title).toMatch(
      new RegExp(`^${author.username} started a new thread "A thread to read`),
    );
    expect(threadMessage).toMatchObject({
      body: "Lights over the bay again",
      url: `/forum/thread/${opened.threadId}?highlight=${opened.postId}`,
    });

    const moderator = await forumMember(app, { role: "moderator" });
    const [eventId] = await insertEvents(app, [
      { kind: "airspace", title: "Drone over the Tallinn port", latitude: 59.45, longitude: 24.76 },
    ]);
    const followed = await app.graphql(
      `mutation ($eventId: ID!) { followIncident(eventId: $eventId) }`,
      { eventId },
      reader.headers,
    );
    expect(followed.data).toEqual({ followIncident: true });
    before = (await received()).length;
    const changed = await app.graphql(
      `mutation ($id: ID!) { setEvidenceStatus(id: $id, status: corroborated) { id } }`,
      { id: eventId },
      moderator.headers,
    );
    expect(changed.errors).toBeUndefined();
    const incidentPush = await nextPush(before);
    expect(incidentPush.tag).toBe(`incident-${eventId}`);
    expect(await read(incidentPush.ref)).toMatchObject({
      title: "Followed Incident",
      body: "The evidence for “Drone over the Tallinn port” is now corroborated",
      url: `/incident/${eventId}`,
      tag: `incident-${eventId}`,
    });
    expect((await subscribe(["mention", "reply"])).status).toBe(200);
  });

  it("deletes a subscription its push service answers 410 for", async () => {
    await post(`/expire-subscription/${device.clientHash}`, {});
    const jobs = await completedPushJobs();
    await mention(`Are you subscribed, @${reader.username}?`);
    await until("the push job", async () => ((await completedPushJobs()) > jobs ? true : undefined));
    const rows = await app.orm.em
      .fork()
      .execute(`select 1 from push_subscriptions where endpoint = ?`, [device.endpoint]);
    expect(rows).toEqual([]);
  });

  it("refuses a subscription that is not a push service's", async () => {
    const answer = await fetch(`${app.url}/api/push/subscription`, {
      method: "PUT",
      headers: { ...reader.headers, "content-type": "application/json" },
      body: JSON.stringify({ endpoint: "ftp://example.org/x", keys: { p256dh: "a", auth: "b" }, types: [] }),
    });
    expect(answer.status).toBe(400);
    const types = await fetch(`${app.url}/api/push/subscription`, {
      method: "PUT",
      headers: { ...reader.headers, "content-type": "application/json" },
      body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, types: ["ban", 3] }),
    });
    expect(types.status).toBe(400);
    const signedOut = await fetch(`${app.url}/api/push/messages/n:1`);
    expect(signedOut.status).toBe(401);
  });
});
