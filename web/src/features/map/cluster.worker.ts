/// <reference lib="webworker" />
import { ClusterIndex, type BBox } from "./clusterIndex";
import type { FromClusterWorker, IndexKind, ListRow, ToClusterWorker } from "./clusterProtocol";
import { INCIDENT_KINDS } from "./incidentKinds";
import { CLUSTER_MAX_ZOOM, COARSE_MAX_ZOOM, MIN_ZOOM } from "./mapConfig";
import { assertMapPoints } from "./mapPoints";
import { dateOfDay, NO_COUNTRY, toPointData, type PointData } from "./pointData";
import { monthSpan, pointsInView, selectPoints } from "./selectPoints";

// Fetching, parsing, filtering and indexing 100,000 events happen in workers so the page never blocks on
// them. Two run this script. The quick ("coarse") one downloads the data and clusters the first zoom
// levels in a fraction of the time; after a filter change it indexes only the zoom the map is at, and
// another zoom when the map gets there. The full one starts once the first markers are drawn, reads the
// same data from the HTTP cache, builds the index for every zoom and then answers everything until the
// next filter, which it indexes again in the background.
declare const self: DedicatedWorkerGlobalScope;

type Query = Extract<ToClusterWorker, { type: "query" }>;
type Filter = Extract<ToClusterWorker, { type: "filter" }>;
type Deferred = Exclude<ToClusterWorker, { type: "load" | "filter" }>;

let kind: IndexKind = "coarse";
let data: PointData | undefined;
let span: [number, number] = [0, -1];
let gen = 0;
let selection: Int32Array = new Int32Array(0);
let index: ClusterIndex | undefined;
// until the data is in, the latest filter and view wait; every other request is kept
let pendingFilter: Filter | undefined;
let pendingQuery: Query | undefined;
const pending: Deferred[] = [];
let inView: { key: string; indexes: Int32Array } | undefined;

function post(message: FromClusterWorker) {
  self.postMessage(message);
}

/** The chosen incidents on screen, newest first: counted with every answer and listed by the panel. */
function visible(view: BBox): Int32Array {
  const key = `${gen}|${view.join(",")}`;
  if (inView?.key !== key) inView = { key, indexes: pointsInView(data!, selection, view) };
  return inView.indexes;
}

function quickIndex(zoom: number) {
  const level = Math.min(Math.max(Math.floor(zoom), MIN_ZOOM), CLUSTER_MAX_ZOOM);
  return new ClusterIndex(data!, selection, level, level);
}

function query(message: Query) {
  if (!data || !index) return void (pendingQuery = message);
  // the quick worker indexes a zoom it has not clustered yet; the page asks the full one only when it covers all
  if (!index.covers(message.zoom)) index = quickIndex(message.zoom);
  post({
    type: "clusters",
    seq: message.seq,
    gen,
    items: index.query(message.bbox, message.zoom),
    inView: visible(message.view).length,
  });
}

function answer(message: Deferred) {
  if (message.type === "query") return query(message);
  if (!data || !index) return void pending.push(message);
  if (message.type === "rows") {
    const indexes = visible(message.view);
    const rows: ListRow[] = [];
    const end = Math.min(indexes.length, message.start + message.count);
    for (let position = Math.max(0, message.start); position < end; position++)
      rows.push(row(indexes[position]!));
    return post({ type: "rows", seq: message.seq, total: indexes.length, rows });
  }
  // a cluster's id means something only to the index that drew it; after a rebuild the page falls back
  try {
    if (message.type === "expansionZoom")
      post({ type: "expansionZoom", seq: message.seq, zoom: index.expansionZoom(message.clusterId) });
    else post({ type: "leaves", seq: message.seq, events: index.leaves(message.clusterId) });
  } catch {
    if (message.type === "expansionZoom") post({ type: "expansionZoom", seq: message.seq, zoom: null });
    else post({ type: "leaves", seq: message.seq, events: null });
  }
}

function row(position: number): ListRow {
  const points = data!;
  const country = points.countryCodes[points.countries[position]!]!;
  const day = points.days[position]!;
  return {
    id: points.ids[position]!,
    type: points.types[position] === 1 ? "chinese" : "russian",
    kind: INCIDENT_KINDS[points.kinds[position]!] ?? "other",
    country: country === NO_COUNTRY ? null : country,
    date: day === 0 ? null : dateOfDay(day),
    lng: points.coordinates[position * 2]!,
    lat: points.coordinates[position * 2 + 1]!,
  };
}

function applyFilter(message: Filter) {
  const started = performance.now();
  gen = message.gen;
  const selected = selectPoints(data!, message.filter, span);
  selection = selected.indexes;
  index = kind === "full" ? new ClusterIndex(data!, selection) : quickIndex(message.zoom);
  post({
    type: "filtered",
    gen,
    index: kind,
    total: selection.length,
    histogram: selected.histogram,
    buildMs: performance.now() - started,
  });
}

function drain() {
  if (pendingFilter) applyFilter(pendingFilter);
  pendingFilter = undefined;
  for (const message of pending.splice(0)) answer(message);
  if (pendingQuery) query(pendingQuery);
  pendingQuery = undefined;
}

async function load(message: Extract<ToClusterWorker, { type: "load" }>) {
  const started = performance.now();
  kind = message.index;
  try {
    const response = await fetch(message.url, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`The map data could not be loaded (${response.status})`);
    const points: unknown = await response.json();
    assertMapPoints(points);
    const fetched = performance.now();
    data = toPointData(points);
    span = monthSpan(data);
    // a newer filter sent while the data was on its way replaces the one the load began with
    const initial = pendingFilter ?? { gen: message.gen, filter: message.filter };
    pendingFilter = undefined;
    gen = initial.gen;
    const selected = selectPoints(data, initial.filter, span);
    selection = selected.indexes;
    index = new ClusterIndex(data, selection, kind === "coarse" ? COARSE_MAX_ZOOM : undefined);
    const timing = { fetchMs: fetched - started, buildMs: performance.now() - fetched };
    post(
      kind === "coarse"
        ? {
            type: "loaded",
            count: data.size,
            gen,
            total: selection.length,
            histogram: selected.histogram,
            ...timing,
          }
        : { type: "refined", gen, ...timing },
    );
    drain();
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === "load") void load(message);
  else if (message.type === "filter") {
    if (data) applyFilter(message);
    else pendingFilter = message;
  } else answer(message);
};
