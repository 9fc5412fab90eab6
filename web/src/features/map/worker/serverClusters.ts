import type { IncidentKindName } from "../data/incidentKinds";
import type { MapEventRef } from "../data/mapPoints";
import { dateOfDay } from "../data/pointData";
import type { BBox, MapItem } from "./clusterIndex";
import type { FromClusterWorker, ListRow, ToClusterWorker } from "./clusterProtocol";
import type { Histogram, PointFilter } from "./selectPoints";

// Above MAP_CLUSTER_THRESHOLD published incidents the map data answers { mode: "clusters", count }
// instead of the points, and the worker answers the page's questions from the server (decision 075):
// the clusters of the view from GET /api/events/clusters, the counts and the timeline from
// incidentStatistics, the list's rows from events. The page sees the same messages as from the points.

type Query = Extract<ToClusterWorker, { type: "query" }>;
type Deferred = Extract<ToClusterWorker, { seq: number }>;

interface ServerCluster {
  longitude: number;
  latitude: number;
  count: number;
  russian: number;
  chinese: number;
  samePoint: boolean;
  id: string | null;
  /** where the server's grid first splits it; null when all at one point */
  expansionZoom?: number | null;
}

/** The research filter of the page's filter (an empty list is "any" here, "none" there: left out). */
function eventFilter(filter: PointFilter, withDates = true, q: string | null = null) {
  return {
    ...(filter.types.length && { types: filter.types }),
    ...(filter.kinds.length && { kinds: filter.kinds }),
    ...(filter.countries.length && { countries: filter.countries }),
    ...(withDates && filter.fromDay !== null && { dateFrom: dateOfDay(filter.fromDay) }),
    ...(withDates && filter.toDay !== null && { dateTo: dateOfDay(filter.toDay) }),
    ...(q && { titleContains: q }),
    ...(filter.evidence?.length && { evidenceStatuses: filter.evidence }),
    ...(filter.discussed && { discussed: true }),
  };
}

function restQuery(filter: PointFilter, q: string | null): string {
  const params = new URLSearchParams();
  if (filter.types.length) params.set("types", filter.types.join(","));
  if (filter.kinds.length) params.set("kinds", filter.kinds.join(","));
  if (filter.countries.length) params.set("countries", filter.countries.join(","));
  if (filter.fromDay !== null) params.set("from", dateOfDay(filter.fromDay));
  if (filter.toDay !== null) params.set("to", dateOfDay(filter.toDay));
  if (q) params.set("q", q);
  if (filter.evidence?.length) params.set("evidenceStatuses", filter.evidence.join(","));
  if (filter.discussed) params.set("discussed", "1");
  return params.toString();
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `GraphQL answered ${response.status}`);
  return body.data;
}

const STATISTICS = `query MapServerCounts($all: EventFilter, $chosen: EventFilter) {
  all: incidentStatistics(filter: $all) { perMonth { month russian chinese } }
  chosen: incidentStatistics(filter: $chosen) { total }
}`;

const ROWS = `query MapServerRows($filter: EventFilter, $first: Int, $after: String) {
  events(filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id type kind country date latitude longitude } }
  }
}`;

const LEAVES = `query MapServerLeaves($filter: EventFilter) { mapPoints(filter: $filter) { ids types } }`;

const monthNumber = (month: string) =>
  (Number(month.slice(0, 4)) - 1970) * 12 + Number(month.slice(5, 7)) - 1;

/** A whole-degree-safe rectangle the server takes: latitudes within ±85, longitudes within ±180. */
function serverBox([west, south, east, north]: BBox): string {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const round = (value: number) => Number(value.toFixed(6));
  let [w, e] = east - west >= 360 ? [-180, 180] : [wrap(west), east === 180 ? 180 : wrap(east)];
  if (w === e) [w, e] = [-180, 180];
  return [round(w), round(clamp(south, 85)), round(e), round(clamp(north, 85))].join(",");
}

const PAGE = 500;

