// The map and a thread in German, Polish and Ukrainian under docs/screenshots, made against the built app:
// `npm run screenshots --prefix web` (not part of the test suite; it writes files).
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createBusyThread, createCategory, registerMember } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";

const OUT = new URL("../../docs/screenshots/", import.meta.url).pathname;
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The main navigation's first link in each language shown (web/src/locales/<lang>/app.json). */
const MAP_LINK = { de: "KARTE", pl: "MAPA", uk: "МАПА" } as const;

describe("screenshots in other languages", () => {
  let e2e: E2E;
  let threadId: string;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over Vilnius airport",
        sourceUrl: "https://news.example.org/vilnius",
        date: "2024-05-02",
        latitude: 54.6872,
        longitude: 25.2797,
      },
      {
        type: "chinese",
        title: "Cable cut in the Baltic Sea",
        sourceUrl: "https://news.example.org/cable",
        date: "2024-03-11",
        latitude: 58.9,
        longitude: 20.1,
      },
      {
        type: "russian",
        title: "Rail sabotage near Warsaw",
        sourceUrl: "https://news.example.org/warsaw",
        date: "2024-02-01",
        latitude: 52.23,
        longitude: 21.01,
      },
      {
        type: "russian",
        title: "GPS jamming over Gotland",
        sourceUrl: "https://news.example.org/gotland",
        date: "2024-04-04",
        latitude: 57.63,
        longitude: 18.29,
      },
      {
        type: "chinese",
        title: "Ministry network breached in Prague",
        sourceUrl: "https://news.example.org/prague",
        date: "2024-01-15",
        latitude: 50.09,
        longitude: 14.42,
      },
    ]);
    const admin = await registerMember(e2e, "watch_admin");
    const member = await registerMember(e2e, "baltic_reader");
    await e2e.sql("update users set role = 'admin' where id = $1", [admin.id]);
    const category = await createCategory(e2e, "Baltic Sea", "Cables, ports and the sea between them");
    threadId = await createBusyThread(e2e, member, admin, category);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  for (const locale of ["de", "pl", "uk"] as const) {
    it(`shows the map and a thread in ${locale}`, async () => {
      const page = await e2e.newPage(DESKTOP);
      await page.goto(`/${locale}/`);
      await page.getByRole("link", { name: MAP_LINK[locale], exact: true }).waitFor();
      await waitForMapAtRest(page);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}map-${locale}-desktop.jpg`, type: "jpeg", quality: 80 });
      await page.goto(`/${locale}/forum/thread/${threadId}`);
      await page.locator("article.post").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}forum-thread-${locale}-desktop.jpg`, type: "jpeg", quality: 80 });
      await page.context().close();
    });
  }
});
