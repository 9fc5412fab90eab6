import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { dailyIncidents, insertEvents } from "../../../../test/events.js";

describe("paging the research list: backward, and by id while incidents change", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_CACHE_SECONDS: "0" });
    // 120 sabotage incidents on distinct days, and one of another kind
    await insertEvents(app, dailyIncidents(120));
    await insertEvents(app, [{ title: "Berlin", kind: "cyber", latitude: 52.52, longitude: 13.4 }]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("pages events backward with last and before, meeting forward paging row for row", async () => {
    type Page = {
      events: {
        edges: Array<{ node: { id: string } }>;
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
      };
    };
    const QUERY = `query ($first: Int, $after: String, $last: Int, $before: String) {
      events(filter: { kinds: [sabotage] }, first: $first, after: $after, last: $last, before: $before) {
        edges { node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const run = async (variables: Record<string, unknown>) => {
      const result = await app.graphql<Page>(QUERY, variables);
      expect(result.errors).toBeUndefined();
      return result.data!.events;
    };
    const forward: string[] = [];
    let after: string | null = null;
    for (let n = 0; ; n++) {
      const page: Page["events"] = await run({ first: 50, after });
      expect(page.pageInfo.hasPreviousPage).toBe(n > 0);
      forward.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const backward: string[][] = [];
    let before: string | null = null;
    for (let n = 0; ; n++) {
      const page: Page["events"] = await run({ last: 50, before });
      expect(page.pageInfo.hasNextPage).toBe(n > 0);
      backward.unshift(page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(forward).toHaveLength(120);
    expect(backward.flat()).toEqual(forward);
    expect(backward.map((ids) => ids.length)).toEqual([20, 50, 50]);

    const both = await app.graphql(QUERY, { first: 10, after, last: 10 });
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { before: apiMessages.eventsPagingBothWays },
    });
    const tooMany = await app.graphql(QUERY, { last: 501 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { last: apiMessages.eventsLastOutOfRange },
    });
    // a backward page costs what a forward one does: five full ones in one query are refused
    const pages = Array.from({ length: 5 }, (_, i) => `p${i}: events(last: 500) { edges { node { id } } }`);
    const costly = await app.graphql(`{ ${pages.join(" ")} }`);
    expect(costly.errors?.[0]?.extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED" });
    const badCursor = await app.graphql(QUERY, { last: 5, before: "nonsense" });
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({
      fields: { before: apiMessages.cursorInvalid },
    });
  });

  it("pages by id without losing or repeating an incident while moderators move dates; the date order cannot", async () => {
    type Page = {
      events: {
        edges: Array<{ node: { id: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const QUERY = `query ($after: String, $order: EventOrder) {
      events(filter: { kinds: [sabotage] }, first: 40, after: $after, orderBy: $order) {
        edges { node { id } } pageInfo { hasNextPage endCursor }
      }
    }`;
    const sql = app.orm.em.fork().getConnection();
    const before = await sql.execute<{ id: string; date: string }[]>(
      `select id::text as id, to_char(date, 'YYYY-MM-DD') as date from events where kind = 'sabotage'`,
    );
    /** Pages through in `order`; after each page a moderator moves one incident not yet seen to a new day. */
    const pageThrough = async (order: string) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const result = await app.graphql<Page>(QUERY, { after, order });
        expect(result.errors).toBeUndefined();
        const page: Page["events"] = result.data!.events;
        seen.push(...page.edges.map((edge) => edge.node.id));
        if (!page.pageInfo.hasNextPage) return seen;
        after = page.pageInfo.endCursor;
        const unseen = before.map((row) => row.id).filter((id) => !seen.includes(id));
        await sql.execute(`update events set date = '2024-12-31', changed_at = now() where id = ?`, [
          unseen.sort((a, b) => Number(a) - Number(b))[0],
        ]);
      }
    };
    try {
      const byId = await pageThrough("id");
      expect(byId).toHaveLength(before.length);
      expect(new Set(byId).size).toBe(before.length);
      expect(byId).toEqual([...byId].sort((a, b) => Number(a) - Number(b)));
      // the same edits under the date order move incidents into pages already read: some are never seen
      for (const row of before)
        await sql.execute(`update events set date = ? where id = ?`, [row.date, row.id]);
      const byDate = await pageThrough("date");
      expect(new Set(byDate).size).toBeLessThan(before.length);

      // a cursor belongs to its order
      const first = await app.graphql<Page>(QUERY, { after: null, order: "date" });
      const crossed = await app.graphql(QUERY, { after: first.data!.events.pageInfo.endCursor, order: "id" });
      expect(crossed.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { after: apiMessages.cursorInvalid },
      });
    } finally {
      for (const row of before)
        await sql.execute(`update events set date = ? where id = ?`, [row.date, row.id]);
    }
  });
});
