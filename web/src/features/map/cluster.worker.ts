/// <reference lib="webworker" />
import { ClusterIndex } from "./clusterIndex";
import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";
import { INITIAL_VIEW } from "./mapConfig";
import { assertMapPoints } from "./mapPoints";

// Fetching, parsing and indexing 100,000 events happen here so the page never blocks on them. A coarse
// index (clusters up to a few zoom levels above the initial view) is built first, which takes a fraction
// of the time, so the first clusters appear early; the full index follows and then answers everything.
declare const self: DedicatedWorkerGlobalScope;

const COARSE_MAX_ZOOM = INITIAL_VIEW.zoom + 2;

let coarse: ClusterIndex | undefined;
let full: ClusterIndex | undefined;
// until an index can answer it only the latest view matters; expansion requests are all kept
let pendingQuery: Extract<ToClusterWorker, { type: "query" }> | undefined;
const pendingExpansions: Extract<ToClusterWorker, { type: "expansionZoom" }>[] = [];

function post(message: FromClusterWorker) {
  self.postMessage(message);
}

function query(message: Extract<ToClusterWorker, { type: "query" }>) {
  const index = full ?? (coarse?.covers(message.zoom) ? coarse : undefined);
  if (!index) {
    pendingQuery = message;
    return;
  }
  pendingQuery = undefined;
  post({ type: "clusters", seq: message.seq, items: index.query(message.bbox, message.zoom) });
}

function expansionZoom(message: Extract<ToClusterWorker, { type: "expansionZoom" }>) {
  const index = message.index === "coarse" ? coarse : full;
  if (!index) return void pendingExpansions.push(message);
  post({ type: "expansionZoom", seq: message.seq, zoom: index.expansionZoom(message.clusterId) });
}

async function load(url: string) {
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
    coarse = new ClusterIndex(points, COARSE_MAX_ZOOM);
    post({
      type: "loaded",
      count: coarse.size,
      fetchMs: fetched - started,
      buildMs: performance.now() - fetched,
    });
    if (pendingQuery) query(pendingQuery);
    // let the first view's answer go out before the long build
    await new Promise((resolve) => setTimeout(resolve, 0));
    const building = performance.now();
    full = new ClusterIndex(points);
    post({ type: "refined", buildMs: performance.now() - building });
    if (pendingQuery) query(pendingQuery);
    for (const message of pendingExpansions.splice(0)) expansionZoom(message);
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === "load") void load(message.url);
  else if (message.type === "query") query(message);
  else expansionZoom(message);
};
