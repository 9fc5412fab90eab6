import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { registerAccount } from "../test/accounts.js";
import { startTestApp, type TestApp } from "../test/app.js";

describe("the app", () => {
  let app: TestApp;
  let webDist: string;
  let token: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "iw-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Incident Watch</title>");
    writeFileSync(join(webDist, "assets", "app-abc123.js"), "console.log('app')");
    app = await startTestApp({ WEB_DIST: webDist, CONTACT_EMAIL: "privacy@example.eu" });
    token = (await registerAccount(app)).token;
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("reports itself alive on /healthz", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("reports ready on /readyz when the database answers and migrations are applied", async () => {
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      details: {
        database: "up",
        liveEvents: "in-process",
        load: { eventLoopDelayMs: expect.any(Number) as unknown, shedding: false, shedShare: 0 },
      },
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not Found", messageKey: "notFound" });
  });

  it("answers a GraphQL query over HTTP", async () => {
    const result = await app.graphql("{ siteInfo { contactEmail } }");
    expect(result.data).toEqual({ siteInfo: { contactEmail: "privacy@example.eu" } });
  });

  it("answers a GraphQL operation over a graphql-ws socket on the same port", async () => {
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      // the socket is for signed-in members
      connectionParams: { authorization: `Bearer ${token}` },
    });
    try {
      const result = await new Promise((resolve, reject) => {
        client.subscribe(
          { query: "{ siteInfo { contactEmail } }" },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      expect(result).toEqual({ data: { siteInfo: { contactEmail: "privacy@example.eu" } } });
    } finally {
      await client.dispose();
    }
  });

  it("refuses a socket from a foreign origin", async () => {
    const socket = new WebSocket(app.url.replace("http", "ws") + "/graphql", "graphql-transport-ws", {
      headers: { origin: "https://evil.example" },
    });
    const outcome = await new Promise((resolve) => {
      socket.on("open", () => resolve("open"));
      socket.on("error", () => resolve("refused"));
    });
    socket.terminate();
    expect(outcome).toBe("refused");
  });

  it("applies the same depth limit on the socket as over HTTP", async () => {
    const deep = "{ siteInfo { " + "a { ".repeat(10) + "b" + " }".repeat(10) + " } }";
    const http = await app.graphql(deep);
    expect(http.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      // the socket is for signed-in members
      connectionParams: { authorization: `Bearer ${token}` },
    });
    try {
      const error = await new Promise((resolve) => {
        client.subscribe({ query: deep }, { next: () => {}, error: resolve, complete: () => {} });
      });
      expect(JSON.stringify(error)).toMatch(/depth|Cannot query field/i);
    } finally {
      await client.dispose();
    }
  });

  it("refuses batched HTTP requests", async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([
        { query: "{ siteInfo { contactEmail } }" },
        { query: "{ siteInfo { contactEmail } }" },
      ]),
    });
    expect(response.status).toBe(400);
  });

  it("sends a strict Content-Security-Policy without inline scripts that lets map workers run", async () => {
    const response = await fetch(`${app.url}/mission`, { headers: { accept: "text/html" } });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves the web app for client routes and hashed assets with a long cache", async () => {
    const page = await fetch(`${app.url}/forum/thread/1`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Incident Watch</title>");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const asset = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await fetch(`${app.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it("answers malformed JSON as the client's mistake, not a server error", async () => {
    const response = await fetch(`${app.url}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });
});
