import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { startForumApp, type Member } from "../../../test/forum.js";

const POST = `mutation ($eventId: ID!, $body: String!) {
  postToIncidentDiscussion(eventId: $eventId, body: $body) { id thread { id } } }`;

describe("discussed incidents on the map and the statistics page", () => {
  let app: TestApp;
  let member: Member;
  let quiet: string;
  let talked: string;
  let older: string;

  beforeAll(async () => {
    ({
      app,
      members: [member],
    } = await startForumApp({ members: [{}], categories: [] }));
    const ids = await insertEvents(app, [
      { title: "Cable cut in the Baltic", date: "2024-03-02" },
      { title: "Drone over the port", date: "2024-04-10" },
      { title: "Fire at a depot", date: "2023-11-20" },
    ]);
    [quiet, talked, older] = ids as [string, string, string];
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = async (eventId: string, body: string) => {
    const answer = await app.graphql<{ postToIncidentDiscussion: { thread: { id: string } } }>(
      POST,
      { eventId, body },
      member.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.postToIncidentDiscussion.thread.id;
  };
  const discussedIds = async (discussed: boolean) => {
    const answer = await app.graphql<{
      events: {
        totalCount: number;
        edges: { node: { id: string; discussion: { postCount: number } | null } }[];
      };
      mapPoints: { ids: string[] };
    }>(
      `query ($filter: EventFilter) {
        events(filter: $filter, first: 50) { totalCount edges { node { id discussion { postCount } } } }
        mapPoints(filter: $filter) { ids } }`,
      { filter: { discussed } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  it("filters the map's incidents by whether members discuss them, and follows a first post at once", async () => {
    expect((await discussedIds(true)).mapPoints.ids).toEqual([]);
    expect((await discussedIds(false)).mapPoints.ids.sort()).toEqual([quiet, talked, older].sort());

    await post(talked, "Seen from the ferry.");
    await post(talked, "Same lights a week before.");
    const discussed = await discussedIds(true);
    expect(discussed.mapPoints.ids).toEqual([talked]);
    expect(discussed.events.totalCount).toBe(1);
    expect(discussed.events.edges.map((edge) => edge.node)).toEqual([
      { id: talked, discussion: { postCount: 2 } },
    ]);
    expect((await discussedIds(false)).mapPoints.ids.sort()).toEqual([quiet, older].sort());

    // a later first post shows in the next answer: members' posts are not the public data's version
    await post(older, "Was it arson?");
    expect((await discussedIds(true)).mapPoints.ids.sort()).toEqual([talked, older].sort());
    const counted = await app.graphql<{ incidentStatistics: { total: number } }>(
      `{ incidentStatistics(filter: { discussed: true, dateFrom: "2024-01-01" }) { total } }`,
    );
    expect(counted.data!.incidentStatistics.total).toBe(1);
  });

  it("keeps the filter out of the research REST paths and exports, with a clear 400", async () => {
    for (const path of ["/api/events?discussed=true", "/api/events/export.csv?discussed=true"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Unknown parameter \\"discussed\\"');
    }
    // a live change carries nothing of the forum: the subscription and a saved search refuse it
    const saved = await app.graphql(
      `mutation { saveSearch(input: { name: "Talked about", filter: { discussed: true } }) { id } }`,
      {},
      member.headers,
    );
    expect(saved.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(saved.errors?.[0]?.extensions?.fields)).toContain("not live changes");
    const wrong = await app.graphql(`{ mapPoints(filter: { discussed: "yes" }) { ids } }`);
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]?.message).toMatch(/Boolean/);
  });

  it("counts the discussions started per month, every month from the first to the last", async () => {
    const [late] = await insertEvents(app, [{ title: "Jamming near the airport", date: "2024-05-01" }]);
    const thread = await post(late!, "GPS was off all evening.");
    // the thread of the older incident started three months before the others
    const threadOfOlder = (
      await app.graphql<{ event: { discussion: { thread: { id: string } } } }>(
        `query ($id: ID!) { event(id: $id) { discussion { thread { id } } } }`,
        { id: older },
      )
    ).data!.event.discussion.thread.id;
    const connection = app.orm.em.fork().getConnection();
    const now = new Date();
    const month = (back: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15));
      return d.toISOString().slice(0, 7);
    };
    await connection.execute(`update forum_threads set created_at = ? where id = ?`, [
      `${month(3)}-15T12:00:00Z`,
      threadOfOlder,
    ]);
    expect(thread).not.toBe(threadOfOlder);

    const perMonth = async (filter: Record<string, unknown> | null) => {
      const answer = await app.graphql<{ incidentDiscussionsPerMonth: { month: string; started: number }[] }>(
        `query ($filter: EventFilter) { incidentDiscussionsPerMonth(filter: $filter) { month started } }`,
        { filter },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.incidentDiscussionsPerMonth;
    };
    expect(await perMonth(null)).toEqual([
      { month: month(3), started: 1 },
      { month: month(2), started: 0 },
      { month: month(1), started: 0 },
      { month: month(0), started: 2 },
    ]);
    // the page's range chooses the incidents, by their day, as its other counts do
    expect(await perMonth({ dateFrom: "2024-01-01" })).toEqual([{ month: month(0), started: 2 }]);
    expect(await perMonth({ dateTo: "2023-12-31" })).toEqual([{ month: month(3), started: 1 }]);
    expect(await perMonth({ types: [] })).toEqual([]);

    const wrong = await app.graphql(
      `{ incidentDiscussionsPerMonth(filter: { dateFrom: "2024-02-31" }) { month } }`,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("filters the server's clusters by discussion too, a new first post showing in the next answer", async () => {
    const clustered = async (query: string) => {
      const response = await fetch(`${app.url}/api/events/clusters?zoom=2&bbox=-180,-85,180,85${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { count: number }).count;
    };
    const everything = await clustered("");
    const discussedBefore = await clustered("&discussed=1");
    expect(discussedBefore).toBeLessThan(everything);
    const [fresh] = await insertEvents(app, [{ title: "Balloons over the border", date: "2024-06-01" }]);
    await post(fresh!, "Third one this month.");
    expect(await clustered("&discussed=1")).toBe(discussedBefore + 1);
    expect(await clustered("&discussed=1&types=chinese")).toBe(0);

    const wrong = await fetch(`${app.url}/api/events/clusters?zoom=2&bbox=-180,-85,180,85&discussed=yes`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The only value of discussed is \\"1\\".');
  });
});
