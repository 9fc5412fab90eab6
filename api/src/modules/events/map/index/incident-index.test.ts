import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../../../test/app.js";
import { insertEvents, type EventRow } from "../../../../../test/events.js";
import {
  filterConditions,
  searchEvents,
  type BoxComparison,
  type EventPaging,
} from "../../research/event-search.js";
import type { BoundingBox, EventFilter } from "../../event.inputs.js";
import { incidentStatistics, statisticsOf } from "../../incident-statistics.js";
import { clusterRows, keyRanges, type ClusterRow } from "../map-clusters.queries.js";
import { IncidentIndex } from "./incident-index.js";
import { approvedIncidents } from "./incident-index.queries.js";
import { indexFilter, longitudeSpans } from "./index-filter.js";
import { LiveIncidentIndex } from "./live-incident-index.js";

const KINDS = ["sabotage", "cyber", "airspace", "espionage", "disinformation", "other"] as const;

/** Incidents over Europe, across the antimeridian and on edges, several at one point, some not public. */
function incidents(): EventRow[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const rows: EventRow[] = [];
  for (let n = 0; n < 240; n++) {
    const month = 1 + Math.floor(random() * 12);
    rows.push({
      type: random() < 0.3 ? "chinese" : "russian",
      kind: KINDS[n % KINDS.length],
      date: `${2021 + (n % 4)}-${String(month).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}`,
      latitude: 36 + random() * 30,
      longitude: -10 + random() * 45,
      status: n % 17 === 0 ? "pending" : n % 19 === 0 ? "rejected" : "approved",
    });
  }
  for (let n = 0; n < 4; n++) rows.push({ latitude: 52.23, longitude: 21.01, kind: "sabotage" });
  rows.push({ latitude: 66, longitude: 179.5 }, { latitude: 64, longitude: -179.5, type: "chinese" });
  // on the corners of a rectangle below (inside: its edges are included)
  rows.push({ latitude: 45, longitude: 10 }, { latitude: 58, longitude: 30, type: "chinese" });
  return rows;
}

async function loadIndex(em: EntityManager): Promise<IncidentIndex> {
  const index = new IncidentIndex();
  for await (const batch of approvedIncidents(em)) for (const incident of batch) index.append(incident);
  return index;
}

/** Clusters in one order, their means to nine decimals (sums in another order differ in the last bits). */
const normalised = (rows: ClusterRow[]) =>
  rows
    .map((row) => ({ ...row, longitude: +row.longitude.toFixed(9), latitude: +row.latitude.toFixed(9) }))
    .sort((a, b) => a.cell.localeCompare(b.cell));

async function databaseClusters(em: EntityManager, filter: EventFilter, bbox: BoundingBox, zoom: number) {
  const where = filterConditions({ ...filter, bbox: null })!;
  const spans = longitudeSpans(bbox).map(([west, east]) => ({
    west,
    east,
    ranges: keyRanges(west, bbox.south, east, bbox.north),
  }));
  return clusterRows(em, where, spans, bbox.south, bbox.north, zoom);
}

const FILTERS: EventFilter[] = [
  {},
  { types: ["chinese"] },
  { kinds: ["sabotage", "cyber"], dateFrom: "2022-03-01", dateTo: "2023-06-30" },
  { countries: ["pl", "DE", "FR"] },
  { dateFrom: "2024-01-01" },
  { types: ["russian"], kinds: ["other"], countries: ["PL"], dateTo: "2022-12-31" },
];
const BOXES: [BoundingBox, number][] = [
  [{ west: -180, south: -85, east: 180, north: 85 }, 0],
  [{ west: -25, south: 34, east: 45, north: 72 }, 4],
  [{ west: 10, south: 45, east: 30, north: 58 }, 6],
  [{ west: 20.9, south: 52.1, east: 21.2, north: 52.4 }, 12],
  [{ west: 170, south: 60, east: -170, north: 70 }, 5],
];