export class ServerClusters {
  private filter: PointFilter;
  private q: string | null = null;
  private gen = 0;
  /** the counts of the current filter, posted as "filtered" before its first clusters */
  private counts: Promise<void> = Promise.resolve();
  private span: [number, number] | null = null;
  /** the clusters drawn last, by the id the page knows them by */
  private drawn: ServerCluster[] = [];
  private zoom = 0;
  private inView = new Map<string, number>();
  private list: { key: string; rows: ListRow[]; after: string | null; more: boolean } | null = null;

  constructor(
    public count: number,
    private readonly post: (message: FromClusterWorker) => void,
    filter: PointFilter,
    gen: number,
  ) {
    this.filter = filter;
    this.gen = gen;
  }

  /** The first answer, as the points' "loaded". */
  load(): Promise<void> {
    const started = performance.now();
    this.counts = this.statistics().then(({ total, histogram }) => {
      const buildMs = performance.now() - started;
      this.post({ type: "loaded", count: this.count, gen: this.gen, total, histogram, fetchMs: 0, buildMs });
    });
    return this.counts;
  }

  setFilter(gen: number, filter: PointFilter): void {
    this.gen = gen;
    this.filter = filter;
    this.q = filter.q?.trim() || null;
    this.countAgain(false);
  }

  /** Counts for the current filter once the counts before are posted; a filter replaced meanwhile is skipped. */
  private countAgain(withCount: boolean): void {
    const gen = this.gen;
    this.counts = this.counts
      .catch(() => undefined)
      .then(() => (gen === this.gen ? this.postCounts(withCount) : undefined));
  }

  /** The incidents changed (live, or the feed came back): counts and view again, with the new count. */
  changed(gen: number, count: number): void {
    this.gen = Math.max(this.gen, gen);
    this.count = count;
    this.inView.clear();
    this.list = null;
    this.countAgain(true);
  }

  private async postCounts(withCount = false): Promise<void> {
    const started = performance.now();
    const gen = this.gen;
    const { total, histogram } = await this.statistics();
    if (gen !== this.gen) return;
    this.post({
      type: "filtered",
      gen,
      total,
      histogram,
      filterMs: performance.now() - started,
      ...(withCount && { count: this.count }),
    });
  }

  private async statistics(): Promise<{ total: number; histogram: Histogram }> {
    type Answer = { all: { perMonth: MonthRow[] }; chosen: { total: number } };
    type MonthRow = { month: string; russian: number; chinese: number };
    if (!this.span) {
      const everything = await graphql<Answer>(STATISTICS, { all: null, chosen: null });
      const months = everything.all.perMonth;
      this.span = months.length
        ? [monthNumber(months[0]!.month), monthNumber(months.at(-1)!.month)]
        : [0, -1];
    }
    const answer = await graphql<Answer>(STATISTICS, {
      all: eventFilter(this.filter, false, this.q),
      chosen: eventFilter(this.filter, true, this.q),
    });
    const [start, end] = this.span;
    const size = Math.max(0, end - start + 1);
    const histogram: Histogram = {
      startMonth: start,
      russian: new Array<number>(size).fill(0),
      chinese: new Array<number>(size).fill(0),
    };
    for (const row of answer.all.perMonth) {
      const bin = monthNumber(row.month) - start;
      if (bin < 0 || bin >= size) continue;
      histogram.russian[bin] = row.russian;
      histogram.chinese[bin] = row.chinese;
    }
    return { total: answer.chosen.total, histogram };
  }

