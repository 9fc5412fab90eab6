/// <reference lib="webworker" />
import { ClusterIndex } from "./clusterIndex";
import type { FromClusterWorker, IndexKind, ToClusterWorker } from "./clusterProtocol";
import { COARSE_MAX_ZOOM } from "./mapConfig";
import { assertMapPoints } from "./mapPoints";

// Fetching, parsing and indexing 100,000 events happen in workers so the page never blocks on them. Two
// run this script: the coarse one downloads the data and clusters the first zoom levels in a fraction of
// the time; the full one starts once the first markers are drawn, reads the same data from the HTTP
// cache, builds the index for every zoom and then answers everything.
declare const self: DedicatedWorkerGlobalScope;

type Query = Extract<ToClusterWorker, { type: "query" }>;
type Expansion = Extract<ToClusterWorker, { type: "expansionZoom" }>;

let index: ClusterIndex | undefined;
// until the index can answer it only the latest view matters; expansion requests are all kept
let pendingQuery: Query | undefined;
const pendingExpansions: Expansion[] = [];

function post(message: FromClusterWorker) {
  self.postMessage(message);
}

function query(message: Query) {
  if (!index?.covers(message.zoom)) {
    pendingQuery = message;
    return;
  }
  pendingQuery = undefined;
  post({ type: "clusters", seq: message.seq, items: index.query(message.bbox, message.zoom) });
}

function expansionZoom(message: Expansion) {
  if (!index) return void pendingExpansions.push(message);
  post({ type: "expansionZoom", seq: message.seq, zoom: index.expansionZoom(message.clusterId) });
}

function indexed(built: ClusterIndex) {
  index = built;
  if (pendingQuery) query(pendingQuery);
  for (const message of pendingExpansions.splice(0)) expansionZoom(message);
}

async function load(url: string, kind: IndexKind) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`The map data could not be loaded (${response.status})`);
    const points: unknown = await response.json();
    assertMapPoints(points);
    const fetched = performance.now();
    const built = new ClusterIndex(points, kind === "coarse" ? COARSE_MAX_ZOOM : undefined);
    const timing = { fetchMs: fetched - started, buildMs: performance.now() - fetched };
    post(
      kind === "coarse" ? { type: "loaded", count: built.size, ...timing } : { type: "refined", ...timing },
    );
    indexed(built);
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === "load") void load(message.url, message.index);
  else if (message.type === "query") query(message);
  else expansionZoom(message);
};
