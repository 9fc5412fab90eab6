import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webApp } from "./web-app.js";

const PAGE = `<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest-en.webmanifest" /></head></html>`;

/** The installable app's files as the server gives them, with its worker in service or retired. */
describe("the app's service worker and manifest", () => {
  let dist: string;
  const servers: Server[] = [];
  const serve = async (serviceWorker: boolean) => {
    const server = express().use(webApp(dist, { serviceWorker })).listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), "incident-watch-sw-"));
    writeFileSync(join(dist, "index.html"), PAGE);
    writeFileSync(join(dist, "sw.js"), "/* the built worker */");
    writeFileSync(join(dist, "manifest-de.webmanifest"), "{}");
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves the built worker, and links each page to the manifest in its language", async () => {
    const url = await serve(true);
    expect(await (await fetch(`${url}/sw.js`)).text()).toBe("/* the built worker */");
    const page = await (await fetch(`${url}/de/forum`, { headers: { accept: "text/html" } })).text();
    expect(page).toContain('<link rel="manifest" href="/manifest-de.webmanifest" />');
    expect(page).not.toContain('name="service-worker"');
    const manifest = await fetch(`${url}/manifest-de.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  });

  it("serves a worker that removes itself and its caches once retired, and pages stop registering it", async () => {
    const url = await serve(false);
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const code = await worker.text();
    expect(code).toContain("self.registration.unregister()");
    expect(code).toContain("caches.delete");
    const page = await (await fetch(`${url}/forum`, { headers: { accept: "text/html" } })).text();
    expect(page).toContain('<meta name="service-worker" content="retired" />');
  });
});
