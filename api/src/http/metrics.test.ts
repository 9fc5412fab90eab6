import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveAltcha } from "../../test/captcha.js";
import { CREATE_POST, forumMember, insertCategories, startThread, type Member } from "../../test/forum.js";
import { NOTIFICATIONS_CHANGED, openLive, type LiveSocket } from "../../test/live.js";
import { followIncidents, openVisitorSocket } from "../../test/visitor-live.js";
import { startMailbox, type Mailbox } from "../../test/mailbox.js";
import { FORGOT_PASSWORD } from "../../test/password-mail.js";
import { startTestApp, type TestApp } from "../../test/app.js";
import { OPERATION_NAMES_MAX } from "../infra/metrics/metrics.js";

const TOKEN = "a token the operators' Prometheus sends";

/** Prometheus text as `series → value`, a series written as Prometheus writes it (name{labels}). */
function parse(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

describe("/metrics", () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let author: Member;
  let reader: Member;
  let categoryId: string;
  const sockets: LiveSocket[] = [];

  const scrape = async () => {
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(await response.text());
  };
  const value = async (series: string) => (await scrape()).get(series) ?? 0;
  async function until(series: string, atLeast: number) {
    const deadline = Date.now() + 10_000;
    while ((await value(series)) < atLeast) {
      if (Date.now() > deadline) throw new Error(`${series} stayed below ${atLeast}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: mailbox.url, RATE_LIMIT_FACTOR: "1000" });
    [categoryId] = (await insertCategories(app, ["General"])) as [string];
    author = await forumMember(app, { username: "metrics_author" });
    reader = await forumMember(app, { username: "metrics_reader" });
  });

  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await app?.close();
    await mailbox?.close();
  });

  it("counts and times requests by class of work and by GraphQL operation, and admission by class", async () => {
    for (let i = 0; i < 2; i++) expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await app.graphql("query Categories { categories { id } }")).status).toBe(200);
    }
    const me = await app.graphql("query Me { me { username } }", {}, author.headers);
    expect(me.data).toEqual({ me: { username: "metrics_author" } });
    expect((await app.graphql('query Search { searchForum(query: "drones") { totalCount } }')).status).toBe(
      200,
    );
    expect((await fetch(`${app.url}/api/no-such-route`)).status).toBe(404);

    const metrics = await scrape();
    expect(metrics.get('iw_http_requests_total{class="health",status="2xx"}')).toBe(2);
    expect(metrics.get('iw_http_requests_total{class="cached",status="2xx"}')).toBe(2);
    expect(metrics.get('iw_http_requests_total{class="member",status="2xx"}')).toBe(1);
    expect(metrics.get('iw_http_requests_total{class="anonymous",status="4xx"}')).toBe(1);
    // the first Categories was made (anonymous work), the next two came from the public cache
    expect(
      metrics.get('iw_graphql_operations_total{operation="Categories",class="anonymous",status="2xx"}'),
    ).toBe(1);
    expect(
      metrics.get('iw_graphql_operations_total{operation="Categories",class="cached",status="2xx"}'),
    ).toBe(2);
    expect(metrics.get('iw_graphql_operations_total{operation="Me",class="member",status="2xx"}')).toBe(1);
    expect(metrics.get('iw_graphql_operation_duration_seconds_count{operation="Categories"}')).toBe(3);
    expect(
      metrics.get('iw_graphql_operation_duration_seconds_bucket{le="+Inf",operation="Categories"}'),
    ).toBe(3);
    expect(metrics.get('iw_http_request_duration_seconds_count{class="member"}')).toBe(1);
    // a cached answer takes well under a second: it is counted in the lower buckets
    expect(metrics.get('iw_http_request_duration_seconds_bucket{le="1",class="cached"}')).toBe(2);
    expect(metrics.get('iw_http_request_duration_seconds_sum{class="cached"}')).toBeGreaterThan(0);

    expect(metrics.get('iw_admission_total{class="cached",decision="admitted"}')).toBe(2);
    expect(metrics.get('iw_admission_total{class="member",decision="admitted"}')).toBe(1);
    // Categories' first answer, Search, and the unknown REST route
    expect(metrics.get('iw_admission_total{class="anonymous",decision="admitted"}')).toBe(3);
    expect(metrics.get('iw_public_cache_total{result="miss"}')).toBe(1);
    expect(metrics.get('iw_public_cache_total{result="hit"}')).toBe(2);
    expect(metrics.get('iw_admission_in_flight{class="anonymous"}')).toBe(0);
    expect(metrics.get('iw_admission_queue_length{class="anonymous"}')).toBe(0);
  });

  it("keeps the operation names it labels to a bounded number, whatever clients send", async () => {
    for (let i = 0; i < OPERATION_NAMES_MAX + 20; i++) {
      expect((await app.graphql(`query Name${i} { __typename }`)).status).toBe(200);
    }
    const names = new Set(
      [...(await scrape()).keys()]
        .filter((series) => series.startsWith("iw_graphql_operations_total{"))
        .map((series) => /operation="([^"]*)"/.exec(series)![1]),
    );
    expect(names.size).toBeLessThanOrEqual(OPERATION_NAMES_MAX + 1);
    expect(names).toContain("other");
    expect(await value('iw_graphql_operations_total{operation="other",class="anonymous",status="2xx"}')).toBe(
      20 + 3, // the names past the bound, and Me, Search and Categories came first
    );
  });

  it("shows the process, the database pool, live sockets and the live transport", async () => {
    sockets.push(await openLive(app.url, author.token, [NOTIFICATIONS_CHANGED]));
    const visitor = await openVisitorSocket(app.url);
    await followIncidents(visitor.client);
    const metrics = await scrape();
    expect(metrics.get("process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(metrics.get("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(metrics.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
    expect(metrics.get("iw_event_loop_delay_seconds")).toBeGreaterThanOrEqual(0);
    expect(metrics.get('iw_database_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(metrics.get('iw_database_pool_connections{state="waiting"}')).toBe(0);
    expect(metrics.get('iw_live_sockets{kind="member"}')).toBe(1);
    expect(metrics.get('iw_live_sockets{kind="visitor"}')).toBe(1);
    expect(metrics.get('iw_live_subscriptions{kind="member"}')).toBe(1);
    expect(metrics.get('iw_live_subscriptions{kind="visitor"}')).toBe(1);
    expect(metrics.get('iw_live_transport{transport="in-process"}')).toBe(1);
    expect(metrics.get('iw_live_transport{transport="redis"}')).toBe(0);

    await visitor.client.dispose();
    await visitor.closed;
    await until('iw_live_sockets{kind="member"}', 1);
    const after = await scrape();
    expect(after.get('iw_live_sockets{kind="visitor"}')).toBe(0);
    expect(after.get('iw_live_subscriptions{kind="visitor"}')).toBe(0);
  });

  it("shows the outbox's dispatch and lag, the job queue and the mails", async () => {
    const dispatched = await value("iw_outbox_dispatched_total");
    const { threadId } = await startThread(app, author, categoryId);
    // a mention waits in the job queue for the reader's missed-mail delay
    const mention = await app.graphql(
      CREATE_POST,
      { input: { threadId, body: `@${reader.username} look at this` } },
      author.headers,
    );
    expect(mention.errors).toBeUndefined();
    await until("iw_outbox_dispatched_total", dispatched + 2);
    await until("iw_job_queue_depth", 1);
    expect(await value("iw_outbox_lag_seconds")).toBeLessThan(5);

    const forgot = async () =>
      app.graphql(FORGOT_PASSWORD, {
        email: `${author.username}@example.com`,
        captchaToken: await solveAltcha(app.url),
      });
    expect((await forgot()).errors).toBeUndefined();
    await mailbox.waitFor(`${author.username}@example.com`);
    await until('iw_mails_total{result="sent"}', 1);
    await mailbox.close();
    expect((await forgot()).errors).toBeUndefined();
    await until('iw_mails_total{result="failed"}', 1);
  });

  it("answers only loopback clients that came straight, and bearers of METRICS_TOKEN", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    expect((await fetch(`${app.url}/metrics`, { headers: forwarded })).status).toBe(404);
    const wrong = { ...forwarded, authorization: "Bearer not the token" };
    expect((await fetch(`${app.url}/metrics`, { headers: wrong })).status).toBe(404);
    const bearer = { ...forwarded, authorization: `Bearer ${TOKEN}` };
    const allowed = await fetch(`${app.url}/metrics`, { headers: bearer });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("# TYPE iw_http_requests_total counter");
  });

  it("has every family the Grafana dashboard in deploy/grafana/ reads", async () => {
    const dashboard = readFileSync(
      new URL("../../../deploy/grafana/incident-watch.json", import.meta.url),
      "utf8",
    );
    const read = new Set(dashboard.match(/\b(?:iw|nodejs|process)_[a-z_0-9]+/g));
    const names = new Set([...(await scrape()).keys()].map((series) => series.split("{")[0]));
    expect(read.size).toBeGreaterThan(15);
    for (const name of read) expect(names, name).toContain(name);
  });
});
