// Transfers under load, for `npm run bench:export`: 64 clients at once asking for the whole list, the
// CSV, the feed and the map's data compressed, or revalidating the list, beside an Express hello-world
// and an Express app sending the list's gzip bytes from memory, all in the same run. The clients honour
// the app's refusals (503 with Retry-After: they wait, then ask again; polite-load.ts), counted apart.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { MAP_DATA_URL } from "../web/src/features/map/data/mapData.js";
import { startHelloWorld, startStaticBytes, type BenchApp, type BenchRequest } from "./bench-app.js";
import { politeLoad } from "./polite-load.js";

const CONNECTIONS = 64;
const SECONDS = 10;
/** the list of every incident, gzipped, must answer at least this share of the hello-world's requests */
export const LIST_TARGET_SHARE = 1 / 10;

export interface TransferRow {
  name: string;
  /** bytes of one answer on the wire */
  wireBytes: number;
  /** answers with the expected status, read to the end, per second */
  requestsPerSecond: number;
  p99: number;
  /** 503 with Retry-After (admission control): the client waited as told, then asked again */
  refused: number;
  timeouts: number;
  /** answers other than the expected status or a refusal, and connection errors */
  failures: number;
}

interface Scenario {
  name: string;
  server: BenchApp;
  request: BenchRequest;
  /** 200 unless said */
  status?: number;
}

/**
 * The first answer, asked again after each refusal's Retry-After (at most five times), and once more on a
 * new connection when a kept-alive one was closed under it (after the long Python loads before).
 */
async function probe(url: string, headers: Record<string, string> | undefined): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
    const retryAfter = response.headers.get("retry-after");
    if (response.status !== 503 || retryAfter === null || attempt === 5) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
  }
}

async function measure({ name, server, request, status = 200 }: Scenario): Promise<TransferRow> {
  const first = await probe(server.url + request.path, request.headers);
  const wireBytes = Number(first.headers.get("content-length") ?? (await first.arrayBuffer()).byteLength);
  if (first.status !== status)
    throw new Error(`${name}: ${request.path} answered ${first.status}, not ${status}`);
  const load = { connections: CONNECTIONS, headers: request.headers, status };
  await politeLoad(server.url + request.path, { ...load, seconds: 2 }); // warms the JIT, caches and pool
  const measured = await politeLoad(server.url + request.path, { ...load, seconds: SECONDS });
  const row = {
    name,
    wireBytes,
    requestsPerSecond: measured.requestsPerSecond,
    p99: measured.p99,
    refused: measured.refused,
    timeouts: measured.timeouts,
    failures: measured.failures,
  };
  console.log(
    `  ${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.refused} refused, ` +
      `${row.timeouts} time-outs, ${row.failures} failures`,
  );
  return row;
}

/** Every transfer scenario against `app`, with the two references started and stopped here. */
export async function measureTransfers(app: BenchApp, scratch: string): Promise<TransferRow[]> {
  const gzip = { "accept-encoding": "gzip" };
  const listGzip = await probe(`${app.url}/api/events`, gzip);
  const etag = listGzip.headers.get("etag")!;
  // fetch decompresses; the reference sends the compressed bytes as they came
  const file = join(scratch, "list.json.gz");
  writeFileSync(file, gzipSync(Buffer.from(await listGzip.arrayBuffer())));

  const rows: TransferRow[] = [];
  const hello = await startHelloWorld();
  try {
    console.log("▶ transfers: hello-world");
    rows.push(
      await measure({ name: "Reference: Express hello-world", server: hello, request: { path: "/" } }),
    );
  } finally {
    await hello.close();
  }
  const bytes = await startStaticBytes(file);
  try {
    console.log("▶ transfers: the list's gzip bytes from memory");
    rows.push(
      await measure({
        name: "Reference: the list's gzip bytes from memory (Express 5)",
        server: bytes,
        request: { path: "/" },
      }),
    );
  } finally {
    await bytes.close();
  }
  const scenarios: Scenario[] = [
    {
      name: "GET /api/events, every incident, gzip",
      server: app,
      request: { path: "/api/events", headers: gzip },
    },
    {
      name: "GET /api/events, every incident, brotli",
      server: app,
      request: { path: "/api/events", headers: { "accept-encoding": "br" } },
    },
    {
      name: "GET /api/events revalidated (If-None-Match, weak) → 304",
      server: app,
      request: { path: "/api/events", headers: { ...gzip, "if-none-match": `W/${etag}` } },
      status: 304,
    },
    {
      name: "GET /api/events/export.csv, gzip",
      server: app,
      request: { path: "/api/events/export.csv", headers: gzip },
    },
    {
      name: "GET /api/events/feed.atom, gzip",
      server: app,
      request: { path: "/api/events/feed.atom", headers: gzip },
    },
    {
      name: "The map's data: GraphQL mapData over GET, gzip",
      server: app,
      request: { path: MAP_DATA_URL, headers: { ...gzip, accept: "application/json" } },
    },
  ];
  for (const scenario of scenarios) {
    console.log(`▶ transfers: ${scenario.name}`);
    rows.push(await measure(scenario));
  }
  return rows;
}

const size = (bytes: number) => (bytes < 10_240 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KB`);

const share = (value: number, reference: number) =>
  value >= reference ? `${(value / reference).toFixed(1)}×` : `1/${(reference / value).toFixed(1)}`;

/** The transfers table for docs/benchmarks.md, with each row's share of the hello-world's requests. */
export function transfersTable(rows: TransferRow[]): string {
  const hello = rows[0]!.requestsPerSecond;
  const sameBytes = rows[1]!.requestsPerSecond;
  const listRow = rows.find((row) => row.name.startsWith("GET /api/events, every incident, gzip"))!;
  const met = listRow.requestsPerSecond >= hello * LIST_TARGET_SHARE && listRow.timeouts === 0;
  return [
    `| scenario (${CONNECTIONS} connections, ${SECONDS} s) | answer on the wire | served/s | of hello-world | p99 | refused (503, Retry-After) | time-outs | failures |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${size(row.wireBytes)} | ${row.requestsPerSecond.toFixed(0)} | ` +
        `${share(row.requestsPerSecond, hello)} | ${row.p99} ms | ${row.refused} | ${row.timeouts} | ${row.failures} |`,
    ),
    "",
    `Target: every incident's list, gzipped, at least 1/${1 / LIST_TARGET_SHARE} of the hello-world's requests ` +
      `with no time-out — ${met ? "met" : "**missed**"} (${share(listRow.requestsPerSecond, hello)}, ` +
      `${listRow.timeouts} time-outs); against the same bytes sent from memory in this run, ` +
      `${share(listRow.requestsPerSecond, sameBytes)}.`,
  ].join("\n");
}
