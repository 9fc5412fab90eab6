import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { markers, seedEvents, waitForMapAtRest } from "./mapHelpers.js";

/**
 * Another site on another loopback address (127.0.0.2: another origin, and another site), serving one
 * page whose HTML is set by the test: a newsroom's article with the map's iframe in it.
 */
async function startOtherSite(): Promise<{
  url: string;
  setPage(html: string): void;
  close(): Promise<void>;
}> {
  let html = "";
  const server: Server = createServer((req, res) => {
    if (req.url !== "/") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  return {
    url: `http://127.0.0.2:${(server.address() as AddressInfo).port}`,
    setPage: (next) => (html = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page's frame whose address is on `origin` and contains `path`. */
async function frameAt(page: Page, origin: string, path: string): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(`${origin}${path}`)))
    .toBe(true);
  return page.frames().find((frame) => frame.url().startsWith(`${origin}${path}`))!;
}

declare global {
  interface Window {
    __storageTouched?: string[];
  }
}

/** Runs first in every frame: notes each time the page reaches for its local or session storage. */
function countStorageTouches() {
  const touched: string[] = [];
  window.__storageTouched = touched;
  for (const name of ["localStorage", "sessionStorage"] as const) {
    const own =
      Object.getOwnPropertyDescriptor(window, name) ??
      Object.getOwnPropertyDescriptor(Window.prototype, name);
    const read = own?.get;
    if (!read) throw new Error(`window.${name} is no accessor here`);
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        touched.push(name);
        return read.call(window) as Storage;
      },
    });
  }
}

describe("the embeddable map", () => {
  let e2e: E2E;
  let otherSite: Awaited<ReturnType<typeof startOtherSite>>;

  beforeAll(async () => {
    [e2e, otherSite] = await Promise.all([startE2E({ webgl: true }), startOtherSite()]);
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Rail sabotage near Warsaw",
        sourceUrl: "https://pl.example.org/embed-1",
        date: "2024-01-10",
        latitude: 52.23,
        longitude: 21.01,
      },
      {
        type: "chinese",
        title: "Port scanning in Hamburg",
        sourceUrl: "https://de.example.org/embed-2",
        date: "2024-02-11",
        latitude: 53.55,
        longitude: 9.99,
      },
    ]);
  });

  afterAll(async () => {
    await Promise.all([e2e?.close(), otherSite?.close()]);
  });

  it("gives its iframe code on the map page, and another site's page shows it with no cookie or other host", async () => {
    // the map page in German, filtered to Russian attribution: its share control gives the iframe code
    const mapContext = await e2e.newContext({ viewport: { width: 1280, height: 800 } });
    await mapContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.url });
    const mapPage = await mapContext.newPage();
    const chunks: string[] = [];
    mapPage.on("request", (request) => chunks.push(new URL(request.url()).pathname));
    await mapPage.goto("/de/?types=russian");
    await waitForMapAtRest(mapPage);
    // the dialog's code is not part of the map's first load
    expect(chunks.filter((path) => path.includes("EmbedCodeDialog"))).toEqual([]);
    await mapPage.getByRole("button", { name: "Diese Karte einbetten" }).click();
    const dialog = mapPage.getByRole("dialog", { name: "Diese Karte einbetten" });
    await dialog.waitFor();
    const code = await dialog.getByLabel("Code zum Einbetten").inputValue();
    expect(code).toMatch(new RegExp(`^<iframe src="${e2e.url}/de/embed\\?types=russian&amp;view=`));
    await dialog.getByRole("button", { name: "Code kopieren" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("Code kopiert.");
    expect(await mapPage.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await dialog.waitFor({ state: "hidden" });
    await mapContext.close();

    // a newsroom's page on another origin pastes the code, and also tries to frame the app's other pages
    otherSite.setPage(
      `<!doctype html><html lang="de"><title>Newsroom</title><h1>Our article</h1>${code}` +
        `<iframe name="refused" src="${e2e.url}/de/mission" width="400" height="200"></iframe></html>`,
    );
    const context = await e2e.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(countStorageTouches);
    const page = await context.newPage();
    const requests: string[] = [];
    const cookiesSet: string[] = [];
    let sockets = 0;
    page.on("response", (response) => {
      void response.headerValue("set-cookie").then((value) => value && cookiesSet.push(value));
    });
    page.on("websocket", () => sockets++);
    context.on("request", (request) => requests.push(request.url()));
    await page.goto(otherSite.url);
    const frame = await frameAt(page, e2e.url, "/de/embed");
    await waitForMapAtRest(frame);

    // the iframe shows the markers of the filter in its address: Russian attribution only
    const shown = await markers(frame);
    expect(shown.length).toBeGreaterThan(0);
    for (const marker of shown) {
      if (marker.kind === "event") expect(marker.type).toBe("russian");
      else expect(marker.chinese).toBe(0);
    }
    // the map and its legend, no header or footer, and the full map a new tab away at the same filter
    expect(await frame.locator("header, footer, .site-footer, .app__header").count()).toBe(0);
    await frame.locator(".map-legend").waitFor();
    const fullMap = frame.getByRole("link", { name: "Vollständige Karte öffnen" });
    expect(await fullMap.getAttribute("href")).toMatch(/^\/de\/\?types=russian&view=/);
    expect(await fullMap.getAttribute("target")).toBe("_blank");
    expect(await fullMap.getAttribute("rel")).toBe("noopener");
    // the data's date under the map, in the frame's language
    const asOf = frame.locator(".embed__as-of");
    await asOf.waitFor();
    expect(await asOf.textContent()).toMatch(/^Datenstand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC$/);

    // nothing kept in the visitor's browser, no socket, and no request to any host but the app's
    await page.waitForLoadState("networkidle");
    expect(await context.cookies()).toEqual([]);
    expect(cookiesSet).toEqual([]);
    expect(await frame.evaluate(() => document.cookie)).toBe("");
    // (storage in another site's frame may be refused outright: whether or not, the embed never reaches for
    // local storage, where the session and stored answers live; the WebGL library's debug switches are read
    // from session storage)
    const touched = await frame.evaluate(() => window.__storageTouched!);
    expect(touched.filter((name) => name === "localStorage")).toEqual([]);
    const touchedByTest = await frame.evaluate(() => {
      try {
        void window.localStorage;
      } catch {
        // refused: still counted
      }
      return window.__storageTouched!.filter((name) => name === "localStorage");
    });
    expect(touchedByTest).toEqual(["localStorage"]);
    expect(sockets).toBe(0);
    const elsewhere = requests.filter(
      (url) => !url.startsWith(`${e2e.url}/`) && url !== `${otherSite.url}/` && !/^(data|blob):/.test(url),
    );
    expect(elsewhere).toEqual([]);
    expect(requests.some((url) => url.startsWith(`${e2e.url}/assets/`))).toBe(true);

    // the page outside the iframe cannot read it
    expect(
      await page.evaluate(() => {
        const embedded = document.querySelector<HTMLIFrameElement>("iframe:not([name])")!;
        let read: string;
        try {
          read = embedded.contentWindow!.document.title;
        } catch (error) {
          read = (error as Error).name;
        }
        return { document: embedded.contentDocument === null, read };
      }),
    ).toEqual({ document: true, read: "SecurityError" });

    // every other page of the site refuses to be framed (frame-ancestors 'none'): the browser shows none of it
    const refused = page.frame({ name: "refused" })!;
    await expect.poll(() => refused.url()).not.toBe("about:blank");
    expect(refused.url()).not.toContain("/de/mission");
    expect(await refused.locator("#root").count()).toBe(0);
  });
});
