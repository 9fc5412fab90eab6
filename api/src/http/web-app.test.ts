import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../../test/raw-get.js";
import { webApp } from "./web-app.js";

const SCRIPT = `export const incidents = [${Array.from({ length: 400 }, (_, i) => i).join(",")}];\n`;

describe("the web app's static files", () => {
  let dist: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "incident-watch-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Incident Watch Europe</title>");
    writeFileSync(join(dist, "assets", "app-1a2b.js"), SCRIPT);
    writeFileSync(join(dist, "assets", "app-1a2b.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, "assets", "app-1a2b.js.gz"), gzipSync(SCRIPT));
    writeFileSync(join(dist, "assets", "small-3c4d.css"), "body{margin:0}");
    mkdirSync(join(dist, "assets", "world-0a1b2c", "4", "8"), { recursive: true });
    writeFileSync(join(dist, "assets", "world-0a1b2c", "4", "8", "5.pbf"), Buffer.from([0x1a, 0x02]));
    // outside the assets folder: never reachable through it
    writeFileSync(join(dist, "private.js"), "secret");
    writeFileSync(join(dist, "private.js.br"), brotliCompressSync("secret"));
    const app = express().use(webApp(dist));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the brotli copy of an asset to a browser that takes brotli, as the asset's own type", async () => {
    const response = await rawGet(url, "/assets/app-1a2b.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy when gzip is all the browser takes", async () => {
    const response = await rawGet(url, "/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it("sends the file itself to a client that takes no compression, or when there is no copy", async () => {
    const plain = await rawGet(url, "/assets/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const small = await rawGet(url, "/assets/small-3c4d.css", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers["content-type"]).toMatch(/^text\/css/);
    expect(small.body.toString()).toBe("body{margin:0}");
  });

  it("never serves a file outside the assets folder, compressed or not", async () => {
    for (const path of ["/assets/..%2fprivate.js", "/assets/%2e%2e/private.js"]) {
      const response = await rawGet(url, path, { "accept-encoding": "br" });
      expect(response.status).not.toBe(200);
      expect(response.body.toString()).not.toContain("secret");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("answers a missing asset with 404, not the app's page", async () => {
    const response = await rawGet(url, "/assets/gone-9f9f.js", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
  });

  it("serves the basemap's tiles, and answers a tile of open sea, which the build leaves out, with 204", async () => {
    const land = await rawGet(url, "/assets/world-0a1b2c/4/8/5.pbf");
    expect(land.status).toBe(200);
    expect([...land.body]).toEqual([0x1a, 0x02]);
    const sea = await rawGet(url, "/assets/world-0a1b2c/4/6/5.pbf");
    expect(sea.status).toBe(204);
    expect(sea.headers["cache-control"]).toContain("immutable");
    // only a tile's address gets the empty answer; anything else missing is still a 404
    expect((await rawGet(url, "/assets/world-0a1b2c/4/6/5.js")).status).toBe(404);
    expect((await rawGet(url, "/assets/world-0a1b2c/../../index.pbf")).status).toBe(403);
  });
});
