/// <reference lib="webworker" />
import { MIN_ZOOM } from "../../../components/map/mapConfig";
import { INCIDENT_KINDS } from "../data/incidentKinds";
import { applyLiveChanges, type LiveChange } from "../data/liveChanges";
import { fetchRetried } from "../data/fetchRetried";
import { mapStartOf, type MapStart } from "../data/mapData";
import type { MapPoints } from "../data/mapPoints";
import { dateOfDay, NO_COUNTRY, toPointData, type PointData } from "../data/pointData";
import { CLUSTER_MAX_ZOOM, COARSE_MAX_ZOOM } from "./clusterConfig";
import { buildHierarchy, hierarchySteps } from "./clusterHierarchy";
import { ClusterIndex, type BBox } from "./clusterIndex";
import type { FromClusterWorker, ListRow, ToClusterWorker } from "./clusterProtocol";
import {
  candidatesKey,
  monthSpan,
  pointsInView,
  selectCandidates,
  withinDates,
  type Candidates,
} from "./selectPoints";
import { ServerClusters } from "./serverClusters";

// Fetching, parsing, filtering and clustering 100,000 events happen here so the page never blocks on
// them. The worker downloads the data, clusters the first zooms (a quick hierarchy, tens of ms) and
// answers the first views; once the page has drawn them it builds the hierarchy for every zoom in
// slices, answering between them. A filter is then one pass over the data and, per level shown, one over
// the chosen incidents: the hierarchy is never rebuilt (decision 013).
declare const self: DedicatedWorkerGlobalScope;

type Query = Extract<ToClusterWorker, { type: "query" }>;
type Filter = Extract<ToClusterWorker, { type: "filter" }>;
type Deferred = Exclude<ToClusterWorker, { type: "load" | "filter" | "refine" | "changes" | "reload" }>;

// the hierarchy for every zoom is built in slices of this many milliseconds
const SLICE_MS = 8;

/** the data as downloaded, with the live changes applied since */
let points: MapPoints | undefined;
let data: PointData | undefined;
let dataUrl = "";
/** the filter applied last, applied again when the incidents change */
let currentFilter: Filter["filter"] | undefined;
/** live changes that came before the data: applied to it once it is in */
let pendingChanges: { gen: number; changes: LiveChange[] } | undefined;
let span: [number, number] = [0, -1];
let gen = 0;
let selection: Int32Array = new Int32Array(0);
let coarse: ClusterIndex | undefined;
let full: ClusterIndex | undefined;
/** the page asked for the full hierarchy, or a view needs it */
let refineWanted = false;
let refining = false;
// until the data is in, the latest filter waits and every other request is kept; a view deeper than
// the coarse hierarchy waits for the full one
let pendingFilter: Filter | undefined;
let pendingQuery: Query | undefined;
const pending: Deferred[] = [];
let inView: { key: string; indexes: Int32Array } | undefined;
/** above the server's threshold: the server clusters, this worker only asks it (serverClusters.ts) */
let server: ServerClusters | undefined;

function post(message: FromClusterWorker) {
  self.postMessage(message);
}

/** The chosen incidents on screen, newest first: counted with every answer and listed by the panel. */
function visible(view: BBox): Int32Array {
  const key = `${gen}|${view.join(",")}`;
  if (inView?.key !== key) inView = { key, indexes: pointsInView(data!, selection, view) };
  return inView.indexes;
}

function query(message: Query) {
  const index = full ?? (coarse?.covers(message.zoom) ? coarse : undefined);
  if (!index) {
    pendingQuery = message;
    return refine();
  }
  pendingQuery = undefined;
  post({
    type: "clusters",
    seq: message.seq,
    gen,
    items: index.query(message.bbox, message.zoom),
    inView: visible(message.view).length,
    // the list's first rows ride along, so a filter redraws the map and the list at once
    rows: rows(message.view, 0, message.rows),
  });
}

