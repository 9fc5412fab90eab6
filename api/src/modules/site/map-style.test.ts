import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { mapStyleCsp } from "./map-style.js";

describe("the map style setting", () => {
  it("admits nothing extra for the built-in offline basemap", () => {
    expect(mapStyleCsp({ mapStyleUrl: undefined, mapTileOrigins: [] })).toEqual({});
  });

  it("admits the hosted style's origin and the tile origins for fetches and images", () => {
    const csp = mapStyleCsp({
      mapStyleUrl: "https://maps.example.org/styles/dark.json",
      mapTileOrigins: ["https://tiles.example.org", "https://maps.example.org"],
    });
    expect(csp).toEqual({
      connect: ["https://maps.example.org", "https://tiles.example.org"],
      img: ["https://maps.example.org", "https://tiles.example.org"],
    });
  });

  describe("with MAP_STYLE_URL set", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        MAP_STYLE_URL: "https://maps.example.org/styles/dark.json",
        MAP_TILE_ORIGINS: "https://tiles.example.org/any/path",
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("tells the web app which style to draw", async () => {
      const result = await app.graphql("{ siteInfo { mapStyleUrl } }");
      expect(result.data).toEqual({ siteInfo: { mapStyleUrl: "https://maps.example.org/styles/dark.json" } });
    });

    it("lets the browser load that style and its tiles under the Content-Security-Policy", async () => {
      const response = await fetch(`${app.url}/healthz`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(
        /connect-src 'self'[^;]* https:\/\/maps\.example\.org https:\/\/tiles\.example\.org/,
      );
      expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
    });
  });

  it("gives PUBLIC_URL, without a trailing slash, as the base of permalinks", async () => {
    const app = await startTestApp({ PUBLIC_URL: "https://incidents.example.eu/" });
    try {
      expect((await app.graphql("{ siteInfo { publicUrl } }")).data).toEqual({
        siteInfo: { publicUrl: "https://incidents.example.eu" },
      });
    } finally {
      await app.close();
    }
  });

  it("is null when MAP_STYLE_URL is unset", async () => {
    const app = await startTestApp();
    try {
      expect((await app.graphql("{ siteInfo { mapStyleUrl } }")).data).toEqual({
        siteInfo: { mapStyleUrl: null },
      });
    } finally {
      await app.close();
    }
  });
});