  /** The view's clusters (of what is on screen: the count is the clusters' sum) and the list's first rows. */
  async query(message: Query): Promise<void> {
    const gen = this.gen;
    const zoom = Math.max(0, Math.min(21, Math.floor(message.zoom)));
    const box = serverBox(message.view);
    const query = restQuery(this.filter, this.q);
    const [answer, rows] = await Promise.all([
      fetch(`/api/events/clusters?zoom=${zoom}&bbox=${box}${query ? `&${query}` : ""}`, {
        credentials: "same-origin",
      }).then(async (response) => {
        if (!response.ok) throw new Error(`The clusters could not be loaded (${response.status})`);
        return (await response.json()) as { count: number; clusters: ServerCluster[] };
      }),
      this.rows(message.view, 0, message.rows),
      this.counts,
    ]);
    if (gen !== this.gen) return;
    this.drawn = answer.clusters;
    this.zoom = zoom;
    this.inView.set(box, answer.count);
    const items: MapItem[] = answer.clusters.map((cluster, id) =>
      cluster.count === 1 && cluster.id
        ? {
            kind: "event",
            id: cluster.id,
            lng: cluster.longitude,
            lat: cluster.latitude,
            type: cluster.chinese ? "chinese" : "russian",
          }
        : {
            kind: "cluster",
            id,
            index: "full",
            lng: cluster.longitude,
            lat: cluster.latitude,
            count: cluster.count,
            russian: cluster.russian,
            chinese: cluster.chinese,
            same: cluster.samePoint,
          },
    );
    this.post({ type: "clusters", seq: message.seq, gen, items, inView: answer.count, rows });
  }

  /** The list's rows [start, start + count) of the view, newest first, read a page of 500 at a time. */
  private async rows(view: BBox, start: number, count: number): Promise<ListRow[]> {
    const box = serverBox(view);
    const key = `${this.gen}|${box}`;
    if (this.list?.key !== key) this.list = { key, rows: [], after: null, more: true };
    const list = this.list;
    const [west, south, east, north] = box.split(",").map(Number) as BBox;
    while (list.more && list.rows.length < start + count) {
      type Answer = {
        events: {
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          edges: {
            node: {
              id: string;
              type: MapEventRef["type"];
              kind: IncidentKindName;
              country: string | null;
              date: string;
              latitude: number;
              longitude: number;
            };
          }[];
        };
      };
      const filter = { ...eventFilter(this.filter, true, this.q), bbox: { west, south, east, north } };
      const answer = await graphql<Answer>(ROWS, { filter, first: PAGE, after: list.after });
      list.rows.push(
        ...answer.events.edges.map(({ node }) => ({
          id: node.id,
          type: node.type,
          kind: node.kind,
          country: node.country,
          date: node.date,
          lng: node.longitude,
          lat: node.latitude,
        })),
      );
      list.after = answer.events.pageInfo.endCursor;
      list.more = answer.events.pageInfo.hasNextPage;
    }
    return list.rows.slice(start, start + count);
  }

  async answer(message: Deferred): Promise<void> {
    if (message.type === "query") return this.query(message);
    if (message.type === "rows") {
      const { seq, view, start, count } = message;
      const rows = await this.rows(view, start, count);
      return this.post({ type: "rows", seq, total: this.inView.get(serverBox(view)) ?? rows.length, rows });
    }
    const cluster = this.drawn[message.clusterId];
    if (message.type === "expansionZoom") {
      // the server names where the cluster splits; two levels deeper (four times as many cells) otherwise
      return this.post({
        type: "expansionZoom",
        seq: message.seq,
        zoom: cluster ? (cluster.expansionZoom ?? Math.min(this.zoom + 2, 21)) : null,
      });
    }
    if (!cluster?.samePoint) return this.post({ type: "leaves", seq: message.seq, events: null });
    // the server rounds the point to 1e-5°: a box of that size around it holds it
    const { longitude: lng, latitude: lat } = cluster;
    const near = 6e-6;
    const bbox = { west: lng - near, south: lat - near, east: lng + near, north: lat + near };
    const filter = { ...eventFilter(this.filter, true, this.q), bbox };
    const answer = await graphql<{ mapPoints: { ids: string[]; types: string } }>(LEAVES, { filter });
    const events = answer.mapPoints.ids.map((id, i) => ({
      id,
      type: answer.mapPoints.types[i] === "c" ? ("chinese" as const) : ("russian" as const),
    }));
    this.post({ type: "leaves", seq: message.seq, events });
  }
}
