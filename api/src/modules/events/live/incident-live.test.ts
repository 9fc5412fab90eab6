import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, startTwoInstances, type TestApp } from "../../../../test/app.js";
import type { Account } from "../../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";
import {
  followIncidents,
  INCIDENT_CHANGED,
  openVisitorSocket,
  outcome,
} from "../../../../test/visitor-live.js";

import { VISITOR_REFUSED_MESSAGE } from "../../../graphql/visitor-sockets.js";

const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`;
const DELETE = `mutation ($id: ID!) { deleteEvent(id: $id) }`;

async function moderate(app: TestApp, moderator: Account, query: string, variables: Record<string, unknown>) {
  const answer = await app.graphql(query, variables, bearer(moderator));
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

describe("incidentChanged for visitors", () => {
  let app: TestApp;
  let moderator: Account;
  let client: Client;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    moderator = await accountWithRole(app, "moderator");
    client = (await openVisitorSocket(app.url)).client;
  });
  afterAll(async () => {
    await client?.dispose();
    await app?.close();
  });

  it("delivers publications, corrections and withdrawals to a visitor, and to a filter only what concerns it", async () => {
    const everything = await followIncidents(client);
    const chineseOnly = await followIncidents(client, { types: ["chinese"] });
    const [russian, chinese, doomed] = await insertEvents(app, [
      { status: "pending", type: "russian", title: "Cable cut in the Baltic" },
      { status: "pending", type: "chinese", kind: "cyber", title: "Ministry network breached" },
      { status: "pending", type: "chinese", title: "Drone over a base" },
    ]);

    await moderate(app, moderator, APPROVE, { id: russian });
    await moderate(app, moderator, APPROVE, { id: chinese });
    const published = await everything.next((c) => c.id === russian);
    expect(published).toMatchObject({
      change: "published",
      incident: { id: russian, type: "russian", title: "Cable cut in the Baltic" },
    });
    expect(await chineseOnly.next((c) => c.id === chinese)).toMatchObject({
      change: "published",
      incident: { id: chinese, type: "chinese", kind: "cyber" },
    });
    // delivered in order: the Russian one came first, so the filter would have shown it by now
    expect(chineseOnly.received.map((c) => c.id)).not.toContain(russian);

    await moderate(app, moderator, UPDATE, {
      id: russian,
      input: { title: "Cable cut near Gotland", latitude: 57.5 },
    });
    expect(await everything.next((c) => c.id === russian && c.change === "corrected")).toMatchObject({
      incident: { title: "Cable cut near Gotland", latitude: 57.5 },
    });
    // a correction out of the filter still reaches it: the incident matched it before
    await moderate(app, moderator, UPDATE, { id: chinese, input: { type: "russian" } });
    expect(await chineseOnly.next((c) => c.id === chinese && c.change === "corrected")).toMatchObject({
      incident: { type: "russian" },
    });

    await moderate(app, moderator, REJECT, { id: russian, reason: "Not an attack" });
    const withdrawn = await everything.next((c) => c.id === russian && c.change === "withdrawn");
    // a withdrawal carries only the id, and the data version it made, as dataVersion reads it now
    const { data } = await app.graphql<{ dataVersion: string }>("{ dataVersion }");
    expect(withdrawn).toEqual({
      change: "withdrawn",
      id: russian,
      changedAt: withdrawn.changedAt,
      dataVersion: data!.dataVersion,
      incident: null,
    });
    expect(published.dataVersion).toMatch(/^\d{8}T\d{6}\.\d{3}Z-\d+$/);
    expect(published.dataVersion! < data!.dataVersion).toBe(true);
    expect(Date.now() - Date.parse(withdrawn.changedAt)).toBeLessThan(60_000);
    await moderate(app, moderator, APPROVE, { id: doomed });
    await moderate(app, moderator, DELETE, { id: doomed });
    expect(await chineseOnly.next((c) => c.id === doomed && c.change === "withdrawn")).toMatchObject({
      incident: null,
    });
    // work on a submission nobody saw, and approving what is public already, announce nothing
    const [unseen, marker] = await insertEvents(app, [{ status: "pending" }, { status: "pending" }]);
    await moderate(app, moderator, UPDATE, { id: unseen, input: { title: "Still pending" } });
    await moderate(app, moderator, REJECT, { id: unseen, reason: "Spam" });
    await moderate(app, moderator, APPROVE, { id: chinese });
    await moderate(app, moderator, APPROVE, { id: marker });
    await everything.next((c) => c.id === marker);
    expect(
      everything.received.filter((c) => c.id === unseen || c.id === chinese).map((c) => c.change),
    ).toEqual(["published", "corrected"]);
    everything.stop();
    chineseOnly.stop();
  });

  it("carries both precisions, and follows a filter on them", async () => {
    const withPrecisions = `subscription ($filter: EventFilter) {
      incidentChanged(filter: $filter) { change id changedAt dataVersion
        incident { id type kind title latitude placePrecision timePrecision } } }`;
    const towns = await followIncidents(client, { placePrecisions: ["town"] }, withPrecisions);
    const [exact, vague] = await insertEvents(app, [
      { status: "pending", title: "Arson at a depot" },
      { status: "pending", title: "Arson somewhere in Gdańsk" },
    ]);
    await moderate(app, moderator, APPROVE, { id: exact });
    await moderate(app, moderator, APPROVE, { id: vague });
    await moderate(app, moderator, UPDATE, {
      id: vague,
      input: { placePrecision: "town", timePrecision: "year" },
    });
    // the correction concerns the filter: the incident matches it after the change
    expect(await towns.next((c) => c.id === vague)).toMatchObject({
      change: "corrected",
      incident: { placePrecision: "town", timePrecision: "year" },
    });
    expect(towns.received.map((c) => c.id)).not.toContain(exact);
    towns.stop();
  });

  it("refuses member topics, queries and mutations on a socket without a session, and keeps it open", async () => {
    const { client: visitor, closed } = await openVisitorSocket(app.url);
    try {
      for (const query of [
        "subscription { notificationAdded { unseenCount } }",
        "subscription { forumUpdated { __typename } }",
        "{ events(first: 1) { totalCount } }",
        'mutation { login(input: { username: "x", password: "y" }) { token } }',
      ]) {
        // refused before it runs, not by the member topic's own check
        expect(await outcome(visitor, query, {}, "message"), query).toEqual([VISITOR_REFUSED_MESSAGE]);
        expect(await outcome(visitor, query), query).toEqual(["UNAUTHENTICATED"]);
      }
      expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r("open"), 200))])).toBe("open");
    } finally {
      await visitor.dispose();
    }
  });

  it("answers a bad filter with the research API's error", async () => {
    expect(await outcome(client, INCIDENT_CHANGED, { filter: { countries: ["Poland"] } })).toEqual([
      "BAD_USER_INPUT",
    ]);
  });

  it("refuses the ledger's filters, which a live change cannot be checked against, rather than ignore them", async () => {
    expect(
      await outcome(client, INCIDENT_CHANGED, { filter: { confidences: ["confirmed"] } }, "message"),
    ).toEqual([
      "confidences filters the research reads, not live changes: follow without it and read the ledger.",
    ]);
  });

  it("still refuses a socket whose session token is not valid", async () => {
    const { createClient } = await import("graphql-ws");
    const WebSocket = (await import("ws")).default;
    const code = await new Promise<number>((resolve) => {
      const member = createClient({
        url: app.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => {},
        connectionParams: { authorization: "Bearer not-a-session" },
        on: { closed: (event) => resolve((event as { code: number }).code) },
      });
      void member;
    });
    expect(code).toBe(4403);
  });
});

describe("limits on sockets without a session", () => {
  let app: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      LIVE_VISITOR_SOCKETS_PER_ADDRESS: "2",
      LIVE_VISITOR_SUBSCRIPTIONS_PER_ADDRESS: "3",
    });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await app?.close();
  });

  it("refuses an address's socket past its limit with 4429, other addresses not", async () => {
    for (let i = 0; i < 2; i++) clients.push((await openVisitorSocket(app.url, "203.0.113.5")).client);
    await expect(openVisitorSocket(app.url, "203.0.113.5")).rejects.toThrow("socket closed with 4429");
    clients.push((await openVisitorSocket(app.url, "203.0.113.6")).client);
    // a closed socket frees its place
    await clients.shift()!.dispose();
    await new Promise((resolve) => setTimeout(resolve, 200));
    clients.unshift((await openVisitorSocket(app.url, "203.0.113.5")).client);
  });

  it("refuses an address's subscription past its limit, across its sockets, until one ends", async () => {
    const [first, second] = clients as [Client, Client];
    const running = [
      await followIncidents(first),
      await followIncidents(first),
      await followIncidents(second),
    ];
    expect(await outcome(second, INCIDENT_CHANGED)).toEqual(["RATE_LIMITED"]);
    // another address has its own places
    expect(await followIncidents(clients[2]!)).toBeDefined();
    running.pop()!.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await followIncidents(second);
    const [id] = await insertEvents(app, [{ status: "pending" }]);
    const moderator = await accountWithRole(app, "moderator");
    await moderate(app, moderator, APPROVE, { id });
    expect(await again.next((c) => c.id === id)).toMatchObject({ change: "published" });
  });
});

describe("incidentChanged across two instances", () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  let client: Client | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await client?.dispose();
    await instances?.close();
  });

  it("delivers an approval made on one instance to a visitor on the other", async () => {
    client = (await openVisitorSocket(b.url)).client;
    const followed = await followIncidents(client, { kinds: ["sabotage"] });
    const moderator = await accountWithRole(a, "moderator");
    const [other, sabotage] = await insertEvents(a, [
      { status: "pending", kind: "espionage" },
      { status: "pending", kind: "sabotage", title: "Rail signal cables burnt" },
    ]);
    await moderate(a, moderator, APPROVE, { id: other });
    await moderate(a, moderator, APPROVE, { id: sabotage });
    expect(await followed.next((c) => c.id === sabotage)).toMatchObject({
      change: "published",
      incident: { title: "Rail signal cables burnt", kind: "sabotage" },
    });
    expect(followed.received.map((c) => c.id)).toEqual([sabotage]);
  });
});
