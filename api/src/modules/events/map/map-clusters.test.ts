import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents, type EventRow } from "../../../../test/events.js";
import { restCall } from "../../../../test/rest.js";

interface Cluster {
  longitude: number;
  latitude: number;
  count: number;
  russian: number;
  chinese: number;
  samePoint: boolean;
  id: string | null;
  expansionZoom: number | null;
}
interface Answer {
  zoom: number;
  count: number;
  clusters: Cluster[];
}
type ErrorBody = { message: string; errors: Record<string, string> };

const EUROPE = "-25,34,45,72";
// small enough for zoom 18 (at most 128 cells of 64 px across)
const WARSAW = "21.005,52.225,21.015,52.235";

// a few incidents per place, of both attributions, kinds and years; two share one point exactly
const EVENTS: EventRow[] = [
  { title: "Warsaw rail sabotage", latitude: 52.23, longitude: 21.01, kind: "sabotage", date: "2024-02-01" },
  { title: "Warsaw drone", latitude: 52.23, longitude: 21.01, kind: "airspace", type: "chinese" },
  { title: "Warsaw cable", latitude: 52.25, longitude: 21.05, kind: "sabotage", date: "2023-06-30" },
  { title: "Gdansk port cyber", latitude: 54.35, longitude: 18.65, kind: "cyber", type: "chinese" },
  { title: "Berlin leak", latitude: 52.52, longitude: 13.4, kind: "espionage", date: "2022-01-15" },
  { title: "London cable cut", latitude: 51.5, longitude: -0.12, kind: "sabotage" },
  { title: "Lisbon phishing", latitude: 38.72, longitude: -9.14, kind: "cyber", date: "2021-03-03" },
  { title: "Athens phishing", latitude: 37.98, longitude: 23.73, kind: "cyber", type: "chinese" },
  { title: "Helsinki airspace", latitude: 60.17, longitude: 24.94, kind: "airspace", date: "2024-12-31" },
  // on the edges of the rectangle 20,50,25,55 (inside: the box is closed)
  { title: "Edge west", latitude: 52, longitude: 20, kind: "other" },
  { title: "Edge north", latitude: 55, longitude: 22, kind: "other", type: "chinese" },
  // across the antimeridian
  { title: "Chukotka", latitude: 66, longitude: 179.5, kind: "other" },
  { title: "Alaska", latitude: 64, longitude: -179.5, kind: "other" },
  { title: "Pending one", latitude: 52.23, longitude: 21.01, status: "pending" },
];

