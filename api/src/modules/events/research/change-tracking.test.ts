import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import type { Account } from "../../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";
import { WITHDRAWN_BY_DELETION, WITHDRAWN_BY_REJECTION } from "../../incident-review/event-review.service.js";

type Times = { id: string; publishedAt: string | null; updatedAt: string };
type Withdrawn = { id: string; withdrawnAt: string; reason: string };

const EVENTS = `query ($filter: EventFilter) {
  events(filter: $filter, first: 500) { edges { node { id publishedAt updatedAt } } }
  mapPoints(filter: $filter) { ids }
}`;
const WITHDRAWN = `query ($since: String) { withdrawnEvents(since: $since) { id withdrawnAt reason } }`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CSV cells of a line (the exports quote text; times and ids are plain). */
const csvRows = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, "")));

describe("change tracking on every research surface", () => {
  let app: TestApp;
  let moderator: Account;
  let ids: string[];
  let address = 0;
  const get = (path: string) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": `10.30.0.${++address}` } });
  const staff = (query: string, variables: Record<string, unknown>) =>
    app.graphql<Record<string, unknown>>(query, variables, bearer(moderator));

  /** What each surface says of the incidents' times, by id, for a REST query string. */
  async function everySurface(query: string) {
    const list = (await (await get(`/api/events?${query}`)).json()) as Array<Times & { _id: string }>;
    const [header, ...lines] = csvRows(await (await get(`/api/events/export.csv?${query}`)).text());
    const column = (name: string) => header!.indexOf(name);
    const geojson = (await (await get(`/api/events/export.geojson?${query}`)).json()) as {
      features: Array<{ id: string; properties: Omit<Times, "id"> }>;
    };
    const feed = await (await get(`/api/events/feed.atom?${query}`)).text();
    const entries = feed.split("<entry>").slice(1);
    const filter = Object.fromEntries(new URLSearchParams(query));
    const graphql = await app.graphql<{
      events: { edges: Array<{ node: Times }> };
      mapPoints: { ids: string[] };
    }>(EVENTS, { filter: { updatedSince: filter.updatedSince } });
    const byId = (rows: Times[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));
    return {
      list: byId(list.map(({ _id, publishedAt, updatedAt }) => ({ id: _id, publishedAt, updatedAt }))),
      csv: byId(
        lines.map((cells) => ({
          id: cells[column("id")]!,
          publishedAt: cells[column("published_at")]!,
          // empty when it is published_at (export revision 4, decision 105): read as the codebook says
          updatedAt: cells[column("updated_at")] || cells[column("published_at")]!,
        })),
      ),
      geojson: byId(
        geojson.features.map(({ id, properties: { publishedAt, updatedAt } }) => ({
          id,
          publishedAt,
          // left out when it is publishedAt (export revision 4, decision 105)
          updatedAt: updatedAt ?? publishedAt,
        })),
      ),
      atom: byId(
        entries.map((entry) => ({
          id: /\/incident\/(\d+)<\/id>/.exec(entry)![1]!,
          publishedAt: /<published>(.*)<\/published>/.exec(entry)![1]!,
          updatedAt: /<updated>(.*)<\/updated>/.exec(entry)![1]!,
        })),
      ),
      graphql: byId(graphql.data!.events.edges.map((edge) => edge.node)),
      mapPoints: byId(graphql.data!.mapPoints.ids.map((id) => ({ id }) as Times)),
    };
  }

  beforeAll(async () => {
    app = await startTestApp();
    moderator = await accountWithRole(app, "moderator");
    ids = await insertEvents(app, [
      { title: "Corrected later", date: "2024-01-10" },
      { title: "Stays as it is", date: "2024-01-11" },
      { title: "Rejected after publication", date: "2024-01-12" },
      { title: "Deleted after publication", date: "2024-01-13" },
      { title: "Still pending", date: "2024-01-14", status: "pending" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives every incident the same publishedAt and updatedAt in every format", async () => {
    const surfaces = await everySurface("");
    const expected = surfaces.graphql;
    expect(expected.map((e) => e.id)).toEqual(ids.slice(0, 4));
    for (const event of expected) {
      expect(event.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(event.updatedAt).toBe(event.publishedAt);
    }
    for (const surface of ["list", "atom"] as const) expect(surfaces[surface], surface).toEqual(expected);
    // the downloads write times to the second (export revision 3, decision 103)
    const toSecond = (time: string | null) => time?.replace(/\.\d{3}Z$/, "Z") ?? null;
    const inSeconds = expected.map((e) => ({
      ...e,
      publishedAt: toSecond(e.publishedAt),
      updatedAt: e.updatedAt.replace(/\.\d{3}Z$/, "Z"),
    }));
    for (const surface of ["csv", "geojson"] as const) expect(surfaces[surface], surface).toEqual(inSeconds);
    // none changed since its publication: the downloads write its update time only once, as published_at
    const [header, ...lines] = csvRows(await (await get("/api/events/export.csv")).text());
    expect(lines.map((cells) => cells[header!.indexOf("updated_at")])).toEqual(lines.map(() => ""));
    const geojson = (await (await get("/api/events/export.geojson")).json()) as {
      features: Array<{ properties: Record<string, unknown> }>;
    };
    for (const { properties } of geojson.features) expect(properties).not.toHaveProperty("updatedAt");
  });

  it("finds a correction with updatedSince on every surface, and the feed says when it changed", async () => {
    const since = new Date().toISOString();
    await pause(20);
    const corrected = await staff(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { date: "2024-02-01" }) { id publishedAt updatedAt } }`,
      { id: ids[0] },
    );
    const { publishedAt, updatedAt } = corrected.data!.updateEvent as Times;
    expect(updatedAt > since).toBe(true);
    expect(publishedAt! < since).toBe(true);
    const surfaces = await everySurface(`updatedSince=${encodeURIComponent(since)}`);
    for (const [surface, rows] of Object.entries(surfaces)) {
      expect(
        rows.map((row) => row.id),
        surface,
      ).toEqual([ids[0]]);
    }
    expect(surfaces.atom).toEqual([{ id: ids[0], publishedAt, updatedAt }]);
    const feed = await (await get("/api/events/feed.atom")).text();
    expect(feed.split("<entry>")[0]).toContain(`<updated>${updatedAt}</updated>`);
    // a day is its start in UTC: everything corrected or published today or later
    const today = since.slice(0, 10);
    expect((await everySurface(`updatedSince=${today}`)).list).toHaveLength(4);
  });

  it("lists incidents withdrawn after publication, in GraphQL and REST, until they are approved again", async () => {
    const since = new Date().toISOString();
    await pause(10);
    await staff(
      `mutation ($id: ID!) { rejectEvent(id: $id, reason: "Source retracted; submitter notified") { id } }`,
      {
        id: ids[2],
      },
    );
    await staff(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: ids[3] });
    await staff(`mutation ($id: ID!) { rejectEvent(id: $id, reason: "Not an incident") { id } }`, {
      id: ids[4],
    });

    const graphql = (await app.graphql<{ withdrawnEvents: Withdrawn[] }>(WITHDRAWN, { since })).data!
      .withdrawnEvents;
    expect(graphql.map(({ id, reason }) => ({ id, reason }))).toEqual([
      { id: ids[2], reason: WITHDRAWN_BY_REJECTION },
      { id: ids[3], reason: WITHDRAWN_BY_DELETION },
    ]);
    expect(graphql.every((w) => w.withdrawnAt >= since)).toBe(true);
    const rest = (await (
      await get(`/api/events/withdrawn?since=${encodeURIComponent(since)}`)
    ).json()) as Withdrawn[];
    expect(rest).toEqual(graphql);
    // the moderator's own words stay private
    expect(JSON.stringify(rest)).not.toContain("submitter");
    const later = new Date(Date.parse(graphql[1]!.withdrawnAt) + 1).toISOString();
    expect(
      (await app.graphql<{ withdrawnEvents: Withdrawn[] }>(WITHDRAWN, { since: later })).data!
        .withdrawnEvents,
    ).toEqual([]);

    await staff(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id: ids[2] });
    const after = (await (await get("/api/events/withdrawn")).json()) as Withdrawn[];
    expect(after.map((w) => w.id)).toEqual([ids[3]]);
    const republished = await everySurface(`updatedSince=${encodeURIComponent(since)}`);
    expect(republished.graphql.map((e) => e.id)).toEqual([ids[2]]);
    expect(republished.graphql[0]!.publishedAt! < since).toBe(true);
  });

  it("refuses a since that is not an ISO 8601 time, naming the parameter", async () => {
    const message = (field: string) =>
      `${field} must be an ISO 8601 date or time with its offset, such as 2026-01-31 or 2026-01-31T12:00:00Z`;
    for (const path of [
      "/api/events",
      "/api/events/export.csv",
      "/api/events/export.geojson",
      "/api/events/feed.atom",
    ]) {
      const response = await get(`${path}?updatedSince=yesterday`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({
        message: message("updatedSince"),
        messageKey: "invalidInput",
        errors: { updatedSince: message("updatedSince") },
        errorKeys: { updatedSince: "invalidInput" },
      });
    }
    for (const value of ["2026-13-01", "2026-01-31T12:00:00"]) {
      const response = await get(`/api/events/withdrawn?since=${value}`);
      expect(response.status, value).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { since: message("since") } });
    }
    const graphql = await app.graphql(EVENTS, { filter: { updatedSince: "last week" } });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { updatedSince: message("updatedSince") },
    });
    const withdrawn = await app.graphql(WITHDRAWN, { since: "soon" });
    expect(withdrawn.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { since: message("since") },
    });
    expect((await get("/api/events/withdrawn?after=1")).status).toBe(400);
  });
});
