// What a visitor's browser experiences: our WebGL map and, as the baseline, Leaflet with DOM marker clusters.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, BrowserType, Page } from "playwright-core";
import { webRequire } from "./bench-app.js";

const { chromium } = webRequire("playwright-core") as { chromium: BrowserType };

/** Software WebGL as in the browser tests, but without --disable-gpu: that adds 100–300 ms a frame. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--enable-unsafe-swiftshader",
      "--use-angle=swiftshader",
      "--enable-webgl",
      "--ignore-gpu-blocklist",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT = 180_000;

declare global {
  interface Window {
    __longTasks: number[];
    __baseline?: { zoom(zoom: number): Promise<number> };
  }
}

/** Every main-thread task over 50 ms from the very start of the page, as the browser reports them. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

export interface Run {
  /** navigation start to the first frame with clusters drawn */
  firstFrameMs: number;
  /** longest main-thread task from navigation to one second after that frame */
  longestTaskMs: number;
  /** slowest re-clustering over a series of zooms */
  reclusterMs: number;
  /** navigation start to the full cluster index (every zoom level) built in the worker; ours only */
  fullIndexMs?: number;
}

async function firstFrame(page: Page, mark: string) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout: TIMEOUT,
  });
  const at = await page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, mark);
  // work right after the first frame still counts as loading
  await page.waitForTimeout(1000);
  return { at, longestTask: await page.evaluate(() => Math.max(0, ...window.__longTasks)) };
}

const ZOOMS = [5, 6, 7, 5, 3, 4];

/** Our map: navigation to the first clustered frame, long tasks, then the worker's time to re-cluster. */
export async function measureIncidentMap(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: "commit" });
    const { at, longestTask } = await firstFrame(page, "map:first-clusters");
    // re-clustering is timed on the full index, once the worker has built it
    await page.waitForFunction(() => performance.getEntriesByName("map:index-refined").length > 0, null, {
      timeout: TIMEOUT,
    });
    const fullIndexMs = await page.evaluate(
      () => performance.getEntriesByName("map:index-refined")[0]!.startTime,
    );
    let slowest = 0;
    for (const zoom of ZOOMS) {
      const before = await page.evaluate(() => performance.getEntriesByName("map:recluster").length);
      await page.evaluate((z) => window.__incidentMap!.jumpTo(15.3, 54.5, z), zoom);
      await page.waitForFunction((n) => performance.getEntriesByName("map:recluster").length > n, before, {
        timeout: TIMEOUT,
      });
      await page.waitForTimeout(300);
      const durations = await page.evaluate(
        (n) =>
          performance
            .getEntriesByName("map:recluster")
            .slice(n)
            .map((entry) => entry.duration),
        before,
      );
      slowest = Math.max(slowest, ...durations);
    }
    return { firstFrameMs: at, longestTaskMs: longestTask, reclusterMs: slowest, fullIndexMs };
  } finally {
    await context.close();
  }
}

