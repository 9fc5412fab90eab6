// The 1,000,000-incident scenario of `npm run bench`: seeded with COPY, drawn from the server's clusters
// (above MAP_CLUSTER_THRESHOLD). Measures the first clustered frame, the bytes of the first view, the
// filter p95, the server time of a pan or zoom's clusters (p95) and the app's largest RSS.
import { createRequire } from "node:module";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import type { Browser } from "playwright-core";
import { sampleRss, startSeededApp } from "./bench-app.js";
import {
  measureExplorerFilters,
  measureIncidentMap,
  p95,
  type FilterRun,
  type Run,
} from "./bench-browser.js";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const { from: copyFrom } = apiRequire("pg-copy-streams") as {
  from(sql: string): Writable & pg.Submittable;
};

export const MILLION = Number(process.env.BENCH_MILLION ?? 1_000_000);

const STAMP = "2026-01-01 00:00:00+00";
const KINDS = ["sabotage", "cyber", "airspace", "espionage", "disinformation", "other"];
const COUNTRIES = ["PL", "DE", "FR", "IT", "ES", "GB", "SE", "FI", "NO", "LT", "LV", "EE", "RO", "NL"];

/** A deterministic pseudo-random sequence (mulberry32), so every run seeds the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same spread as the smaller sizes: half around 40 hotspots, half across Europe, 70 % Russian. */
function* rows(count: number): Generator<string> {
  const next = random(42);
  const start = Date.UTC(2020, 0, 1);
  let chunk = "";
  for (let g = 1; g <= count; g++) {
    const lat = g % 2 === 0 ? 36 + (g % 40) * 0.6 + (next() - 0.5) * 2 : 35 + next() * 30;
    const lng = g % 2 === 0 ? -8 + (g % 37) * 1.3 + (next() - 0.5) * 3 : -10 + next() * 50;
    const day = new Date(start + (g % 1800) * 86_400_000).toISOString().slice(0, 10);
    const url = `https://bench.example.org/${g}`;
    chunk +=
      `${next() < 0.7 ? "russian" : "chinese"}\t${KINDS[g % 6]}\t${COUNTRIES[g % COUNTRIES.length]}\t` +
      `Benchmark incident ${g}\tpage\t${url}\t${url}\t${day}\t${lat.toFixed(5)}\t${lng.toFixed(5)}\tapproved\t${STAMP}\t${STAMP}\n`;
    if (g % 10_000 === 0) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

async function seedByCopy(client: pg.Client, count: number): Promise<number> {
  const started = performance.now();
  // a bulk load: the indexes are built once after the copy, not a million insertions each (COPY into
  // the indexed table took over 40 minutes under load)
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'events' and not exists (select from pg_constraint where conindid = indexname::regclass)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const copy = client.query(
    copyFrom(
      `copy events (type, kind, country, title, title_source, source_url, source_url_key, date, latitude,
                    longitude, status, created_at, updated_at) from stdin`,
    ),
  );
  await pipeline(Readable.from(rows(count)), copy);
  for (const index of indexes) await client.query(index.definition);
  const seededMs = performance.now() - started;
  // as after autovacuum: index-only scans and fresh planner statistics
  await client.query("vacuum analyze events");
  return seededMs;
}

/** Pans and zooms over Europe, as a visitor's clusters requests: each a rectangle not asked before. */
function views(): { zoom: number; bbox: string }[] {
  const result: { zoom: number; bbox: string }[] = [];
  const next = random(7);
  for (let i = 0; i < 40; i++) {
    const zoom = 4 + (i % 6);
    // a 1280×800 screen at this zoom, in degrees
    const width = (1280 / (512 * 2 ** zoom)) * 360;
    const height = width * 0.5;
    const lng = -5 + next() * 35;
    const lat = 40 + next() * 18;
    const box = [lng - width / 2, lat - height / 2, lng + width / 2, lat + height / 2].map((v) =>
      Math.max(-179, Math.min(179, v)).toFixed(4),
    );
    result.push({ zoom, bbox: box.join(",") });
  }
  return result;
}

/** Time to the last byte of each view's clusters, straight from the server (no browser). */
async function tileTimes(url: string): Promise<{ times: number[]; bytes: number[] }> {
  const times: number[] = [];
  const bytes: number[] = [];
  for (const { zoom, bbox } of views()) {
    const started = performance.now();
    const response = await fetch(`${url}/api/events/clusters?zoom=${zoom}&bbox=${bbox}`, {
      headers: { "accept-encoding": "gzip" },
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/events/clusters answered ${response.status}`);
    times.push(performance.now() - started);
    bytes.push(Number(response.headers.get("content-length") ?? body.byteLength));
  }
  return { times, bytes };
}

/**
 * Bytes over the wire for the first view: the API answers (headers and encoded bodies) the page and its
 * workers received until the first clustered frame. Read from the browser's network events: the
 * clustering worker's fetches are not in the page's own resource timing.
 */
async function firstViewBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const answers: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (!/\/(api|graphql)/.test(new URL(request.url()).pathname)) return;
      answers.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("map:first-clusters").length > 0, null, {
      timeout: 180_000,
    });
    const received = await Promise.all(answers.slice());
    return received.reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}

export interface MillionRow {
  seededMs: number;
  ours: Run;
  firstViewBytes: number;
  filters: FilterRun;
  tileP95Ms: number;
  tileMedianMs: number;
  rssBytes: number;
}

export async function measureMillion(browser: Browser, databaseUrl: string): Promise<MillionRow> {
  let seededMs = 0;
  const app = await startSeededApp(databaseUrl, async (client) => {
    seededMs = await seedByCopy(client, MILLION);
  });
  const rss = sampleRss(app.pid);
  try {
    await measureIncidentMap(browser, app.url); // warm-up, as for the other sizes
    const ours = await measureIncidentMap(browser, app.url);
    const bytes = await firstViewBytes(browser, app.url);
    const filters = await measureExplorerFilters(browser, app.url);
    const tiles = await tileTimes(app.url);
    const sorted = [...tiles.times].sort((a, b) => a - b);
    return {
      seededMs,
      ours,
      firstViewBytes: bytes,
      filters,
      tileP95Ms: p95(tiles.times),
      tileMedianMs: sorted[Math.floor(sorted.length / 2)]!,
      rssBytes: rss(),
    };
  } finally {
    await app.close();
  }
}
