import { createHash, X509Certificate } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, submitIncident } from "../../../test/events.js";
import { startPageServer, type PageServer } from "../../../test/page-server.js";
import { startTestTsa, verifyToken, type TestTsa } from "../../../test/test-tsa.js";

const HMAC_KEY = "captures-test-key";
const ARTICLE = (path: string) =>
  `<html><head><title>Cable cut ${path}</title></head><body>Ships</body></html>`;

const SOURCES = `query ($id: ID!) {
  event(id: $id) { sources { id url capture {
    id status failure capturedAt sha256 timestamped timestampedAt timestampAuthority timestampCaSha256
    archiveUrl warcUrl timestampUrl waybackUrl
  } } }
}`;

interface Capture {
  id: string;
  status: string;
  failure: string | null;
  capturedAt: string | null;
  sha256: string | null;
  timestamped: boolean;
  timestampAuthority: string | null;
  timestampCaSha256: string | null;
  archiveUrl: string | null;
  warcUrl: string | null;
  timestampUrl: string | null;
  waybackUrl: string | null;
}

describe("capturing an incident's sources", () => {
  let app: TestApp;
  let site: PageServer;
  let tsa: TestTsa;
  let savePageNow: Server;
  let moderator: Awaited<ReturnType<typeof accountWithRole>>;
  const saved: string[] = [];
  const gonePaths = new Set<string>();
  let articles = 0;

  beforeAll(async () => {
    site = await startPageServer((req, res) => {
      if (gonePaths.has(req.url!)) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "set-cookie": "tracker=1" });
      res.end(ARTICLE(req.url!));
    });
    tsa = await startTestTsa();
    // a Save Page Now stand-in: a job that is pending once, then done
    savePageNow = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.method === "POST" && req.url === "/save") {
          const url = new URLSearchParams(Buffer.concat(chunks).toString()).get("url")!;
          saved.push(url);
          return void res.end(JSON.stringify({ url, job_id: `spn2-${saved.length}` }));
        }
        const job = /^\/save\/status\/(spn2-\d+)$/.exec(req.url!)?.[1];
        if (!job) return void res.writeHead(404).end("{}");
        const url = saved[Number(job.slice(5)) - 1];
        res.end(JSON.stringify({ status: "success", timestamp: "20261126010203", original_url: url }));
      });
    });
    await new Promise<void>((resolve) => savePageNow.listen(0, "127.0.0.1", resolve));
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: HMAC_KEY,
      TITLE_FETCH_ALLOW_LOOPBACK: "true",
      TITLE_FETCH_PORTS: `80,443,${site.port}`,
      TITLE_FETCH_WAIT_MS: "0",
      TSA_URL: tsa.url,
      TSA_CA_FILE: tsa.caFile,
      SAVE_PAGE_NOW_URL: `http://127.0.0.1:${(savePageNow.address() as AddressInfo).port}`,
      CAPTURE_RETRY_SECONDS: "1",
    });
    moderator = await accountWithRole(app, "moderator");
  });

  afterAll(async () => {
    await app?.close();
    await site?.close();
    await tsa?.close();
    savePageNow?.closeAllConnections();
    await new Promise((resolve) => savePageNow?.close(resolve));
  });

  const submit = (sourceUrl: string) => submitIncident(app, sourceUrl);

  async function sources(id: string) {
    const answer = await app.graphql<{ event: { sources: { id: string; url: string; capture: Capture }[] } }>(
      SOURCES,
      { id },
      bearer(moderator),
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.event.sources;
  }

  /** The source's capture once `done` holds, polled for at most 60 s. */
  async function captureWhen(id: string, done: (capture: Capture) => boolean): Promise<Capture> {
    const until = Date.now() + 60_000;
    for (;;) {
      const capture = (await sources(id))[0]!.capture;
      if (capture && done(capture)) return capture;
      if (Date.now() > until) throw new Error(`not captured in 60 s: ${JSON.stringify(capture)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const download = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url.replace(app.config.publicUrl.replace(/\/+$/, ""), app.url), { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("captures a submitted source within 60 s: WARC, SHA-256, a time-stamp openssl accepts, the Wayback copy", async () => {
    const url = `${site.url}/article-${++articles}`;
    const submitted = Date.now();
    const id = await submit(url);
    const capture = await captureWhen(id, (c) => c.status === "captured" && c.timestamped && !!c.waybackUrl);
    expect(Date.now() - submitted).toBeLessThan(60_000);
    expect(capture.failure).toBeNull();
    expect(capture.waybackUrl).toBe(`https://web.archive.org/web/20261126010203/${url}`);
    expect(saved).toContain(url);

    const warc = await download(capture.warcUrl!, bearer(moderator));
    expect(warc.response.status).toBe(200);
    expect(warc.response.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(createHash("sha256").update(warc.bytes).digest("hex")).toBe(capture.sha256);
    const text = warc.bytes.toString("latin1");
    expect(text).toContain(`WARC-Target-URI: ${url}`);
    expect(text).toContain("set-cookie: tracker=1");
    expect(text).toContain(ARTICLE(`/article-${articles}`));

    const token = await download(capture.timestampUrl!, bearer(moderator));
    expect(await verifyToken(tsa, warc.bytes, token.bytes)).toMatch(/Verification: OK/);
    // the authority that signed it, and the CA to verify it against, by fingerprint
    expect(capture.timestampAuthority).toBe("CN=Test TSA");
    expect(capture.timestampCaSha256).toBe(new X509Certificate(await readFile(tsa.caFile)).fingerprint256);
    // the token is over these bytes only: one byte changed and openssl refuses it
    const tampered = Buffer.from(warc.bytes);
    tampered[tampered.length - 10] = tampered[tampered.length - 10]! ^ 1;
    await expect(verifyToken(tsa, tampered, token.bytes)).rejects.toThrow();

    const page = await download(capture.archiveUrl!, bearer(moderator));
    expect(page.bytes.toString()).toBe(ARTICLE(`/article-${articles}`));
    expect(page.response.headers.get("content-security-policy")).toMatch(
      /^sandbox; default-src 'none'; img-src data:/,
    );
    expect(page.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.response.headers.get("set-cookie")).toBeNull();
  });

  it("shows a pending incident's capture to moderators only", async () => {
    const id = await submit(`${site.url}/article-${++articles}`);
    const capture = await captureWhen(id, (c) => c.status === "captured");
    expect((await download(capture.archiveUrl!)).response.status).toBe(404);
    expect((await download(capture.warcUrl!)).response.status).toBe(404);
    expect((await download(capture.archiveUrl!, bearer(moderator))).response.status).toBe(200);
  });

  it("says why a capture failed, and a moderator's request captures the page again", async () => {
    const path = `/article-${++articles}`;
    gonePaths.add(path);
    const id = await submit(`${site.url}${path}`);
    const failed = await captureWhen(id, (c) => c.status === "failed");
    expect(failed.failure).toBe("gone");
    expect(failed.archiveUrl).toBeNull();

    gonePaths.delete(path);
    const [source] = await sources(id);
    const visitor = await app.graphql(`mutation ($id: ID!) { captureSource(sourceId: $id) { id } }`, {
      id: source!.id,
    });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const again = await app.graphql<{ captureSource: Capture }>(
      `mutation ($id: ID!) { captureSource(sourceId: $id) { id status } }`,
      { id: source!.id },
      bearer(moderator),
    );
    expect(again.data!.captureSource.status).toBe("pending");
    const capture = await captureWhen(id, (c) => c.status === "captured");
    expect(capture.id).toBe(again.data!.captureSource.id);
  });

  it("refuses a private address as the rest of the app does, and says the capture was blocked", async () => {
    const id = await submit("http://10.0.0.1/admin");
    const failed = await captureWhen(id, (c) => c.status === "failed");
    expect(failed.failure).toBe("blocked");
  });
});