describe("the incident index", () => {
  let app: TestApp;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApp();
    em = app.orm.em.fork();
    await insertEvents(app, incidents());
  });
  afterAll(() => app.close());

  it("clusters the chosen incidents as PostgreSQL does, for every filter, zoom and rectangle", async () => {
    const index = await loadIndex(em);
    let compared = 0;
    for (const filter of FILTERS) {
      for (const [bbox, zoom] of BOXES) {
        const expected = await databaseClusters(em, filter, bbox, zoom);
        const actual = index.clusters(indexFilter({ ...filter, bbox })!, zoom);
        expect(normalised(actual)).toEqual(normalised(expected));
        compared += expected.length;
      }
    }
    // the cases hold clusters, not only empty answers
    expect(compared).toBeGreaterThan(100);
  });

  it("counts by month, kind and country as PostgreSQL does", async () => {
    const index = await loadIndex(em);
    for (const filter of [...FILTERS, { bbox: { west: 170, south: 60, east: -170, north: 70 } }]) {
      const expected = await incidentStatistics(em, filterConditions(filter));
      expect(statisticsOf(index.counts(indexFilter(filter)!))).toEqual(expected);
    }
  });

  it("gives the same pages of events whether a rectangle is compared as a box or as ranges", async () => {
    for (const [bbox] of BOXES) {
      for (const filter of FILTERS) {
        const ids = async (paging: EventPaging, box: BoxComparison) =>
          (await searchEvents(em, { ...filter, bbox }, paging, null, box)).edges.map((edge) => edge.node.id);
        const first: EventPaging = { first: 20, order: "date" };
        expect(await ids(first, "range")).toEqual(await ids(first, "gist"));
        const next = {
          ...first,
          after: (await searchEvents(em, { ...filter, bbox }, first, null)).pageInfo.endCursor,
        };
        expect(await ids(next, "range")).toEqual(await ids(next, "gist"));
      }
    }
    const index = await loadIndex(em);
    const europe = { west: -25, south: 34, east: 45, north: 72 };
    const { totalCount } = await searchEvents(em, { bbox: europe }, { first: 1, order: "date" }, (_, n) =>
      n(),
    );
    expect(index.count(indexFilter({ bbox: europe })!)).toBe(totalCount);
  });

  it("leaves a title search, an attribution and a change time to PostgreSQL", () => {
    expect(indexFilter({ titleContains: "cable" })).toBeNull();
    expect(indexFilter({ updatedSince: "2026-01-01" })).toBeNull();
    expect(indexFilter({ confidences: ["confirmed"] })).toBeNull();
    expect(indexFilter({ titleContains: "  " })).toEqual({});
  });

  describe("kept up to date", () => {
    /** The index's whole-world counts and clusters against the database's, right now. */
    async function expectCurrent(index: IncidentIndex) {
      const world: BoundingBox = { west: -180, south: -85, east: 180, north: 85 };
      expect(statisticsOf(index.counts({}))).toEqual(await incidentStatistics(em, filterConditions({})));
      expect(normalised(index.clusters(indexFilter({ bbox: world })!, 3))).toEqual(
        normalised(await databaseClusters(em, {}, world, 3)),
      );
    }
    const execute = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);

    it("follows publications, corrections, withdrawals and deletions made through the app", async () => {
      const live = new LiveIncidentIndex(app.deps.publicData, 60_000);
      const before = (await live.get(em)).size;
      const [published] = await insertEvents(app, [{ latitude: 48.85, longitude: 2.35, kind: "cyber" }]);
      expect((await live.get(em)).size).toBe(before + 1);
      await expectCurrent(await live.get(em));

      await execute(
        `update events set latitude = 59.33, longitude = 18.07, changed_at = now() where id = ?`,
        [published],
      );
      await announcePublicDataChange(app);
      await expectCurrent(await live.get(em));

      await execute(`update events set status = 'rejected' where id = ?`, [published]);
      await execute(
        `insert into event_withdrawals (event_id, withdrawn_at, reason) values (?, now(), 'wrong')`,
        [published],
      );
      await announcePublicDataChange(app);
      expect((await live.get(em)).size).toBe(before);
      await expectCurrent(await live.get(em));
    });

    it("reads everything again when its count and the database's differ (rows deleted by hand)", async () => {
      const live = new LiveIncidentIndex(app.deps.publicData, 60_000);
      const before = (await live.get(em)).size;
      await execute(`delete from events where id = (select min(id) from events where status = 'approved')`);
      await announcePublicDataChange(app);
      expect((await live.get(em)).size).toBe(before - 1);
      await expectCurrent(await live.get(em));
    });

    it("sees rows loaded outside the app once the recheck time has passed, without any announcement", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      onTestFinished(() => void vi.useRealTimers());
      const live = new LiveIncidentIndex(app.deps.publicData, 60_000);
      const before = (await live.get(em)).size;
      await execute(
        `insert into events (type, kind, title, title_source, source_url, source_url_key, date, latitude, longitude,
                             status, created_at, updated_at)
         values ('russian', 'other', 'Loaded by hand', 'page', 'https://example.org/by-hand',
                 'https://example.org/by-hand', '2020-02-02', 45, 9, 'approved', '2020-02-02', '2020-02-02')`,
      );
      expect((await live.get(em)).size).toBe(before);
      vi.setSystemTime(Date.now() + 60_001);
      expect((await live.get(em)).size).toBe(before + 1);
      await expectCurrent(await live.get(em));
    });

    it("answers every caller of one moment from one update", async () => {
      const live = new LiveIncidentIndex(app.deps.publicData, 60_000);
      await announcePublicDataChange(app);
      const [a, b] = await Promise.all([live.get(em), live.get(em)]);
      expect(a).toBe(b);
    });
  });
});