const BASELINE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Leaflet baseline</title>
<link rel="stylesheet" href="/__bench/leaflet.css"><link rel="stylesheet" href="/__bench/MarkerCluster.css">
<link rel="stylesheet" href="/__bench/MarkerCluster.Default.css">
<style>html, body, #map { height: 100%; margin: 0; }</style></head>
<body><div id="map"></div><script src="/__bench/leaflet.js"></script>
<script src="/__bench/leaflet.markercluster.js"></script><script src="/__bench/baseline.js"></script></body></html>`;

// The original product's approach: one DOM marker per event, clustered by leaflet.markercluster.
const BASELINE_JS = `
const map = L.map("map", { center: [54.5, 15.3], zoom: 4, minZoom: 2, maxZoom: 18 });
fetch("/api/events/map").then((response) => response.json()).then((data) => {
  const group = L.markerClusterGroup({ maxClusterRadius: 60, disableClusteringAtZoom: 18 });
  const markers = new Array(data.ids.length);
  for (let i = 0; i < data.ids.length; i++) {
    markers[i] = L.marker([data.coordinates[i * 2 + 1], data.coordinates[i * 2]]);
  }
  group.addLayers(markers);
  map.addLayer(group);
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark("baseline:first-clusters")));
});
window.__baseline = {
  zoom: (zoom) => new Promise((resolve) => {
    const started = performance.now();
    map.setZoom(zoom, { animate: false });
    requestAnimationFrame(() => resolve(performance.now() - started));
  }),
};`;

async function serveBaseline(context: BrowserContext) {
  const files: Record<string, [string, string]> = {
    "leaflet.css": ["text/css", "leaflet/dist/leaflet.css"],
    "leaflet.js": ["text/javascript", "leaflet/dist/leaflet.js"],
    "MarkerCluster.css": ["text/css", "leaflet.markercluster/dist/MarkerCluster.css"],
    "MarkerCluster.Default.css": ["text/css", "leaflet.markercluster/dist/MarkerCluster.Default.css"],
    "leaflet.markercluster.js": ["text/javascript", "leaflet.markercluster/dist/leaflet.markercluster.js"],
  };
  // served under the app's own origin, so the baseline reads the same map data the same way
  await context.route("**/__bench/**", (route) => {
    const name = new URL(route.request().url()).pathname.replace("/__bench/", "");
    if (name === "leaflet.html") return route.fulfill({ contentType: "text/html", body: BASELINE_HTML });
    if (name === "baseline.js") return route.fulfill({ contentType: "text/javascript", body: BASELINE_JS });
    const file = files[name];
    if (!file) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ contentType: file[0], body: readFileSync(webRequire.resolve(file[1])) });
  });
}

/** The baseline: the same data drawn as Leaflet DOM markers in marker clusters. */
export async function measureLeafletBaseline(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await serveBaseline(context);
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${url}/__bench/leaflet.html`, { waitUntil: "commit" });
    const { at, longestTask } = await firstFrame(page, "baseline:first-clusters");
    let slowest = 0;
    for (const zoom of ZOOMS)
      slowest = Math.max(slowest, await page.evaluate((z) => window.__baseline!.zoom(z), zoom));
    return { firstFrameMs: at, longestTaskMs: longestTask, reclusterMs: slowest };
  } finally {
    await context.close();
  }
}

export interface FilterRun {
  /** the same load's first clustered frame: the unfiltered first render */
  firstFrameMs: number;
  /** input to the filtered clusters drawn, every filter change and timeline step */
  filterMs: number[];
  /** longest main-thread task while filtering and dragging */
  longestTaskMs: number;
}

const p95 = (values: number[]) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!
    : 0;
export { p95 };

/** Waits until the page has drawn clusters for more filter inputs than `before`, or a little while. */
async function filterShown(page: Page, before: number) {
  await page
    .waitForFunction((n) => performance.getEntriesByName("map:filter-shown").length > n, before, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

/**
 * The explorer: toggles attribution and kind filters, then drags the timeline's start handle across the
 * months, timing each input to its filtered clusters drawn (`map:filter-shown`) and the longest task.
 */
export async function measureExplorerFilters(browser: Browser, url: string): Promise<FilterRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: "commit" });
    const { at } = await firstFrame(page, "map:first-clusters");
    await page.waitForFunction(() => performance.getEntriesByName("map:index-refined").length > 0, null, {
      timeout: TIMEOUT,
    });
    await page.waitForTimeout(1000);
    await page.evaluate(() => (window.__longTasks = []));
    const count = () => page.evaluate(() => performance.getEntriesByName("map:filter-shown").length);
    for (const name of ["China", "China", "Sabotage", "Cyber attack", "Cyber attack", "Sabotage"]) {
      const before = await count();
      await page.getByRole("checkbox", { name, exact: true }).click();
      await filterShown(page, before);
    }
    // drag the first month's handle to the right in steps, then back
    const handle = page.getByRole("slider", { name: "First month shown" });
    const track = (await page.locator(".timeline__track").boundingBox())!;
    const box = (await handle.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    const steps = 20;
    for (const direction of [1, -1]) {
      for (let step = 1; step <= steps; step++) {
        const fraction = direction === 1 ? step / steps : 1 - step / steps;
        const before = await count();
        await page.mouse.move(track.x + track.width * 0.6 * fraction + 2, y);
        await filterShown(page, before);
      }
    }
    await page.mouse.up();
    await page.waitForTimeout(500);
    const filterMs = await page.evaluate(() =>
      performance.getEntriesByName("map:filter-shown").map((entry) => entry.duration),
    );
    const longestTaskMs = await page.evaluate(() => Math.max(0, ...window.__longTasks));
    return { firstFrameMs: at, filterMs, longestTaskMs };
  } finally {
    await context.close();
  }
}