function answer(message: Deferred) {
  if (message.type === "query") return query(message);
  if (!data) return void pending.push(message);
  if (message.type === "rows") {
    const { seq, view, start, count } = message;
    return post({ type: "rows", seq, total: visible(view).length, rows: rows(view, start, count) });
  }
  // a cluster's id means something only to the hierarchy that drew it, and only while it holds
  // chosen incidents; otherwise the page falls back
  const index = message.index === "full" ? full : coarse;
  if (message.type === "expansionZoom")
    post({ type: "expansionZoom", seq: message.seq, zoom: index?.expansionZoom(message.clusterId) ?? null });
  else post({ type: "leaves", seq: message.seq, events: index?.leaves(message.clusterId) ?? null });
}

/** Rows [start, start + count) of the list: the chosen incidents on screen, newest first. */
function rows(view: BBox, start: number, count: number): ListRow[] {
  const indexes = visible(view);
  const result: ListRow[] = [];
  const end = Math.min(indexes.length, start + count);
  for (let position = Math.max(0, start); position < end; position++) result.push(row(indexes[position]!));
  return result;
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

// a dragged timeline changes only the dates: its steps reuse the rest of the filter's pass over the data
let candidates: { key: string; chosen: Candidates } | undefined;

function choose(filter: Filter["filter"]) {
  currentFilter = filter;
  const key = candidatesKey(filter);
  if (candidates?.key !== key) candidates = { key, chosen: selectCandidates(data!, filter, span) };
  const { indexes, histogram } = candidates.chosen;
  selection = withinDates(data!, indexes, filter.fromDay, filter.toDay);
  coarse?.select(selection);
  full?.select(selection);
  return { indexes: selection, histogram };
}

function applyFilter(message: Filter) {
  const started = performance.now();
  gen = message.gen;
  const { histogram } = choose(message.filter);
  post({ type: "filtered", gen, total: selection.length, histogram, filterMs: performance.now() - started });
}

/** A macrotask boundary, so the messages that came in meanwhile are handled. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Builds the hierarchy for every zoom, in slices; the coarse one answers meanwhile. Once built, a view
 * that waited for it is answered; when live changes replaced the data meanwhile, it is built again for
 * theirs. A build that fails says so, as a failed download does: a view waiting for it would otherwise
 * wait for good.
 */
function refine() {
  refineWanted = true;
  if (refining || !data) return;
  refining = true;
  const source = data;
  const started = performance.now();
  buildFull(source).then(
    (built) => {
      refining = false;
      if (data !== source) return refine();
      full = built;
      post({ type: "refined", buildMs: performance.now() - started });
      if (pendingQuery) query(pendingQuery);
    },
    (error: unknown) => {
      refining = false;
      failed(error);
    },
  );
}

/** The hierarchy for every zoom of `source`, in slices; it stops early when the data is replaced. */
async function buildFull(source: PointData): Promise<ClusterIndex | undefined> {
  const steps = hierarchySteps(source.coordinates, MIN_ZOOM, CLUSTER_MAX_ZOOM);
  while (data === source) {
    const until = performance.now() + SLICE_MS;
    let step = steps.next();
    while (!step.done && performance.now() < until) step = steps.next();
    if (step.done) return new ClusterIndex(source, step.value, "full", selection);
    await nextTask();
  }
  return undefined;
}

/**
 * The map page's first request. The data is public, so it goes without the session and every visitor
 * shares the server's cached answer; `no-cache` revalidates it (a 304 while nothing changed), so an
 * approval is on the next map opened.
 */
async function downloadStart(url: string): Promise<MapStart> {
  // a failure is asked again as every query is (a server starting, a moment's overload), before the map
  // says the incidents could not be loaded
  const response = await fetchRetried(url, {
    credentials: "omit",
    cache: "no-cache",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The map data could not be loaded (${response.status})`);
  return mapStartOf(await response.json());
}

async function download(url: string): Promise<MapPoints> {
  const start = await downloadStart(url);
  if (start.mode !== "points") throw new Error("The map is drawn from server clusters now");
  return start.points;
}

/** Above the threshold: the page's questions go to the server from now on. */
async function loadFromServer(count: number, gen: number, filter: Filter["filter"]) {
  server = new ServerClusters(count, post, filter, gen);
  await server.load();
  if (pendingFilter) server.setFilter(pendingFilter.gen, pendingFilter.filter);
  pendingFilter = undefined;
  for (const deferred of pending.splice(0)) void server.answer(deferred).catch(failed);
  if (pendingQuery) void server.query(pendingQuery).catch(failed);
  pendingQuery = undefined;
}

/** A download, a build or a question to the server that failed: the map says so. */
function failed(error: unknown) {
  post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
}

/** The incidents changed: the server's count again, then the counts and the view. */
async function serverChanged(gen: number) {
  try {
    const answer = await downloadStart(dataUrl);
    server!.changed(gen, answer.mode === "clusters" ? answer.count : server!.count);
  } catch {
    // the live feed's next reconnection tries again
  }
}

/** Indexes `points` anew: the typed arrays, the filter's choice and the quick hierarchy. */
function index(filter: Filter["filter"]) {
  data = toPointData(points!);
  span = monthSpan(data);
  candidates = undefined;
  inView = undefined;
  full = undefined;
  const chosen = choose(filter);
  coarse = new ClusterIndex(
    data,
    buildHierarchy(data.coordinates, MIN_ZOOM, COARSE_MAX_ZOOM),
    "coarse",
    selection,
  );
  return chosen;
}

/**
 * The incidents changed (live, or read again): index them anew and answer as for a filter, with the new
 * count. The hierarchy for every zoom is built again in slices; the quick one answers meanwhile.
 */
function reindex(nextGen: number) {
  const started = performance.now();
  // a filter set while the data was read again keeps its number
  gen = Math.max(gen, nextGen);
  const { histogram } = index(currentFilter!);
  post({
    type: "filtered",
    gen,
    total: selection.length,
    histogram,
    filterMs: performance.now() - started,
    count: data!.size,
  });
  if (refineWanted) refine();
}

/** live changes that came while the data was read again: applied to the new copy too */
let changesDuringReload: LiveChange[] | undefined;

async function reload(message: Extract<ToClusterWorker, { type: "reload" }>) {
  changesDuringReload = [];
  try {
    const downloaded = await download(dataUrl);
    points = applyLiveChanges(downloaded, changesDuringReload);
    reindex(message.gen);
  } catch {
    // the live feed's next reconnection tries again
  } finally {
    changesDuringReload = undefined;
  }
}

async function load(message: Extract<ToClusterWorker, { type: "load" }>) {
  const started = performance.now();
  try {
    dataUrl = message.url;
    const start = await downloadStart(message.url);
    if (start.mode === "clusters") return await loadFromServer(start.count, message.gen, message.filter);
    points = start.points;
    const fetched = performance.now();
    // a newer filter sent while the data was on its way replaces the one the load began with
    const initial = pendingFilter ?? { gen: message.gen, filter: message.filter };
    pendingFilter = undefined;
    if (pendingChanges) points = applyLiveChanges(points, pendingChanges.changes);
    gen = Math.max(initial.gen, pendingChanges?.gen ?? 0);
    pendingChanges = undefined;
    const { histogram } = index(initial.filter);
    post({
      type: "loaded",
      count: data!.size,
      gen,
      total: selection.length,
      histogram,
      fetchMs: fetched - started,
      buildMs: performance.now() - fetched,
    });
    for (const deferred of pending.splice(0)) answer(deferred);
    if (pendingQuery) query(pendingQuery);
    if (refineWanted) refine();
  } catch (error) {
    failed(error);
  }
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (server) {
    if (message.type === "filter") server.setFilter(message.gen, message.filter);
    else if (message.type === "changes" || message.type === "reload") void serverChanged(message.gen);
    // nothing to build: the page is told at once, as when the hierarchy for every zoom is done
    else if (message.type === "refine") post({ type: "refined", buildMs: 0 });
    else if (message.type !== "load") void server.answer(message).catch(failed);
    return;
  }
  if (message.type === "load") void load(message);
  else if (message.type === "refine") refine();
  else if (message.type === "changes") {
    if (!points) {
      const changes = [...(pendingChanges?.changes ?? []), ...message.changes];
      pendingChanges = { gen: message.gen, changes };
    } else {
      points = applyLiveChanges(points, message.changes);
      changesDuringReload?.push(...message.changes);
      reindex(message.gen);
    }
  } else if (message.type === "reload") {
    if (points) void reload(message);
  } else if (message.type === "filter") {
    if (data) applyFilter(message);
    else pendingFilter = message;
  } else answer(message);
};
