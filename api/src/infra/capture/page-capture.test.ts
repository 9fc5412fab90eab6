import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pages, recordConnections, startPageServer, type PageServer } from "../../../test/page-server.js";
import type { Resolver } from "../url-title/outbound-guard.js";
import { capturePage, type PageCaptureOptions } from "./page-capture.js";
import { writeWarc } from "./warc.js";

function options(port: number, overrides: Partial<PageCaptureOptions> = {}): PageCaptureOptions {
  return {
    allowLoopback: true,
    allowedPorts: [80, 443, port],
    connectTimeoutMs: 2000,
    totalTimeoutMs: 5000,
    maxBytes: 256 * 1024,
    maxRedirects: 5,
    userAgent: "IncidentWatch-Archiver/1.0 (+http://localhost:3000)",
    ...overrides,
  };
}

const stubResolver =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error("ENOTFOUND");
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("capturing a source page", () => {
  let site: PageServer;

  beforeAll(async () => {
    site = await startPageServer((req, res) => {
      if (req.url === "/moved") return void res.writeHead(301, { location: "/article" }).end();
      if (req.url === "/removed") return void res.writeHead(410).end();
      if (req.url === "/huge") {
        res.writeHead(200, { "content-type": "text/html" });
        return void res.end(Buffer.alloc(512 * 1024, "a"));
      }
      if (req.url === "/slow") return void res.writeHead(200, { "content-type": "text/html" }).write("<p>");
      pages({
        "/article": { body: "<title>Cable cut</title><p>Ships seen.</p>" },
        "/tool": { body: "MZ\x90\x00", type: "application/x-msdownload" },
      })(req, res);
    });
  });
  afterAll(() => site.close());

  it("keeps every exchange of the redirect chain, the page's bytes as sent, without cookies", async () => {
    const result = await capturePage(`${site.url}/moved`, options(site.port));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.exchanges.map((e) => e.status)).toEqual([301, 200]);
    expect(result.exchanges[1]!.body.toString()).toBe("<title>Cable cut</title><p>Ships seen.</p>");
    expect(site.requests.at(-1)!.headers.cookie).toBeUndefined();
    const { warc, pageOffset, pageLength } = writeWarc(result.exchanges, new Date(), "test");
    expect(warc.subarray(pageOffset, pageOffset + pageLength).toString()).toBe(
      "<title>Cable cut</title><p>Ships seen.</p>",
    );
    expect(warc.toString()).toMatch(/^WARC\/1\.1\r\nWARC-Type: warcinfo/);
    expect(warc.toString()).toContain("WARC-Type: request");
    expect(warc.toString()).toContain(`WARC-Target-URI: ${site.url}/article`);
  });

  it("says why a page could not be kept: gone, too large, not a document, timed out", async () => {
    const o = options(site.port);
    expect(await capturePage(`${site.url}/removed`, o)).toMatchObject({ ok: false, reason: "gone" });
    expect(await capturePage(`${site.url}/missing`, o)).toMatchObject({ ok: false, reason: "gone" });
    expect(await capturePage(`${site.url}/huge`, o)).toMatchObject({ ok: false, reason: "too-large" });
    expect(await capturePage(`${site.url}/tool`, o)).toMatchObject({ ok: false, reason: "unsupported-type" });
    expect(await capturePage(`${site.url}/slow`, options(site.port, { totalTimeoutMs: 300 }))).toMatchObject({
      ok: false,
      reason: "timed-out",
    });
  });
});

describe("the outbound guard on captures", () => {
  let site: PageServer;
  let connections: ReturnType<typeof recordConnections> | undefined;

  beforeAll(async () => {
    site = await startPageServer(pages({ "/": { body: "<title>Internal admin</title>" } }));
  });
  afterAll(() => site.close());
  afterEach(() => connections?.stop());

  const strict = (resolve?: Resolver) => options(site.port, { allowLoopback: false, resolve });

  it("refuses loopback (IPv4 and IPv6) unless the tests' allow-list says so, without connecting", async () => {
    expect(await capturePage(`${site.url}/`, strict())).toMatchObject({ ok: false, reason: "blocked" });
    expect(site.connections).toBe(0);
    const v6 = await startPageServer(pages({ "/": { body: "<title>v6</title>" } }), "::1");
    try {
      expect(await capturePage(`${v6.url}/`, options(v6.port, { allowLoopback: false }))).toMatchObject({
        ok: false,
        reason: "blocked",
        detail: "refused-address",
      });
      expect(v6.connections).toBe(0);
    } finally {
      await v6.close();
    }
  });

  it.each([
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/",
    "http://192.168.1.1/",
    "http://0.0.0.0/",
    "http://224.0.0.1/",
    "http://2130706433/",
    "http://[::ffff:127.0.0.1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
  ])("refuses %s without opening a connection", async (url) => {
    connections = recordConnections();
    expect(await capturePage(url, strict())).toMatchObject({ ok: false, reason: "blocked" });
    expect(connections.attempts).toEqual([]);
  });

  it("refuses names that resolve to private addresses, wholly or in part (DNS rebinding)", async () => {
    connections = recordConnections();
    const resolve = stubResolver({
      "intranet.example.test": ["10.0.0.1"],
      "mixed.example.test": ["93.184.215.14", "169.254.169.254"],
      "rebind.example.test": ["2606:4700::1", "::1"],
    });
    for (const host of ["intranet", "mixed", "rebind"]) {
      expect(await capturePage(`http://${host}.example.test/`, strict(resolve))).toMatchObject({
        ok: false,
        reason: "blocked",
      });
    }
    expect(connections.attempts).toEqual([]);
  });

  it("refuses a redirect to a private address, connecting only to the first server", async () => {
    const resolve = stubResolver({ "metadata.example.test": ["169.254.169.254"] });
    const hop = await startPageServer((req, res) => {
      const to = req.url === "/to-ip" ? "http://10.0.0.1/admin" : "http://metadata.example.test/latest";
      res.writeHead(302, { location: to }).end();
    });
    try {
      connections = recordConnections();
      for (const path of ["/to-ip", "/to-name"]) {
        expect(await capturePage(`${hop.url}${path}`, options(hop.port, { resolve }))).toMatchObject({
          ok: false,
          reason: "blocked",
        });
      }
      expect(connections.attempts.map((a) => a.port)).toEqual([hop.port, hop.port]);
    } finally {
      await hop.close();
    }
  });
});
