/// <reference lib="webworker" />
import { ClusterIndex } from "./clusterIndex";
import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";
import { INITIAL_VIEW } from "./mapConfig";
import { assertMapPoints, type MapPoints } from "./mapPoints";

// Fetching, parsing and indexing 100,000 events happen in workers so the page never blocks on them. Two
// run this script: the coarse one downloads the data and clusters the first zoom levels in a fraction of
// the time; the full one builds the index for every zoom meanwhile and then answers everything.
declare const self: DedicatedWorkerGlobalScope;

const COARSE_MAX_ZOOM = INITIAL_VIEW.zoom + 2;

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

async function load(url: string, share: MessagePort) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`The map data could not be loaded (${response.status})`);
    const points: unknown = await response.json();
    assertMapPoints(points);
    share.postMessage(points);
    const fetched = performance.now();
    const coarse = new ClusterIndex(points, COARSE_MAX_ZOOM);
    post({
      type: "loaded",
      count: coarse.size,
      fetchMs: fetched - started,
      buildMs: performance.now() - fetched,
    });
    indexed(coarse);
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

function adopt(from: MessagePort) {
  from.onmessage = (event: MessageEvent<MapPoints>) => {
    const started = performance.now();
    const full = new ClusterIndex(event.data);
    post({ type: "refined", buildMs: performance.now() - started });
    indexed(full);
  };
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === "load") void load(message.url, message.share);
  else if (message.type === "adopt") adopt(message.from);
  else if (message.type === "query") query(message);
  else expansionZoom(message);
};
