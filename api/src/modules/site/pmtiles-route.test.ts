import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";

describe("the street basemap (MAP_PMTILES)", () => {
  const folder = mkdtempSync(join(tmpdir(), "pmtiles-"));
  const file = join(folder, "europe.pmtiles");
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));
  let app: TestApp;
  beforeAll(async () => {
    writeFileSync(file, bytes);
    app = await startTestApp({ MAP_PMTILES: file });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("tells the web app where to read it", async () => {
    const result = await app.graphql("{ siteInfo { mapPmtilesUrl } }");
    expect(result.data).toEqual({ siteInfo: { mapPmtilesUrl: "/api/map/basemap.pmtiles" } });
  });

  it("answers range requests with just those bytes", async () => {
    const response = await fetch(`${app.url}/api/map/basemap.pmtiles`, {
      headers: { range: "bytes=100-227" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 100-227/4096");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(100, 228));
  });

  it("sends the whole file without a range", async () => {
    const response = await fetch(`${app.url}/api/map/basemap.pmtiles`);
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect((await response.arrayBuffer()).byteLength).toBe(4096);
  });

  it("is not found when no extract is configured, or the file is missing", async () => {
    const plain = await startTestApp();
    const missing = await startTestApp({ MAP_PMTILES: join(folder, "gone.pmtiles") });
    try {
      expect((await fetch(`${plain.url}/api/map/basemap.pmtiles`)).status).toBe(404);
      expect((await plain.graphql("{ siteInfo { mapPmtilesUrl } }")).data).toEqual({
        siteInfo: { mapPmtilesUrl: null },
      });
      expect((await fetch(`${missing.url}/api/map/basemap.pmtiles`)).status).toBe(404);
    } finally {
      await plain.close();
      await missing.close();
    }
  });
});
