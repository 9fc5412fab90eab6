import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pages, recordConnections, startPageServer, type PageServer } from "../../../test/page-server.js";
import {
  createTitleFetcher,
  fallbackTitle,
  type Resolver,
  type TitleFetcherOptions,
} from "./title-fetcher.js";

const USER_AGENT = "IncidentWatch-TitleFetcher/1.0 (+http://localhost:3000)";

function fetcher(port: number, overrides: Partial<TitleFetcherOptions> = {}) {
  return createTitleFetcher({
    allowLoopback: true,
    allowedPorts: [80, 443, port],
    connectTimeoutMs: 2000,
    totalTimeoutMs: 5000,
    maxBytes: 512 * 1024,
    maxRedirects: 5,
    userAgent: USER_AGENT,
    ...overrides,
  });
}

/** Answers fixed addresses for made-up names, as a hostile DNS server could. */
const stubResolver =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error("ENOTFOUND");
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("fetching the title of a submitted page", () => {
  let site: PageServer;

  beforeAll(async () => {
    site = await startPageServer((req, res) => {
      const url = new URL(req.url!, "http://x");
      const to = url.searchParams.get("to");
      if (url.pathname === "/redirect") return void res.writeHead(302, { location: to! }).end();
      if (url.pathname === "/hop") {
        const left = Number(url.searchParams.get("left"));
        const location = left > 0 ? `/hop?left=${left - 1}` : "/article";
        return void res.writeHead(301, { location }).end();
      }
      pages({
        "/article": { body: `<head><meta property="og:title" content="Undersea cable cut"></head>` },
        "/json": { body: `{"title":"nope"}`, type: "application/json" },
      })(req, res);
    });
  });
  afterAll(() => site.close());

  it("reads a page's title and names the product in a fixed User-Agent, with no cookies or auth", async () => {
    const result = await fetcher(site.port).fetchTitle(`${site.url}/article`);
    expect(result).toEqual({ ok: true, title: "Undersea cable cut" });
    const headers = site.requests.at(-1)!.headers;
    expect(headers["user-agent"]).toBe(USER_AGENT);
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it("connects to the checked address while sending the host name it was given", async () => {
    const resolve = stubResolver({ "news.example.test": ["127.0.0.1"] });
    const result = await fetcher(site.port, { resolve }).fetchTitle(
      `http://news.example.test:${site.port}/article`,
    );
    expect(result).toEqual({ ok: true, title: "Undersea cable cut" });
    expect(site.requests.at(-1)!.headers.host).toBe(`news.example.test:${site.port}`);
  });

  it("follows up to five redirects, and no more", async () => {
    expect(await fetcher(site.port).fetchTitle(`${site.url}/hop?left=4`)).toEqual({
      ok: true,
      title: "Undersea cable cut",
    });
    expect(await fetcher(site.port).fetchTitle(`${site.url}/hop?left=5`)).toEqual({
      ok: false,
      reason: "too-many-redirects",
    });
  });

  it("reads only text/html", async () => {
    expect(await fetcher(site.port).fetchTitle(`${site.url}/json`)).toEqual({
      ok: false,
      reason: "not-html",
    });
  });

  it("reports a page that is not there", async () => {
    expect(await fetcher(site.port).fetchTitle(`${site.url}/missing`)).toEqual({
      ok: false,
      reason: "http-status",
    });
  });

  it("refuses URLs that are not plain http(s) on an allowed port", async () => {
    const f = fetcher(site.port);
    const refused = async (url: string) => (await f.fetchTitle(url)).ok === false;
    expect(await f.fetchTitle("ftp://example.org/file")).toEqual({ ok: false, reason: "invalid-url" });
    expect(await f.fetchTitle(`http://user:secret@127.0.0.1:${site.port}/article`)).toEqual({
      ok: false,
      reason: "invalid-url",
    });
    expect(await f.fetchTitle(`http://127.0.0.1:${site.port}/${"a".repeat(2048)}`)).toEqual({
      ok: false,
      reason: "invalid-url",
    });
    expect(await f.fetchTitle("http://127.0.0.1:22/")).toEqual({ ok: false, reason: "refused-port" });
    expect(await refused("not a url")).toBe(true);
  });
});

describe("refusing private addresses", () => {
  let site: PageServer;
  let connections: ReturnType<typeof recordConnections>;

  beforeAll(async () => {
    site = await startPageServer(pages({ "/": { body: "<title>Internal admin</title>" } }));
  });
  afterAll(() => site.close());
  afterEach(() => connections?.stop());

  const strict = (resolve?: Resolver) => fetcher(site.port, { allowLoopback: false, resolve });

  it("refuses 127.0.0.1 unless loopback is explicitly allowed, without connecting", async () => {
    expect(await strict().fetchTitle(`${site.url}/`)).toEqual({ ok: false, reason: "refused-address" });
    expect(site.connections).toBe(0);
    expect(await fetcher(site.port).fetchTitle(`${site.url}/`)).toEqual({
      ok: true,
      title: "Internal admin",
    });
    expect(site.connections).toBe(1);
  });

  it("refuses [::1] without connecting", async () => {
    const v6 = await startPageServer(pages({ "/": { body: "<title>v6</title>" } }), "::1");
    try {
      expect(await fetcher(v6.port, { allowLoopback: false }).fetchTitle(`${v6.url}/`)).toEqual({
        ok: false,
        reason: "refused-address",
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
    expect(await strict().fetchTitle(url)).toEqual({ ok: false, reason: "refused-address" });
    expect(connections.attempts).toEqual([]);
  });

  it("refuses a host name that resolves to a private address, or to a mix of public and private", async () => {
    connections = recordConnections();
    const resolve = stubResolver({
      "intranet.example.test": ["10.0.0.1"],
      "mixed.example.test": ["93.184.215.14", "169.254.169.254"],
      "rebind.example.test": ["2606:4700::1", "::1"],
    });
    for (const host of ["intranet", "mixed", "rebind"]) {
      expect(await strict(resolve).fetchTitle(`http://${host}.example.test/`)).toEqual({
        ok: false,
        reason: "refused-address",
      });
    }
    expect(connections.attempts).toEqual([]);
  });

  it("refuses a redirect from an allowed server to a private address, connecting only to the first", async () => {
    const resolve = stubResolver({ "metadata.example.test": ["169.254.169.254"] });
    const hop = await startPageServer((req, res) => {
      const to = req.url === "/to-ip" ? "http://10.0.0.1/admin" : "http://metadata.example.test/latest";
      res.writeHead(302, { location: to }).end();
    });
    try {
      connections = recordConnections();
      for (const path of ["/to-ip", "/to-name"]) {
        expect(await fetcher(hop.port, { resolve }).fetchTitle(`${hop.url}${path}`)).toEqual({
          ok: false,
          reason: "refused-address",
        });
      }
      expect(connections.attempts.map((a) => a.port)).toEqual([hop.port, hop.port]);
      expect(hop.connections).toBe(2);
    } finally {
      await hop.close();
    }
  });
});

describe("staying small and quick on hostile pages", () => {
  it("stops reading an oversized page at the byte cap", async () => {
    let sent = 0;
    let finished = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const site = await startPageServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Huge page</title>");
      const pump = () => {
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        finished = true;
        res.end();
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    });
    try {
      const result = await fetcher(site.port, { maxBytes: 256 * 1024 }).fetchTitle(`${site.url}/`);
      expect(result).toEqual({ ok: true, title: "Huge page" });
      expect(finished).toBe(false);
      expect(sent).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await site.close();
    }
  });

  it("caps the decompressed size of a compressed page", async () => {
    const bomb = gzipSync(
      Buffer.concat([Buffer.from("<title>Bomb</title>"), Buffer.alloc(50 * 1024 * 1024)]),
    );
    const site = await startPageServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(bomb);
    });
    try {
      const started = Date.now();
      const result = await fetcher(site.port).fetchTitle(`${site.url}/`);
      expect(result).toEqual({ ok: true, title: "Bomb" });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await site.close();
    }
  });

  it("gives up on a page that trickles its body past the total time limit", async () => {
    const site = await startPageServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Slow");
      const drip = setInterval(() => res.write(" ."), 50);
      res.on("close", () => clearInterval(drip));
    });
    try {
      const started = Date.now();
      const result = await fetcher(site.port, { totalTimeoutMs: 400 }).fetchTitle(`${site.url}/`);
      expect(result).toEqual({ ok: false, reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await site.close();
    }
  });

  it("returns as soon as the head is complete, without waiting for the rest of the page", async () => {
    const site = await startPageServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Quick head</title></head><body>");
    });
    try {
      const started = Date.now();
      const result = await fetcher(site.port, { totalTimeoutMs: 3000 }).fetchTitle(`${site.url}/`);
      expect(result).toEqual({ ok: true, title: "Quick head" });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await site.close();
    }
  });
});

describe("the fallback title", () => {
  it("is the host and path of the source", () => {
    expect(fallbackTitle("https://News.Example.org/2024/05/cable-cut/?utm=x#top")).toBe(
      "news.example.org/2024/05/cable-cut",
    );
    expect(fallbackTitle("https://example.org/")).toBe("example.org");
    expect(fallbackTitle("https://example.org/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8")).toBe(
      "example.org/новости",
    );
  });

  it("never holds a control character a percent-encoded path decodes to", () => {
    expect(fallbackTitle("https://example.org/a%00b%1Bc")).toBe("example.org/a b c");
  });
});