describe("map clusters (GET /api/events/clusters and mapClusters)", () => {
  let app: TestApp;
  const get = <T = Answer>(query: string, headers: Record<string, string> = {}) =>
    restCall<T>(app, "GET", `/api/events/clusters?${query}`, { headers });

  /** The approved incidents inside the box matching the SQL, counted by PostgreSQL itself. */
  async function sqlCount(box: string, condition = "true"): Promise<{ all: number; chinese: number }> {
    const [w, s, e, n] = box.split(",").map(Number) as [number, number, number, number];
    const longitude = w <= e ? `longitude between ${w} and ${e}` : `(longitude >= ${w} or longitude <= ${e})`;
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ all: number; chinese: number }[]>(
        `select count(*)::int as all, (count(*) filter (where type = 'chinese'))::int as chinese from events
          where status = 'approved' and ${longitude} and latitude between ${s} and ${n} and ${condition}`,
      );
    return row!;
  }

  beforeAll(async () => {
    app = await startTestApp({ MAP_CLUSTER_THRESHOLD: "5" });
    await insertEvents(app, EVENTS);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["", "true"],
    ["types=chinese", "type = 'chinese'"],
    ["kinds=sabotage,cyber", "kind in ('sabotage', 'cyber')"],
    ["countries=PL", "country = 'PL'"],
    ["from=2023-01-01&to=2024-06-30", "date between '2023-01-01' and '2024-06-30'"],
    ["q=phishing", "title ilike '%phishing%'"],
    [
      "types=russian&kinds=sabotage&countries=pl&from=2024-01-01",
      "type = 'russian' and kind = 'sabotage' and country = 'PL' and date >= '2024-01-01'",
    ],
  ])("counts exactly what SQL counts with the filter %s, at every zoom", async (filter, condition) => {
    const expected = await sqlCount(EUROPE, condition);
    for (const zoom of [0, 2, 4, 7, 12, 18]) {
      // a wide box at a deep zoom is refused (see below): deep zooms look at Warsaw
      const box =
        zoom <= 4 ? EUROPE : zoom <= 7 ? "10,45,30,58" : zoom <= 12 ? "20.9,52.1,21.2,52.3" : WARSAW;
      const want = box === EUROPE ? expected : await sqlCount(box, condition);
      const { status, json } = await get(`zoom=${zoom}&bbox=${box}${filter ? `&${filter}` : ""}`);
      expect(status, `${filter} at ${zoom}`).toBe(200);
      expect(json.zoom).toBe(zoom);
      expect(json.count, `${filter} at ${zoom}`).toBe(want.all);
      expect(json.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(want.all);
      expect(json.clusters.reduce((sum, c) => sum + c.chinese, 0)).toBe(want.chinese);
      for (const cluster of json.clusters) expect(cluster.russian + cluster.chinese).toBe(cluster.count);
    }
  });

  it("groups more finely as the zoom deepens, and keeps incidents at one point together", async () => {
    const coarse = (await get(`zoom=0&bbox=${EUROPE}`)).json;
    const deep = (await get(`zoom=18&bbox=${WARSAW}`)).json;
    const finer = (await get(`zoom=4&bbox=${EUROPE}`)).json;
    expect(coarse.clusters.length).toBeLessThan(finer.clusters.length);
    expect(Math.max(...coarse.clusters.map((c) => c.count))).toBeGreaterThan(3);
    // the two Warsaw incidents at 52.23, 21.01 share one point: one cluster, marked so, without an id
    expect(deep.clusters).toEqual([
      {
        longitude: 21.01,
        latitude: 52.23,
        count: 2,
        russian: 1,
        chinese: 1,
        samePoint: true,
        id: null,
        expansionZoom: null,
      },
    ]);
    const single = (await get("zoom=10&bbox=-9.5,38.5,-9,39")).json.clusters;
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ count: 1, samePoint: true, longitude: -9.14, latitude: 38.72 });
    expect(single[0]!.id).toMatch(/^\d+$/);
  });

  it("tells at which zoom a cluster splits: one cluster a zoom before, more at it", async () => {
    // the three Warsaw incidents, two at one point and one 3 km away
    const around = "20.9,52.15,21.1,52.3";
    const [warsaw] = (await get(`zoom=4&bbox=${around}`)).json.clusters;
    expect(warsaw).toMatchObject({ count: 3, samePoint: false });
    const zoom = warsaw!.expansionZoom!;
    expect(zoom).toBeGreaterThan(4);
    expect((await get(`zoom=${zoom - 1}&bbox=${around}`)).json.clusters).toHaveLength(1);
    const split = (await get(`zoom=${zoom}&bbox=${around}`)).json.clusters;
    expect(split.map((c) => c.count).sort()).toEqual([1, 2]);
  });

  it("includes incidents on the rectangle's edges and crosses the antimeridian", async () => {
    const { json } = await get("zoom=5&bbox=20,50,25,55&types=chinese");
    expect(json.count).toBe((await sqlCount("20,50,25,55", "type = 'chinese'")).all);
    const edges = await get("zoom=5&bbox=20,50,25,55&kinds=other");
    expect(edges.json.count).toBe(2);
    const across = await get("zoom=5&bbox=179,60,-179,70");
    expect(across.json.count).toBe(2);
    expect(across.json.count).toBe((await sqlCount("179,60,-179,70")).all);
    // just beside the edges: nothing
    expect((await get("zoom=5&bbox=20.0001,50,25,54.9999&kinds=other")).json.count).toBe(0);
  });

  it("answers GraphQL's mapClusters the same", async () => {
    const rest = (await get(`zoom=4&bbox=${EUROPE}&kinds=cyber,sabotage`)).json;
    const answer = await app.graphql<{ mapClusters: Answer }>(
      `query ($filter: EventFilter, $bbox: BoundingBox!, $zoom: Int!) {
         mapClusters(filter: $filter, bbox: $bbox, zoom: $zoom) {
           zoom count clusters { longitude latitude count russian chinese samePoint id expansionZoom }
         }
       }`,
      {
        filter: { kinds: ["cyber", "sabotage"] },
        bbox: { west: -25, south: 34, east: 45, north: 72 },
        zoom: 4,
      },
    );
    expect(answer.errors).toBeUndefined();
    const sorted = (a: Answer) => [...a.clusters].sort((x, y) => x.longitude - y.longitude);
    expect(sorted(answer.data!.mapClusters)).toEqual(sorted(rest));
    expect(answer.data!.mapClusters.count).toBe(rest.count);
  });

  it("sends gzip and an ETag, and 304 when it has not changed", async () => {
    const response = await fetch(`${app.url}/api/events/clusters?zoom=3&bbox=${EUROPE}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"clusters-/);
    const again = await get(`zoom=3&bbox=${EUROPE}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    // another filter is another answer
    const other = await get(`zoom=3&bbox=${EUROPE}&types=chinese`, { "if-none-match": etag });
    expect(other.status).toBe(200);
  });

  it.each([
    ["bbox=" + EUROPE, "zoom", "The zoom must be a whole number from 0 to 21."],
    ["zoom=22&bbox=" + EUROPE, "zoom", "The zoom must be a whole number from 0 to 21."],
    ["zoom=4.5&bbox=" + EUROPE, "zoom", "The zoom must be a whole number from 0 to 21."],
    ["zoom=-1&bbox=" + EUROPE, "zoom", "The zoom must be a whole number from 0 to 21."],
    ["zoom=4", "bbox", "The rectangle (bbox) is required."],
    ["zoom=4&bbox=1,2,3", "bbox", undefined],
    ["zoom=4&bbox=10,60,20,50", "bbox", undefined],
    ["zoom=4&bbox=10,50,200,60", "bbox", undefined],
    ["zoom=12&bbox=" + EUROPE, "bbox", "too large for zoom 12"],
    ["zoom=4&bbox=" + EUROPE + "&kinds=theft", "kinds", undefined],
    ["zoom=4&bbox=" + EUROPE + "&from=2024-13-01", "from", undefined],
    ["zoom=4&bbox=" + EUROPE + "&zooom=4", "zooom", 'Did you mean "zoom"?'],
  ])("refuses %s with 400 naming %s", async (query, field, words) => {
    const { status, json } = await get<ErrorBody>(query);
    expect(status).toBe(400);
    expect(Object.keys(json.errors)).toEqual([field]);
    if (words) expect(json.errors[field]).toContain(words);
  });

  it("refuses bad input to mapClusters as a GraphQL error, not a crash", async () => {
    const answer = await app.graphql(
      `{ mapClusters(bbox: { west: -25, south: 34, east: 45, north: 72 }, zoom: 30) { count } }`,
    );
    expect(answer.errors?.[0]?.message).toBeTruthy();
    expect(answer.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
  });

  it("tells the map page (mode=auto) to fetch clusters above MAP_CLUSTER_THRESHOLD", async () => {
    const { status, json } = await restCall(app, "GET", "/api/events/map?mode=auto");
    expect(status).toBe(200);
    expect(json).toEqual({ mode: "clusters", count: (await sqlCount("-180,-90,180,90")).all });
    // without mode, the points as always
    const points = await restCall<{ ids: string[] }>(app, "GET", "/api/events/map");
    expect(points.json.ids.length).toBe(json.count);
    // the map page asks GraphQL the same question: no points cross the wire above the threshold
    const start = await app.graphql<{ mapData: unknown }>(`{ mapData { mode count points { ids } } }`);
    expect(start.data!.mapData).toEqual({ mode: "clusters", count: json.count, points: null });
    const bad = await restCall<ErrorBody>(app, "GET", "/api/events/map?mode=fast");
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ mode: 'The only mode is "auto".' });
  });

  it("sends the points with mode=auto at or below the threshold", async () => {
    const small = await startTestApp({ MAP_CLUSTER_THRESHOLD: "1000" });
    try {
      await insertEvents(small, EVENTS.slice(0, 3));
      const { json } = await restCall<{ ids: string[] }>(small, "GET", "/api/events/map?mode=auto");
      expect(json.ids).toHaveLength(3);
      type Start = {
        mapData: { mode: string; count: number; points: { ids: string[]; coordinates: number[] } };
      };
      const start = await small.graphql<Start>(`{ mapData { mode count points { ids coordinates } } }`);
      expect(start.data!.mapData.mode).toBe("points");
      expect(start.data!.mapData.count).toBe(3);
      expect(start.data!.mapData.points.ids).toEqual(json.ids);
    } finally {
      await small.close();
    }
  });
});
