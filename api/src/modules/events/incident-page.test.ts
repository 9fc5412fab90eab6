import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";

// the real page's head, so the replaced title and description are the ones the build writes
const INDEX = readFileSync(new URL("../../../../web/index.html", import.meta.url), "utf8");

describe("the pages the server answers", () => {
  let app: TestApp;
  let webDist: string;
  let ids: Record<"plain" | "tricky" | "pending" | "rejected", string>;
  const open = (path: string) => fetch(`${app.url}${path}`, { headers: { accept: "text/html" } });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "iw-pages-"));
    writeFileSync(join(webDist, "index.html"), INDEX);
    // the embeddable map's own page (/embed)
    writeFileSync(join(webDist, "embed.html"), INDEX);
    app = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: "https://watch.example.eu" });
    const [plain, tricky, pending, rejected] = await insertEvents(app, [
      {
        title: "Drone over Gdańsk port",
        kind: "airspace",
        date: "2024-03-05",
        latitude: 54.35,
        longitude: 18.65,
      },
      {
        title: `"><script>alert(1)</script> & 'quotes'`,
        type: "chinese",
        kind: "cyber",
        date: "2024-01-02",
        latitude: 34.02,
        longitude: -6.84,
      },
      { title: "Unreviewed", status: "pending" },
      { title: "Rumour", status: "rejected" },
    ]);
    ids = { plain: plain!, tricky: tricky!, pending: pending!, rejected: rejected! };
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const meta = (html: string, attribute: "property" | "name", key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it("answers an approved incident's page with its preview tags", async () => {
    const response = await open(`/incident/${ids.plain}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Drone over Gdańsk port · Incident Watch Europe</title>");
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:title")).toBe("Drone over Gdańsk port");
    const description = "05/03/2024 · Russia · Airspace and drones · Poland";
    expect(meta(html, "property", "og:description")).toBe(description);
    expect(meta(html, "name", "description")).toBe(description);
    expect(meta(html, "property", "og:url")).toBe(`https://watch.example.eu/incident/${ids.plain}`);
    expect(meta(html, "name", "twitter:card")).toBe("summary");
    expect(meta(html, "name", "twitter:title")).toBe("Drone over Gdańsk port");
    // one description only, and the app's script is still the page's only script
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("escapes a title that tries to break out of the tags", async () => {
    const html = await (await open(`/incident/${ids.tricky}`)).text();
    const escaped = "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;quotes&#39;";
    expect(meta(html, "property", "og:title")).toBe(escaped);
    expect(html).toContain(`<title>${escaped} · Incident Watch Europe</title>`);
    expect(html).not.toContain("<script>alert(1)");
    // Rabat is in no European state: the description leaves the country out
    expect(meta(html, "property", "og:description")).toBe("02/01/2024 · China · Cyber attack");
    // the CSP is the site's usual one: nothing inline was added
    expect((await open(`/incident/${ids.tricky}`)).headers.get("content-security-policy")).toMatch(
      /script-src 'self'/,
    );
  });

  it.each([
    ["a pending incident", () => `/incident/${ids.pending}`],
    ["a rejected incident", () => `/incident/${ids.rejected}`],
    ["an unknown id", () => "/incident/999999999"],
    ["an id that is not a number", () => "/incident/abc"],
  ])("answers the page of %s with 404 and the app (its Page not found)", async (_what, path) => {
    const response = await open(path());
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("og:title");
  });

  it("answers unknown paths with 404 and the app, and every known route with 200", async () => {
    for (const path of [
      "/no-such-page",
      "/forum/thread",
      "/forum/admin/nothing",
      "/submit/extra",
      "/incident",
    ]) {
      const response = await open(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const route of SITE_ROUTES.filter((r) => !r.startsWith("/incident/"))) {
      const path = route.replace(/:[a-zA-Z]+/g, "x1");
      expect((await open(path)).status, path).toBe(200);
    }
    expect((await open("/forum/thread/12?highlight=3")).status).toBe(200);
  });

  it("leaves API and asset paths their own 404s", async () => {
    const api = await open("/api/nothing");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/json/);
  });
});
