import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRADING_MESSAGES } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, type Account } from "../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";

const GRADE = `mutation ($id: ID!, $reliability: String!, $credibility: Int!) {
  gradeSource(id: $id, reliability: $reliability, credibility: $credibility) { id url reliability credibility }
}`;

type Source = { id: string; url: string; reliability: string | null; credibility: number | null };

/** The Admiralty grading of sources (decision 100): set by moderators, shown wherever sources are. */
describe("grading an incident's sources by the Admiralty code", () => {
  let app: TestApp;
  let moderator: Account;
  let member: Account;
  let published: string;
  let pending: string;
  const get = async <T>(path: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress() } });
    return { version: response.headers.get("data-version")!, body: (await response.json()) as T };
  };
  const sourceOf = async (eventId: string) => {
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>("select id::text as id from incident_sources where event_id = ?", [eventId]);
    return row!.id;
  };
  const grade = (account: Account, id: string, reliability: string, credibility: number) =>
    app.graphql<{ gradeSource: Source }>(GRADE, { id, reliability, credibility }, bearer(account));

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    moderator = await accountWithRole(app, "moderator");
    member = await accountWithRole(app, "user");
    [published = "", pending = ""] = await insertEvents(app, [
      { title: "Cable cut off Gotland", sourceUrl: "https://news.example.se/cable" },
      { title: "Unreviewed report", status: "pending" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("lets a moderator grade a source: a new public version, shown in GraphQL, REST and the JSON list", async () => {
    const source = await sourceOf(published!);
    const before = await get<{ id: string; sources: Source[] }[]>("/api/events");
    expect(before.body[0]!.sources[0]).toMatchObject({ reliability: null, credibility: null });
    const graded = await grade(moderator, source, "B", 2);
    expect(graded.errors).toBeUndefined();
    expect(graded.data!.gradeSource).toEqual({
      id: source,
      url: "https://news.example.se/cable",
      reliability: "B",
      credibility: 2,
    });

    const after = await get<{ id: string; sources: Source[] }[]>("/api/events");
    expect(after.version).not.toBe(before.version);
    expect(after.body.find((e) => e.id === published)!.sources[0]).toMatchObject({
      reliability: "B",
      credibility: 2,
    });
    const detail = await get<{ sources: Source[] }>(`/api/events/${published}`);
    expect(detail.body.sources[0]).toMatchObject({ reliability: "B", credibility: 2 });
    const graphql = await app.graphql<{
      event: {
        sources: Source[];
        versions: { action: string; changes: { field: string; from: string | null; to: string }[] }[];
      };
    }>(
      `query ($id: ID!) { event(id: $id) {
        sources { id url reliability credibility } versions { action changes { field from to } } } }`,
      { id: published },
    );
    expect(graphql.data!.event.sources[0]).toMatchObject({ reliability: "B", credibility: 2 });
    expect(graphql.data!.event.versions.map((v) => v.action)).toEqual(["published", "source_graded"]);
    expect(graphql.data!.event.versions[1]!.changes).toEqual([
      { field: "grading", from: null, to: "B2 for https://news.example.se/cable" },
    ]);

    // the data version before the grading still lists the source ungraded
    const then = await get<{ sources: Source[] }[]>(`/api/events?asOf=${before.version}`);
    expect(then.body[0]!.sources[0]).toMatchObject({ reliability: null, credibility: null });

    // grading it again the same way changes nothing; another grade is another version
    await grade(moderator, source, "B", 2);
    const regraded = await grade(moderator, source, "A", 1);
    expect(regraded.data!.gradeSource).toMatchObject({ reliability: "A", credibility: 1 });
    const versions = await app.graphql<{
      event: { versions: { changes: { from: string | null; to: string }[] }[] };
    }>(`query ($id: ID!) { event(id: $id) { versions { changes { from to } } } }`, { id: published });
    expect(versions.data!.event.versions).toHaveLength(3);
    expect(versions.data!.event.versions[2]!.changes[0]).toEqual({
      from: "B2 for https://news.example.se/cable",
      to: "A1 for https://news.example.se/cable",
    });
  });

  it("grades an unpublished incident's source without a public version", async () => {
    const { version } = await get("/api/events");
    const graded = await grade(moderator, await sourceOf(pending!), "F", 6);
    expect(graded.data!.gradeSource).toMatchObject({ reliability: "F", credibility: 6 });
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from incident_versions where event_id = ?", [
        pending,
      ]);
    expect(row!.n).toBe(0);
    expect((await get("/api/events")).version).toBe(version);
  });

  it.each([
    ["G", 2, { reliability: GRADING_MESSAGES.reliability }],
    ["b", 2, { reliability: GRADING_MESSAGES.reliability }],
    ["B", 7, { credibility: GRADING_MESSAGES.credibility }],
    ["", 0, { reliability: GRADING_MESSAGES.reliability, credibility: GRADING_MESSAGES.credibility }],
  ])("refuses reliability %j and credibility %j with a clear BAD_USER_INPUT", async (r, c, fields) => {
    const refused = await grade(moderator, await sourceOf(published!), r, c);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields });
    expect(refused.errors![0]!.message).toBe(Object.values(fields)[0]);
  });

  it("refuses members, answers NOT_FOUND for a source that does not exist, 400 for a malformed id", async () => {
    const source = await sourceOf(published!);
    expect((await grade(member, source, "C", 3)).errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect((await grade(moderator, "999999", "C", 3)).errors![0]!.extensions!.code).toBe("NOT_FOUND");
    expect((await grade(moderator, "first", "C", 3)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});
