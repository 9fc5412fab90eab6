import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";

/** The CSP's frame-ancestors directive, as the response gives it. */
function frameAncestors(response: Response): string | undefined {
  const csp = response.headers.get("content-security-policy") ?? "";
  return /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim();
}

describe("the embeddable map's headers", () => {
  let app: TestApp;
  let webDist: string;
  // a visitor whose browser asks for German: every English page but the embed sends them on (with a cookie)
  const page = (path: string) =>
    fetch(`${app.url}${path}`, {
      headers: { accept: "text/html", "accept-language": "de-DE,de;q=0.9" },
      redirect: "manual",
    });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "iw-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(
      join(webDist, "index.html"),
      '<!doctype html><html lang="en"><title>Incident Watch</title>',
    );
    writeFileSync(join(webDist, "embed.html"), '<!doctype html><html lang="en"><title>The map alone</title>');
    app = await startTestApp({ WEB_DIST: webDist });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("lets any site frame /embed, in English and under a language's prefix, and sets no cookie", async () => {
    for (const path of ["/embed?types=russian", "/de/embed?types=russian&kinds=cyber", "/embed/"]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(frameAncestors(response), path).toBe("*");
      expect(response.headers.get("x-frame-options"), path).toBeNull();
      expect(response.headers.get("set-cookie"), path).toBeNull();
      // the rest of the policy stays as strict as on every other page
      expect(response.headers.get("content-security-policy"), path).toContain("script-src 'self';");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
    // the embed's own page (web/embed.html), in the address's language
    const german = await (await page("/de/embed")).text();
    expect(german).toContain('<html lang="de"');
    expect(german).toContain("<title>The map alone</title>");
  });

  it("forbids framing every other page, the home page and the API included", async () => {
    for (const path of ["/", "/de/", "/mission", "/embed/more", "/embedded", "/graphql", "/api/events"]) {
      const response = await page(path);
      expect(frameAncestors(response), path).toBe("'none'");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
    // the home page in English sends this visitor on to German, and remembers it in the cookie
    const home = await page("/");
    expect(home.status).toBe(302);
    expect(home.headers.get("set-cookie")).toContain("lang=de");
  });
});
