/// <reference lib="webworker" />
import { ClusterIndex } from "./clusterIndex";
import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";
import { assertMapPoints } from "./mapPoints";

// Fetching, parsing and indexing 100,000 events happen here so the page never blocks on them.
declare const self: DedicatedWorkerGlobalScope;

let index: ClusterIndex | undefined;
// until the index is built only the latest view matters; every expansion request is kept
let pendingQuery: ToClusterWorker | undefined;
const pendingExpansions: ToClusterWorker[] = [];

function post(message: FromClusterWorker) {
  self.postMessage(message);
}

function answer(message: ToClusterWorker, ready: ClusterIndex) {
  if (message.type === "query") {
    post({ type: "clusters", seq: message.seq, items: ready.query(message.bbox, message.zoom) });
  } else if (message.type === "expansionZoom") {
    post({ type: "expansionZoom", seq: message.seq, zoom: ready.expansionZoom(message.clusterId) });
  }
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
    index = new ClusterIndex(points);
    post({
      type: "loaded",
      count: index.size,
      fetchMs: fetched - started,
      buildMs: performance.now() - fetched,
    });
    if (pendingQuery) answer(pendingQuery, index);
    for (const message of pendingExpansions.splice(0)) answer(message, index);
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === "load") void load(message.url);
  else if (index) answer(message, index);
  else if (message.type === "query") pendingQuery = message;
  else pendingExpansions.push(message);
};
