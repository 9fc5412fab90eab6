import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import { importWhenDone, uploadFile, type ImportAnswer, customMapping } from "../../../test/imports.js";
import { startPageServer, type PageServer } from "../../../test/page-server.js";

const GAP_SECONDS = 3;
/** A page's request reaches the site a little after its capture starts, later on a loaded machine. */
const ARRIVAL_JITTER_MS = 1000;
const MAPPING = customMapping("russian", "sabotage");
const DRY_RUN = `mutation ($id: ID!, $mapping: [ImportFieldInput!]!) {
  dryRunImport(id: $id, preset: custom, mapping: $mapping) { id } }`;
const START = `mutation ($id: ID!) { startImport(id: $id) { id } }`;
const REPORT = `query ($id: ID!) { dataImport(id: $id) { report(phase: import, first: 50) { row eventId } } }`;
const SOURCES = `query ($id: ID!) { event(id: $id) { sources { url capture { status failure sha256 warcUrl } } } }`;
const ARTICLE = (path: string) =>
  `<html><head><title>Depot fire ${path}</title></head><body>Sparks</body></html>`;

interface Capture {
  status: string;
  failure: string | null;
  sha256: string | null;
  warcUrl: string | null;
}

describe("capturing the sources of imported incidents", () => {
  let app: TestApp;
  let staff: Record<string, string>;
  let busy: PageServer;
  let quiet: PageServer;
  /** When each page was asked for, by its server. */
  const asked = new Map<PageServer, number[]>();

  const serve = async () => {
    const server: PageServer = await startPageServer((req, res) => {
      asked.get(server)!.push(Date.now());
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE(req.url!));
    });
    asked.set(server, []);
    return server;
  };

  beforeAll(async () => {
    busy = await serve();
    quiet = await serve();
    app = await startTestApp({
      TITLE_FETCH_ALLOW_LOOPBACK: "true",
      TITLE_FETCH_PORTS: `80,443,${busy.port},${quiet.port}`,
      CAPTURE_RETRY_SECONDS: "1",
      IMPORT_CAPTURE_HOST_SECONDS: String(GAP_SECONDS),
    });
    staff = bearer(await accountWithRole(app, "moderator"));
  });

  afterAll(async () => {
    await app?.close();
    await busy?.close();
    await quiet?.close();
  });

  async function run(csv: string, importIt: boolean): Promise<ImportAnswer> {
    const uploaded = await uploadFile(app, staff, csv);
    expect(uploaded.status).toBe(200);
    const dry = await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping: MAPPING }, staff);
    expect(dry.errors).toBeUndefined();
    const checked = await importWhenDone(app, staff, uploaded.body.id);
    if (!importIt) return checked;
    expect((await app.graphql(START, { id: checked.id }, staff)).errors).toBeUndefined();
    return importWhenDone(app, staff, checked.id);
  }

  /** Captures asked for, and the captures capture jobs were queued for (a job that waits its turn is sent again), on the two test sites. */
  async function queued(): Promise<{ captures: number; jobs: number }> {
    const [row] = await app.orm.em.fork().execute<{ captures: number; jobs: number }[]>(
      `select (select count(*) from source_captures where url like ? or url like ?)::int as captures,
              (select count(distinct data->>'captureId') from pgboss.job
                where name = 'capture-source' and data->>'host' in (?, ?))::int as jobs`,
      [`${busy.url}/%`, `${quiet.url}/%`, new URL(busy.url).host, new URL(quiet.url).host],
    );
    return row!;
  }

  async function captureOf(eventId: string): Promise<{ url: string; capture: Capture }> {
    const until = Date.now() + 60_000;
    for (;;) {
      const answer = await app.graphql<{ event: { sources: { url: string; capture: Capture | null }[] } }>(
        SOURCES,
        { id: eventId },
        staff,
      );
      expect(answer.errors).toBeUndefined();
      const [source] = answer.data!.event.sources;
      if (source?.capture && source.capture.status !== "pending")
        return { url: source.url, capture: source.capture };
      if (Date.now() > until) throw new Error(`not captured in 60 s: ${JSON.stringify(source)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("captures each created incident's source, paced per host; a dry run and the same file again queue none", async () => {
    const stamp = Date.now();
    const rows = [
      `${busy.url}/a-${stamp}-1,2024-05-01,41.0,12.0`,
      `${busy.url}/a-${stamp}-2,2024-05-01,43.0,14.0`,
      `${busy.url}/a-${stamp}-3,2024-05-01,45.0,16.0`,
      `${quiet.url}/b-${stamp}-1,2024-05-01,47.0,18.0`,
    ];
    const csv = ["url,date,lat,lon", ...rows].join("\r\n");

    const checked = await run(csv, false);
    expect(checked.dryRun).toMatchObject({ created: 4 });
    expect(await queued()).toEqual({ captures: 0, jobs: 0 });

    const done = await run(csv, true);
    expect(done).toMatchObject({ status: "finished", counts: { created: 4 } });
    expect(await queued()).toEqual({ captures: 4, jobs: 4 });

    const report = await app.graphql<{ dataImport: { report: { row: number; eventId: string }[] } }>(
      REPORT,
      { id: done.id },
      staff,
    );
    const captured = [];
    for (const { eventId } of report.data!.dataImport.report) captured.push(await captureOf(eventId));
    for (const { url, capture } of captured) {
      expect(capture).toMatchObject({ status: "captured", failure: null });
      const warc = await fetch(capture.warcUrl!.replace(app.config.publicUrl.replace(/\/+$/, ""), app.url), {
        headers: staff,
      });
      expect(warc.status).toBe(200);
      const bytes = Buffer.from(await warc.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(capture.sha256);
      expect(bytes.toString("latin1")).toContain(`WARC-Target-URI: ${url}`);
      expect(bytes.toString("latin1")).toContain(ARTICLE(new URL(url).pathname));
    }
    expect(captured.map(({ url }) => url).sort()).toEqual(rows.map((line) => line.split(",")[0]).sort());

    // the busy site is asked once per gap; the quiet one does not wait behind it
    const times = asked.get(busy)!;
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(GAP_SECONDS * 1000 - ARRIVAL_JITTER_MS);
    expect(asked.get(quiet)![0]!).toBeLessThan(times[2]!);

    const again = await run(csv, true);
    expect(again.counts).toMatchObject({ unchanged: 4, created: 0 });
    expect(await queued()).toEqual({ captures: 4, jobs: 4 });
  });
});
