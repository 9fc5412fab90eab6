import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";

const LATEST = `query ($first: Int!, $after: String, $filter: EventFilter) {
  events(first: $first, after: $after, orderBy: published, filter: $filter) {
    edges { node { id publishedAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Page {
  events: { edges: Array<{ node: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
}

describe("events in the order of publication", () => {
  let app: TestApp;
  const word = `Published${process.pid}`;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("pages the newest publication first, whatever the incident's day or id", async () => {
    const [early, late, middle] = await insertEvents(app, [
      { title: `${word} a`, date: "2026-01-03" },
      { title: `${word} b`, date: "2020-01-01" },
      { title: `${word} c`, date: "2026-01-01" },
    ]);
    const connection = app.orm.em.fork().getConnection();
    for (const [id, hours] of [
      [early, 3],
      [late, 1],
      [middle, 2],
    ] as const)
      await connection.execute(
        `update events set published_at = now() - make_interval(hours => ?) where id = ?`,
        [hours, id],
      );
    const filter = { titleContains: word };
    const first = await app.graphql<Page>(LATEST, { first: 2, filter });
    expect(first.errors).toBeUndefined();
    expect(first.data!.events.edges.map((edge) => edge.node.id)).toEqual([late, middle]);
    expect(first.data!.events.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql<Page>(LATEST, {
      first: 2,
      filter,
      after: first.data!.events.pageInfo.endCursor,
    });
    expect(next.data!.events.edges.map((edge) => edge.node.id)).toEqual([early]);
    expect(next.data!.events.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses another order's cursor", async () => {
    const byDay = Buffer.from(JSON.stringify(["2026-01-01", "1"])).toString("base64url");
    const answer = await app.graphql(LATEST, { first: 2, after: byDay });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      messageKey: "cursorInvalid",
    });
  });
});
