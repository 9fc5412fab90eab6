import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import { rawGet } from "../../test/raw-get.js";
import type { Account } from "../../test/accounts.js";
import { onThisMachine } from "../../test/slowness.js";

const TITLES = `{ events(first: 500) { totalCount edges { node { id title } } } }`;
type Titles = { events: { totalCount: number; edges: Array<{ node: { id: string; title: string } }> } };
const titlesOf = (data: Titles | undefined) => data!.events.edges.map((edge) => edge.node.title);

/** An approved event written straight into the database, without telling the app (as a stale cache would miss). */
async function insertBehindTheAppsBack(app: TestApp, title: string) {
  await app.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into events (type, title, source_url, source_url_key, date, latitude, longitude, status,
                           title_source, created_at, updated_at)
       values ('russian', ?, ?, ?, '2024-06-01', 50, 10, 'approved', 'page', now(), now())`,
      [title, `https://example.org/hidden/${title}`, `https://example.org/hidden/${title}`],
    );
}

const getPath = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;

describe("the public response cache", () => {
  let app: TestApp;
  let moderator: Account;

  beforeAll(async () => {
    app = await startTestApp();
    moderator = await accountWithRole(app, "moderator");
    await insertEvents(app, [{ title: "Cable cut off Gotland" }]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a visitor's repeated research query from the cache until an incident is approved", async () => {
    const before = await app.graphql<Titles>(TITLES);
    await insertBehindTheAppsBack(app, "Unseen until a change");
    const cached = await app.graphql<Titles>(TITLES);
    expect(cached.data).toEqual(before.data);

    const [pending] = await insertEvents(app, [{ title: "Drone over Riga", status: "pending" }]);
    await app.graphql<Titles>(TITLES); // cached again after that write
    const approved = await app.graphql(
      `mutation { approveEvent(id: "${pending}") { id } }`,
      {},
      bearer(moderator),
    );
    expect(approved.errors).toBeUndefined();
    const after = await app.graphql<Titles>(TITLES);
    expect(titlesOf(after.data)).toEqual(
      expect.arrayContaining(["Drone over Riga", "Unseen until a change"]),
    );
    expect(after.data!.events.totalCount).toBe(before.data!.events.totalCount + 2);
  });

  it("shows a moderator's correction and a deletion to the next visitor", async () => {
    const [id] = await insertEvents(app, [{ title: "Jamming near Tallinn" }]);
    expect(titlesOf((await app.graphql<Titles>(TITLES)).data)).toContain("Jamming near Tallinn");

    const update = `mutation { updateEvent(id: "${id}", input: { title: "GPS jamming near Tallinn" }) { id } }`;
    expect((await app.graphql(update, {}, bearer(moderator))).errors).toBeUndefined();
    const updated = titlesOf((await app.graphql<Titles>(TITLES)).data);
    expect(updated).toContain("GPS jamming near Tallinn");
    expect(updated).not.toContain("Jamming near Tallinn");

    expect(
      (await app.graphql(`mutation { deleteEvent(id: "${id}") }`, {}, bearer(moderator))).errors,
    ).toBeUndefined();
    expect(titlesOf((await app.graphql<Titles>(TITLES)).data)).not.toContain("GPS jamming near Tallinn");
    const one = await app.graphql<{ event: null }>(`{ event(id: "${id}") { id title } }`);
    expect(one.data).toEqual({ event: null });
  });

  it("serves public queries over GET with an ETag and Cache-Control: public, and 304 while nothing changed", async () => {
    const first = await rawGet(app.url, getPath(TITLES), { accept: "application/json" });
    expect(first.status).toBe(200);
    const titles = JSON.parse(first.body.toString()) as { data: { events: { totalCount: number } } };
    expect(titles.data.events.totalCount).toBeGreaterThan(0);
    expect(first.headers["cache-control"]).toBe("public, max-age=30");
    expect(first.headers.vary).toMatch(/Authorization, Cookie/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await rawGet(app.url, getPath(TITLES), {
      accept: "application/json",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    await insertEvents(app, [{ title: "Espionage case in Berlin" }]);
    const changed = await rawGet(app.url, getPath(TITLES), {
      accept: "application/json",
      "if-none-match": etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toContain("Espionage case in Berlin");
  });

  it("sends a shared answer compressed to a client that takes it, with a tag per encoding and 304 on a weak one", async () => {
    const path = getPath(TITLES);
    const plain = await rawGet(app.url, path, { accept: "application/json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzipped = await rawGet(app.url, path, { accept: "application/json", "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    const brotli = await rawGet(app.url, path, { accept: "application/json", "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const tags = [plain, gzipped, brotli].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);

    const weak = await rawGet(app.url, path, {
      accept: "application/json",
      "accept-encoding": "gzip",
      "if-none-match": `W/${String(gzipped.headers.etag)}`,
    });
    expect(weak.status).toBe(304);
    expect(weak.body.length).toBe(0);
  });

  it("answers a GET with the same data as a POST, site info and map points included", async () => {
    const query = "{ siteInfo { contactEmail } mapPoints { ids types } }";
    const got = await rawGet(app.url, getPath(query), { accept: "application/json" });
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.toString())).toEqual({ data: (await app.graphql(query)).data });
    expect(got.headers["cache-control"]).toBe("public, max-age=30");
  });

  it("never caches what a signed-in viewer sees, nor serves them a visitor's answer", async () => {
    const visitor = await app.graphql<Titles>(TITLES);
    await insertBehindTheAppsBack(app, "Seen by staff at once");
    const staff = await app.graphql<Titles>(TITLES, {}, bearer(moderator));
    expect(titlesOf(staff.data)).toContain("Seen by staff at once");
    expect(titlesOf((await app.graphql<Titles>(TITLES)).data)).toEqual(titlesOf(visitor.data));

    const review = `{ events(first: 5) { edges { node { id status reviewedAt } } } }`;
    const asStaff = await rawGet(app.url, getPath(review), {
      accept: "application/json",
      ...bearer(moderator),
    });
    expect(asStaff.status).toBe(200);
    expect((JSON.parse(asStaff.body.toString()) as { errors?: unknown }).errors).toBeUndefined();
    expect(asStaff.headers["cache-control"]).not.toMatch(/public/);
    expect(asStaff.headers.etag).toBeUndefined();
    const asVisitor = await app.graphql(review);
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("does not cache queries that read anything but public data", async () => {
    const got = await rawGet(app.url, getPath("{ siteInfo { contactEmail } me { id } }"), {
      accept: "application/json",
    });
    expect(got.status).toBe(200);
    expect(got.headers["cache-control"]).not.toMatch(/public/);
    expect(got.headers.etag).toBeUndefined();
  });
});

describe("the public response cache across instances", () => {
  let first: TestApp;
  let second: TestApp;
  // Redis also keeps the rate-limit counters across test runs: registering the moderator must not run out
  const redis = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    RATE_LIMIT_FACTOR: "1000",
  };

  beforeAll(async () => {
    first = await startTestApp(redis);
    second = await startTestApp({ ...redis, DATABASE_URL: first.config.databaseUrl! });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("drops an answer kept by one instance when a moderator approves an incident on another", async () => {
    const moderator = await accountWithRole(first, "moderator");
    const [pending] = await insertEvents(first, [{ title: "Sabotage at a rail depot", status: "pending" }]);
    expect(titlesOf((await second.graphql<Titles>(TITLES)).data)).not.toContain("Sabotage at a rail depot");
    const approve = `mutation { approveEvent(id: "${pending}") { id } }`;
    expect((await first.graphql(approve, {}, bearer(moderator))).errors).toBeUndefined();
    await expect
      .poll(async () => titlesOf((await second.graphql<Titles>(TITLES)).data), {
        timeout: onThisMachine(3000),
      })
      .toContain("Sabotage at a rail depot");
  });
});

describe("the public response cache switched off", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_CACHE_SECONDS: "0" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("reads the database for every request and still answers GET", async () => {
    await insertEvents(app, [{ title: "First" }]);
    await app.graphql<Titles>(TITLES);
    await insertBehindTheAppsBack(app, "Second");
    expect(titlesOf((await app.graphql<Titles>(TITLES)).data)).toContain("Second");
    const got = await rawGet(app.url, getPath(TITLES), { accept: "application/json" });
    expect(got.status).toBe(200);
    expect(got.headers["cache-control"]).not.toMatch(/public/);
  });
});
