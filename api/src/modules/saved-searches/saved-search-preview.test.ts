import { apiMessages, messages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { forumMember, type Member } from "../../../test/forum.js";

const PREVIEW = `query ($filter: EventFilter!, $area: SavedAreaInput) {
  digestPreview(filter: $filter, area: $area) { count complete incidents { id title date timePrecision publishedAt } }
}`;

interface Preview {
  count: number;
  complete: boolean;
  incidents: Array<{ id: string; title: string; date: string; publishedAt: string }>;
}

describe("digest preview", () => {
  let app: TestApp;
  let member: Member;
  // a word no other incident's title holds, so the counts are this file's own
  const word = `Preview${process.pid}`;

  const preview = (filter: Record<string, unknown>, by: Member = member, area?: Record<string, unknown>) =>
    app.graphql<{ digestPreview: Preview }>(PREVIEW, { filter, area }, by.headers);

  beforeAll(async () => {
    app = await startTestApp();
    member = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("lists the last week's published incidents the filter matches, oldest publication first, ten at most", async () => {
    const ids = await insertEvents(
      app,
      Array.from({ length: 12 }, (_, i) => ({
        title: `${word} drone ${i}`,
        kind: i % 2 === 0 ? ("airspace" as const) : ("cyber" as const),
        date: `2026-01-${String(i + 1).padStart(2, "0")}`,
      })),
    );
    const [old, pending] = await insertEvents(app, [
      { title: `${word} drone of last month`, kind: "airspace" },
      { title: `${word} drone under review`, kind: "airspace", status: "pending" },
    ]);
    const connection = app.orm.em.fork().getConnection();
    // published in order, a minute apart; one eight days ago, before the week
    for (const [i, id] of ids.entries())
      await connection.execute(
        `update events set published_at = now() - make_interval(mins => ?) where id = ?`,
        [60 - i, id],
      );
    await connection.execute(`update events set published_at = now() - interval '8 days' where id = ?`, [
      old,
    ]);

    const all = await preview({ titleContains: word.toLowerCase() });
    expect(all.errors).toBeUndefined();
    expect(all.data!.digestPreview).toMatchObject({ count: 12, complete: true });
    expect(all.data!.digestPreview.incidents.map((incident) => incident.id)).toEqual(ids.slice(0, 10));
    expect(all.data!.digestPreview.incidents[0]).toMatchObject({
      title: `${word} drone 0`,
      date: "2026-01-01",
    });
    const listed = all.data!.digestPreview.incidents.map((incident) => incident.id);
    expect(listed).not.toContain(old);
    expect(listed).not.toContain(pending);

    const airspace = await preview({ titleContains: word, kinds: ["airspace"] });
    expect(airspace.data!.digestPreview.count).toBe(6);
    expect(airspace.data!.digestPreview.incidents.map((incident) => incident.id)).toEqual(
      ids.filter((_, i) => i % 2 === 0),
    );
    const nowhere = await preview({ titleContains: word, countries: ["PT"] });
    expect(nowhere.data!.digestPreview).toEqual({ count: 0, complete: true, incidents: [] });
  });

  it("counts only the incidents within the circle around a place, as the search's alerts would", async () => {
    const [near, far] = await insertEvents(app, [
      { title: `${word} circle Gdańsk`, latitude: 54.35, longitude: 18.65 },
      { title: `${word} circle Kraków`, latitude: 50.06, longitude: 19.94 },
    ]);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update events set published_at = now() where id in (?, ?)`, [near, far]);
    const gdansk = { placeName: "Gdańsk", latitude: 54.352, longitude: 18.646, radiusKm: 25 };
    const filter = { titleContains: `${word} circle` };
    const circle = await preview(filter, member, gdansk);
    expect(circle.errors).toBeUndefined();
    expect(circle.data!.digestPreview.incidents.map((incident) => incident.id)).toEqual([near]);
    const everywhere = await preview(filter);
    expect(everywhere.data!.digestPreview.incidents.map((incident) => incident.id).sort()).toEqual(
      [near, far].sort(),
    );
    // checked as saving checks it: a radius out of range, or a circle beside the map's box
    const wide = await preview(filter, member, { ...gdansk, radiusKm: 5000 });
    expect(wide.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const boxed = await preview(
      { ...filter, bbox: { west: 10, south: 50, east: 20, north: 55 } },
      member,
      gdansk,
    );
    expect(boxed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is for signed-in members only", async () => {
    const answer = await app.graphql(PREVIEW, { filter: {} });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(answer.data).toBeNull();
  });

  it("checks the filter as saving does: bad input is a clear refusal", async () => {
    const since = await preview({ updatedSince: "2026-01-01" });
    expect(since.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", messageKey: "savedSearchUpdatedSince" },
    });
    expect(since.errors?.[0]?.message).toContain(apiMessages.savedSearchUpdatedSince);
    const tooMany = await preview({ countries: Array.from({ length: 10_000 }, () => "PL") });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("allows a member 20 previews a minute", async () => {
    const previewer = await forumMember(app);
    for (let i = 0; i < 20; i++) expect((await preview({}, previewer)).errors).toBeUndefined();
    expect((await preview({}, previewer)).errors?.[0]).toMatchObject({
      message: messages.digestPreviewsTooFast,
      extensions: { code: "RATE_LIMITED", messageKey: "digestPreviewsTooFast" },
    });
    // another member previews on
    expect((await preview({})).errors).toBeUndefined();
  });
});
