import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, submitIncident } from "../../../test/events.js";
import { startPageServer, type PageServer } from "../../../test/page-server.js";
import { checkSources } from "./source-check-job.js";

const HMAC_KEY = "source-checks-test-key";
const GAP_SECONDS = 1;

const SOURCES = `query ($id: ID!) {
  event(id: $id) { sources { capture {
    status archiveUrl liveCheck { status httpStatus checkedAt since }
  } } }
}`;

interface Capture {
  status: string;
  archiveUrl: string | null;
  liveCheck: { status: string; httpStatus: number | null; checkedAt: string; since: string } | null;
}

describe("checking captured sources' live pages", () => {
  let app: TestApp;
  let site: PageServer;
  let moderator: Awaited<ReturnType<typeof accountWithRole>>;
  /** What each path answers now; a missing path answers its original page. */
  const answers = new Map<string, { status: number; body: string }>();
  const fetchedAt: { path: string; at: number }[] = [];
  const original = (path: string) =>
    `<html><head><title>Statement ${path}</title></head><body>Text</body></html>`;

  beforeAll(async () => {
    site = await startPageServer((req, res) => {
      fetchedAt.push({ path: req.url!, at: Date.now() });
      const answer = answers.get(req.url!) ?? { status: 200, body: original(req.url!) };
      res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8" }).end(answer.body);
    });
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: HMAC_KEY,
      TITLE_FETCH_ALLOW_LOOPBACK: "true",
      TITLE_FETCH_PORTS: `80,443,${site.port}`,
      TITLE_FETCH_WAIT_MS: "0",
      // the app's own sweep finds nothing due within the test; the test runs sweeps itself
      SOURCE_CHECK_INTERVAL_HOURS: "1",
      SOURCE_CHECK_HOST_SECONDS: String(GAP_SECONDS),
    });
    moderator = await accountWithRole(app, "moderator");
  });

  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  const submit = (path: string) => submitIncident(app, `${site.url}${path}`);

  async function capture(id: string): Promise<Capture> {
    const answer = await app.graphql<{ event: { sources: { capture: Capture }[] } }>(
      SOURCES,
      { id },
      bearer(moderator),
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.event.sources[0]!.capture;
  }

  async function captured(id: string): Promise<Capture> {
    const until = Date.now() + 60_000;
    for (;;) {
      const current = await capture(id);
      if (current?.status === "captured") return current;
      if (Date.now() > until) throw new Error(`not captured in 60 s: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** A sweep that finds every capture due, as one would an interval later. */
  const sweep = () => checkSources(jobContextOf(app), new Date(Date.now() + 3_600_000));

  it("marks a page that changed or is gone, keeps the capture, and fetches one host at a bounded rate", async () => {
    const [same, edited, removed] = await Promise.all(["/same", "/edited", "/removed"].map(submit));
    await Promise.all([same, edited, removed].map((id) => captured(id!)));
    expect((await capture(same!)).liveCheck).toBeNull();

    answers.set("/edited", { status: 200, body: "<html><body>Reworded statement</body></html>" });
    answers.set("/removed", { status: 404, body: "" });
    const sweepStarted = Date.now();
    expect(await sweep()).toBe(3);

    expect((await capture(same!)).liveCheck).toMatchObject({ status: "unchanged", httpStatus: 200 });
    const changed = (await capture(edited!)).liveCheck!;
    expect(changed).toMatchObject({ status: "changed", httpStatus: 200 });
    const gone = (await capture(removed!)).liveCheck!;
    expect(gone).toMatchObject({ status: "gone", httpStatus: 404 });
    expect(new Date(gone.since).getTime()).toBeGreaterThanOrEqual(sweepStarted - 1000);

    // three pages on one host: never two requests within the gap
    const checks = fetchedAt.filter(({ at }) => at >= sweepStarted).map(({ at }) => at);
    expect(checks).toHaveLength(3);
    for (let i = 1; i < checks.length; i++)
      expect(checks[i]! - checks[i - 1]!).toBeGreaterThanOrEqual(GAP_SECONDS * 1000 - 5);

    // the capture still serves the bytes it kept
    const archive = (await capture(edited!)).archiveUrl!;
    const page = await fetch(archive.replace(app.config.publicUrl.replace(/\/+$/, ""), app.url), {
      headers: bearer(moderator),
    });
    expect(await page.text()).toBe(original("/edited"));

    // a later check keeps the day the status was first seen; a page back to its bytes is unchanged again
    answers.delete("/edited");
    await sweep();
    expect((await capture(removed!)).liveCheck).toMatchObject({ status: "gone", since: gone.since });
    expect((await capture(removed!)).liveCheck!.checkedAt).not.toBe(gone.checkedAt);
    expect((await capture(edited!)).liveCheck).toMatchObject({ status: "unchanged" });
  });
});
