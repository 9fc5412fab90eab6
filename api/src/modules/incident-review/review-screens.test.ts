import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import type { Account } from "../../../test/accounts.js";
import { rawGet } from "../../../test/raw-get.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";

const COUNT = `{ pendingEventCount }`;
const REVIEWED = `query ($status: ReviewedStatus!, $query: String, $first: Int, $after: String) {
  reviewedEvents(status: $status, query: $query, first: $first, after: $after) {
    totalCount edges { node { id title status } } pageInfo { hasNextPage endCursor }
  }
}`;
const HISTORY = `query ($id: ID!) {
  event(id: $id) { id history { action reason createdAt reviewer { username } changes { field from to } } }
}`;
const DUPLICATES = `query ($id: ID!) {
  event(id: $id) { id likelyDuplicates { sameSource distanceKm daysApart event { id title status } } }
}`;
const PENDING_WITH_DUPLICATES = `{
  pendingEvents { edges { node { id likelyDuplicates { event { id } } history { action } } } }
}`;

describe("the incident review screens' API", () => {
  let app: TestApp;
  let member: Account;
  let moderator: Account;
  let admin: Account;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    [member, moderator, admin] = await Promise.all([
      accountWithRole(app, "user"),
      accountWithRole(app, "moderator"),
      accountWithRole(app, "admin"),
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const reject = (id: string, reason: string, who = moderator) =>
    app.graphql(
      `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`,
      { id, reason },
      bearer(who),
    );
  const approve = (id: string, who = moderator) =>
    app.graphql(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id }, bearer(who));

  it.each([
    ["a visitor", () => ({}), "UNAUTHENTICATED"],
    ["a member", () => bearer(member), "FORBIDDEN"],
  ])("refuses the count, the reviewed lists, histories and duplicates to %s", async (_who, headers, code) => {
    const [id] = await insertEvents(app, [{ status: "approved" }]);
    for (const [query, variables] of [
      [COUNT, {}],
      [REVIEWED, { status: "approved" }],
    ] as const) {
      expect((await app.graphql(query, variables, headers())).errors?.[0]?.extensions?.code).toBe(code);
    }
    // an approved event is public, its review fields are not (the same codes as the staff queries)
    for (const query of [HISTORY, DUPLICATES]) {
      const result = await app.graphql(query, { id }, headers());
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it.each([
    ["moderator", () => moderator],
    ["admin", () => admin],
  ])("counts pending submissions for a %s, and the count falls as they are reviewed", async (_role, who) => {
    const count = async () =>
      (await app.graphql<{ pendingEventCount: number }>(COUNT, {}, bearer(who()))).data!.pendingEventCount;
    const before = await count();
    const [a, b] = await insertEvents(app, [{ status: "pending" }, { status: "pending" }]);
    expect(await count()).toBe(before + 2);
    await approve(a!, who());
    await reject(b!, "Not an incident", who());
    expect(await count()).toBe(before);
  });

  it("lists approved and rejected events apart, most recently reviewed first, searchable by title", async () => {
    const [kept, dropped, later] = await insertEvents(app, [
      { status: "pending", title: "Rail sabotage near Gdańsk" },
      { status: "pending", title: "Rail 100% fake_story" },
      { status: "pending", title: "Rail sabotage near Łódź" },
    ]);
    await approve(kept!);
    await reject(dropped!, "Satire");
    await approve(later!);
    const list = async (status: string, query?: string, first?: number, after?: string) =>
      (
        await app.graphql<{
          reviewedEvents: {
            totalCount: number;
            edges: Array<{ node: { id: string; status: string } }>;
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        }>(REVIEWED, { status, query, first, after }, bearer(moderator))
      ).data!.reviewedEvents;

    const approved = await list("approved", "rail SABOTAGE");
    expect(approved.edges.map((e) => e.node.id)).toEqual([later, kept]);
    expect(approved.totalCount).toBe(2);
    const rejected = await list("rejected", "rail");
    expect(rejected.edges.map((e) => e.node)).toEqual([
      { id: dropped, title: "Rail 100% fake_story", status: "rejected" },
    ]);
    // % and _ are searched as themselves
    expect((await list("rejected", "100%")).totalCount).toBe(1);
    expect((await list("approved", "100%")).totalCount).toBe(0);
    expect((await list("approved", "Rail_")).totalCount).toBe(0);

    const firstPage = await list("approved", "rail", 1);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const secondPage = await list("approved", "rail", 1, firstPage.pageInfo.endCursor);
    expect(secondPage.edges.map((e) => e.node.id)).toEqual([kept]);
    expect(secondPage.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a bad page size, cursor or an over-long search with the field's message", async () => {
    for (const [variables, field, message] of [
      [{ first: 101 }, "first", apiMessages.pendingFirstOutOfRange],
      [{ after: "nonsense" }, "after", apiMessages.cursorInvalid],
      [{ query: "x".repeat(201) }, "query", messages.reviewSearchTooLong],
    ] as const) {
      const result = await app.graphql(REVIEWED, { status: "approved", ...variables }, bearer(moderator));
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { [field]: message },
      });
    }
    const wrongStatus = await app.graphql(
      `{ reviewedEvents(status: pending) { totalCount } }`,
      {},
      bearer(moderator),
    );
    expect(wrongStatus.status).toBe(400);
    const lateCursor = Buffer.from(JSON.stringify(["2024-02-30T00:00:00.000Z", "1"])).toString("base64url");
    const impossible = await app.graphql(
      REVIEWED,
      { status: "approved", after: lateCursor },
      bearer(moderator),
    );
    expect(impossible.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("tells each event's history: who did what, when, and why", async () => {
    const [id] = await insertEvents(app, [{ status: "pending", title: "Drone over a port" }]);
    await app.graphql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Drone over Gdynia port", latitude: 54.5 }) { id } }`,
      { id },
      bearer(admin),
    );
    await reject(id!, "Already reported");
    await approve(id!, admin);
    const result = await app.graphql<{
      event: { history: Array<Record<string, unknown>> };
    }>(HISTORY, { id }, bearer(moderator));
    const history = result.data!.event.history;
    expect(history.map((entry) => [entry.action, (entry.reviewer as { username: string }).username])).toEqual(
      [
        ["update", admin.username],
        ["reject", moderator.username],
        ["approve", admin.username],
      ],
    );
    expect(history[0]!.changes).toEqual([
      { field: "title", from: "Drone over a port", to: "Drone over Gdynia port" },
      { field: "latitude", from: "50", to: "54.5" },
    ]);
    expect(history[1]).toMatchObject({
      reason: "Already reported",
      changes: [{ field: "status", from: "pending", to: "rejected" }],
    });
    expect(Date.parse(history[2]!.createdAt as string)).toBeGreaterThanOrEqual(
      Date.parse(history[1]!.createdAt as string),
    );
  });

  it("finds likely duplicates: the same source page, or within 5 km and 3 days, closest first", async () => {
    const base = `https://news.example.net/${process.pid}/story`;
    const [submitted, samePage, near, farther, tooFar, tooLate, rejectedTwin] = await insertEvents(app, [
      {
        status: "pending",
        sourceUrl: `${base}?utm_source=x`,
        latitude: 54.35,
        longitude: 18.65,
        date: "2024-06-10",
      },
      {
        status: "approved",
        sourceUrl: `http://www.news.example.net/${process.pid}/story/`,
        latitude: 40,
        longitude: -3,
        date: "2020-01-01",
      },
      { status: "approved", latitude: 54.36, longitude: 18.66, date: "2024-06-12" },
      { status: "pending", latitude: 54.38, longitude: 18.7, date: "2024-06-07" },
      { status: "approved", latitude: 54.45, longitude: 18.65, date: "2024-06-10" },
      { status: "approved", latitude: 54.35, longitude: 18.65, date: "2024-06-14" },
      { status: "rejected", latitude: 54.351, longitude: 18.651, date: "2024-06-10" },
    ]);
    const result = await app.graphql<{
      event: {
        likelyDuplicates: Array<{
          sameSource: boolean;
          distanceKm: number;
          daysApart: number;
          event: { id: string };
        }>;
      };
    }>(DUPLICATES, { id: submitted }, bearer(moderator));
    const duplicates = result.data!.event.likelyDuplicates;
    expect(duplicates.map((d) => d.event.id)).toEqual([samePage, rejectedTwin, near, farther]);
    expect(duplicates[0]).toMatchObject({ sameSource: true, daysApart: 1622 });
    expect(duplicates[2]).toMatchObject({ sameSource: false, daysApart: 2 });
    expect(duplicates[2]!.distanceKm).toBeCloseTo(1.3, 1);
    expect(duplicates.map((d) => d.event.id)).not.toContain(tooFar);
    expect(duplicates.map((d) => d.event.id)).not.toContain(tooLate);
    expect(duplicates.every((d) => d.distanceKm <= 5 || d.sameSource)).toBe(true);
  });

  it("reads the duplicates and histories of a whole queue page in a few queries", async () => {
    await insertEvents(
      app,
      Array.from({ length: 20 }, () => ({ status: "pending" as const })),
    );
    const queries: string[] = [];
    const connection = app.orm.em.getConnection();
    const original = connection.execute.bind(connection);
    // every request's EntityManager is a fork sharing this connection
    connection.execute = ((...args: Parameters<typeof original>) => {
      queries.push(String(args[0]));
      return original(...args);
    }) as typeof connection.execute;
    try {
      const result = await app.graphql(PENDING_WITH_DUPLICATES, {}, bearer(moderator));
      expect(result.errors).toBeUndefined();
    } finally {
      connection.execute = original;
    }
    expect(queries.filter((sql) => /event_reviews/.test(sql)).length).toBe(1);
    expect(queries.filter((sql) => /cross join lateral/.test(sql)).length).toBe(1);
  });

  it("answers the map data with no-cache, so browsers revalidate it and an approval shows at once", async () => {
    const response = await rawGet(app.url, "/api/events/map");
    expect(response.headers["cache-control"]).toBe("public, no-cache");
  });
});
