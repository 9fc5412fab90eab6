import { ownWords } from "@incident-watch/schema";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../test/app.js";
import { registerAccount, type Account } from "../../test/accounts.js";
import { NOTIFICATION_ADDED, openLive, type LiveSocket } from "../../test/live.js";

const SOCKETS = 3;
const OPERATIONS = 4;

type Failure = { extensions?: { code?: unknown }; message?: string };
const codesOf = (errors: unknown): string[] =>
  (Array.isArray(errors) ? (errors as Failure[]) : [errors as Failure]).map((e) =>
    String(e?.extensions?.code ?? e?.message ?? JSON.stringify(e)),
  );

/** Runs one operation on `client` and resolves with its errors' codes (none: []). */
function run(client: Client, query: string): Promise<string[]> {
  return new Promise((resolve) => {
    client.subscribe(
      { query },
      {
        next: (result) => result.errors && resolve(codesOf(result.errors)),
        error: (errors) => resolve(codesOf(errors)),
        complete: () => resolve([]),
      },
    );
  });
}

describe("limits on live sockets", () => {
  let app: TestApp;
  let member: Account;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      LIVE_SOCKETS_PER_MEMBER: String(SOCKETS),
      LIVE_SUBSCRIPTIONS_PER_SOCKET: String(OPERATIONS),
      RESEARCH_RATE_LIMIT: "0",
    });
    member = await registerAccount(app, "socket_member");
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await app?.close();
  });

  it("refuses a member's socket past the limit with 4429, and the older ones still receive events", async () => {
    for (let i = 0; i < SOCKETS; i++)
      sockets.push(await openLive(app.url, member.token, [NOTIFICATION_ADDED]));
    await expect(openLive(app.url, member.token, [NOTIFICATION_ADDED])).rejects.toThrow(
      "socket closed with 4429",
    );
    const em = app.orm.em.fork();
    const notifications = servicesOf(app, em).notifications;
    const batch = await em.transactional((tx) =>
      notifications.notify(tx, {
        recipientId: member.id,
        type: "other",
        said: ownWords("to every open socket"),
      }),
    );
    for (const live of sockets) {
      expect(await live.next()).toMatchObject({ notificationAdded: { notification: { id: batch.ids[0] } } });
    }
    // a closed socket frees its place
    await sockets.pop()!.dispose();
    await new Promise((resolve) => setTimeout(resolve, 200));
    sockets.push(await openLive(app.url, member.token, []));
  });

  it("refuses an operation past the limit on one socket, leaving the others running, and frees the place when one ends", async () => {
    const other = await registerAccount(app, "socket_other");
    // openLive runs one more operation (a query) once they are subscribed: all the places are taken then
    const live = await openLive(
      app.url,
      other.token,
      new Array<string>(OPERATIONS - 1).fill(NOTIFICATION_ADDED),
    );
    live.client.subscribe(
      { query: NOTIFICATION_ADDED },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    sockets.push(live);
    expect(await run(live.client, NOTIFICATION_ADDED)).toEqual(["RATE_LIMITED"]);
    // the socket and its subscriptions are untouched
    expect(await Promise.race([live.closed, new Promise((r) => setTimeout(() => r("open"), 300))])).toBe(
      "open",
    );

    const second = await openLive(app.url, other.token, []);
    sockets.push(second);
    const running = Array.from({ length: OPERATIONS }, () =>
      second.client.iterate<{ notificationAdded: unknown }>({ query: NOTIFICATION_ADDED }),
    );
    await Promise.all(
      running.map((iterator) => Promise.race([iterator.next(), new Promise((r) => setTimeout(r, 300))])),
    );
    expect(await run(second.client, NOTIFICATION_ADDED)).toEqual(["RATE_LIMITED"]);
    await running[0]!.return?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const accepted = second.client.iterate({ query: NOTIFICATION_ADDED });
    const first = await Promise.race([
      accepted.next().then(() => "answered"),
      new Promise((r) => setTimeout(() => r("running"), 500)),
    ]);
    expect(first).toBe("running");
    await accepted.return?.();
    for (const iterator of running.slice(1)) await iterator.return?.();
  });
});

describe("queries over a live socket", () => {
  let app: TestApp;
  let member: Account;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", RESEARCH_RATE_LIMIT: "5" });
    member = await registerAccount(app, "socket_researcher");
  });
  afterAll(() => app?.close());

  it("counts queries over the socket against the research limit per address, as over HTTP", async () => {
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${member.token}` },
    });
    try {
      const answers: string[][] = [];
      for (let i = 0; i < 7; i++) answers.push(await run(client, "{ events(first: 1) { totalCount } }"));
      // the socket's own address was charged by the connection's queries only (sign-up came over HTTP
      // from a forwarded address)
      expect(answers.filter((codes) => codes.length === 0).length, JSON.stringify(answers)).toBe(5);
      expect(answers.at(-1)).toEqual(["RATE_LIMITED"]);
    } finally {
      await client.dispose();
    }
  });
});
