import { ownWords } from "@incident-watch/schema";
import { createClient, type Client } from "graphql-sse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../test/app.js";
import { registerAccount, type Account } from "../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import { startUpgradeRefusingRelay } from "../../test/http-relay.js";
import { NOTIFICATION_ADDED } from "../../test/live.js";
import { INCIDENT_CHANGED, openVisitorSocket } from "../../test/visitor-live.js";
import { VISITOR_REFUSED_MESSAGE } from "./visitor-sockets.js";
import { SSE_ONLY_SUBSCRIPTIONS, SSE_PATH } from "./sse-transport.js";

type Result = {
  data?: Record<string, unknown>;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** Follows `query` over Server-Sent Events with graphql-sse's own client; every result as it arrives. */
function follow(client: Client, query: string, variables?: Record<string, unknown>) {
  const results: Result[] = [];
  let failure: unknown;
  let completed = false;
  const stop = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (result) => void results.push(result as Result),
      error: (error) => (failure = error),
      complete: () => (completed = true),
    },
  );
  return { results, stop, failure: () => failure, completed: () => completed };
}

describe("subscriptions over Server-Sent Events", () => {
  let app: TestApp;
  let relay: { url: string; close(): Promise<void> };
  let moderator: Account;
  const clients: Client[] = [];
  const sseClient = (headers: Record<string, string> = {}) => {
    const client = createClient({ url: relay.url + SSE_PATH, headers, retryAttempts: 0 });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    app = await startTestApp();
    relay = await startUpgradeRefusingRelay(app.url);
    moderator = await accountWithRole(app, "moderator");
  });
  afterAll(async () => {
    for (const client of clients) client.dispose();
    await relay?.close();
    await app?.close();
  });

  it("follows incident changes through a proxy that refuses the socket, as the socket would", async () => {
    // the socket does not get through; plain HTTP does
    await expect(openVisitorSocket(relay.url)).rejects.toThrow(/socket closed/);
    const { status } = await fetch(`${relay.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ dataVersion }" }),
    });
    expect(status).toBe(200);

    const visitor = sseClient();
    const everything = follow(visitor, INCIDENT_CHANGED);
    const chinese = follow(visitor, INCIDENT_CHANGED, { filter: { types: ["chinese"] } });
    await expect.poll(() => app.liveTransport().eventStreams).toBe(2);
    const [russianId, chineseId] = await insertEvents(app, [
      { status: "pending", type: "russian", title: "Cable cut in the Baltic" },
      { status: "pending", type: "chinese", title: "Drone over a base" },
    ]);
    for (const id of [russianId, chineseId]) {
      expect(
        (await app.graphql(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id }, bearer(moderator)))
          .errors,
      ).toBeUndefined();
    }
    await expect.poll(() => everything.results.length).toBe(2);
    expect(everything.results.map((r) => r.data?.incidentChanged)).toMatchObject([
      { change: "published", id: russianId, incident: { type: "russian", title: "Cable cut in the Baltic" } },
      { change: "published", id: chineseId, incident: { type: "chinese" } },
    ]);
    await expect.poll(() => chinese.results.length).toBe(1);
    expect(chinese.results[0]!.data?.incidentChanged).toMatchObject({ id: chineseId });
    everything.stop();
    chinese.stop();
    await expect.poll(() => app.liveTransport().eventStreams).toBe(0);
  });

  it("applies the socket's rules: public subscriptions only without a session, subscriptions only", async () => {
    const visitor = sseClient();
    const memberTopic = follow(visitor, NOTIFICATION_ADDED);
    await expect.poll(() => memberTopic.completed()).toBe(true);
    expect(memberTopic.results).toMatchObject([
      { errors: [{ message: VISITOR_REFUSED_MESSAGE, extensions: { code: "UNAUTHENTICATED" } }] },
    ]);
    const query = follow(visitor, "{ dataVersion }");
    await expect.poll(() => query.completed()).toBe(true);
    expect(query.results[0]!.errors![0]!.message).toBe(SSE_ONLY_SUBSCRIPTIONS);
    // the socket's alias limit (15), checked the same way
    const aliases = Array.from({ length: 16 }, (_, n) => `a${n}: change`).join(" ");
    const tooMany = follow(visitor, `subscription { incidentChanged { ${aliases} } }`);
    await expect.poll(() => tooMany.completed()).toBe(true);
    expect(tooMany.results[0]!.errors![0]!.message).toMatch(/alias/i);
    await expect.poll(() => app.liveTransport().eventStreams).toBe(0);
  });

  it("brings a member's notifications, and refuses a token that is no session", async () => {
    const alice: Account = await registerAccount(app, "sse_alice");
    const bell = follow(sseClient({ authorization: `Bearer ${alice.token}` }), NOTIFICATION_ADDED);
    await expect.poll(() => app.liveTransport().eventStreams).toBe(1);
    const em = app.orm.em.fork();
    await em.transactional((tx) =>
      servicesOf(app, em).notifications.notify(tx, {
        recipientId: alice.id,
        type: "report_update",
        said: ownWords("handled"),
      }),
    );
    await expect.poll(() => bell.results.length).toBe(1);
    expect(bell.results[0]!.data).toMatchObject({
      notificationAdded: { unseenCount: 1, notification: { type: "report_update", content: "handled" } },
    });
    bell.stop();

    const stranger = follow(sseClient({ authorization: "Bearer not-a-session" }), NOTIFICATION_ADDED);
    await expect.poll(() => stranger.failure()).toBeDefined();
  });
});
