import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, LATEST_EXPORT_REVISION, messages } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { isStaff, type RequestInfo, type Viewer } from "../../core/viewer.js";
import { ServiceUnavailableError, ValidationError, type Quota } from "../../core/errors.js";
import { EncodedBody } from "../../infra/encoded-body.js";
import type { Release } from "../../infra/admission/work-gate.js";
import { currentDataVersion, type DataVersion } from "../incidents-read/data-versions.queries.js";
import type { AsOf } from "../incidents-read/as-of.queries.js";
import { checkedAsOf } from "./research/checked-as-of.js";
import { countExport } from "./exports/export-quota.js";
import type { EventConnection } from "./event-connection.type.js";
import {
  count as countApproved,
  EVENT_COLUMNS,
  eventFromRow,
  filterConditions,
  searchEvents,
  type EventPaging,
  type Conditions,
  type EventRow,
} from "./research/event-search.js";
import type { IncidentIndex } from "./map/index/incident-index.js";
import { indexFilter } from "./map/index/index-filter.js";
import type { LiveIncidentIndex } from "./map/index/live-incident-index.js";
import {
  openExport,
  type ExportFormat,
  type ExportFraming,
  type ExportStream,
} from "./exports/event-export.js";
import { SHEET_MAX_ROWS } from "./exports/xlsx-export.js";
import { sinceTime } from "./research/change-tracking.queries.js";
import { withdrawnSince, type WithdrawnRow } from "../incidents-read/withdrawals.queries.js";
import { type Event, EventStatus } from "./event.entity.js";
import type { EventFilter } from "./event.inputs.js";
import type { RestEvent } from "./events.presenter.js";
import { exportRevisionAt, type ExportRevision } from "./exports/export-revision.js";
import { listRows } from "./research/event-list.queries.js";
import { asOfAddress, versionDate, type VersionCsv } from "./exports/export-metadata.js";
import { readSnapshot } from "../../infra/transactions.js";

/**
 * A rectangle holding at least 1/50 of the incidents is read in the page's order, so about 50 rows are
 * read for each one shown; a smaller one through the GiST index.
 */
const BOX_AS_RANGE_SHARE = 50;

const APPROVED: Conditions = { sql: ["status = 'approved'"], params: [] };

/** Names a filter's conditions, to keep what was computed for it until the public data changes. */
const conditionsKey = (where: Conditions) => `${where.sql.join(" and ")}:${JSON.stringify(where.params)}`;

/**
 * The public reading of incidents: the list and the research API and their downloads (the feed and link
 * previews are EventFeedService's, research/event-feed.service.ts). The map is
 * IncidentMapService's (map/incident-map.service.ts).
 */
export class EventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "publicData" | "rateLimiter" | "admission">,
    private readonly liveIndex: LiveIncidentIndex,
  ) {}

  private answered: Promise<DataVersion> | undefined;

  /** An event by id: approved ones for everybody, any for staff; null when not visible. Read-only: no entity. */
  async find(id: string, viewer: Viewer | null): Promise<Event | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<EventRow[]>(`select ${EVENT_COLUMNS} from events where id = ?`, [id]);
    return row && (row.status === EventStatus.approved || isStaff(viewer)) ? eventFromRow(row) : null;
  }

  /**
   * A page of the research API's events. When the incident index can answer the filter, it counts the
   * total, and says how many incidents a rectangle holds, which decides how PostgreSQL should read it.
   */
  async search(
    filter: EventFilter | null | undefined,
    paging: EventPaging,
    withTotal = true,
    asOf?: AsOf,
  ): Promise<EventConnection> {
    if (asOf) {
      // the past is not in the incident index: PostgreSQL reads it from the versions
      const memo = (key: string, count: () => Promise<number>) => this.deps.publicData.remember(key, count);
      return this.rebuilding(asOf, () =>
        searchEvents(this.em, filter, paging, withTotal ? memo : null, "range", asOf),
      );
    }
    // the answer's data version first, then its rows: they hold every change it names
    await this.answerVersion();
    const chosen = filterConditions(filter) && indexFilter(filter);
    if (!chosen || (!filter?.bbox && !withTotal)) {
      // members' posts are no public data change: a total on discussions is counted afresh each time
      const memo = (key: string, count: () => Promise<number>) =>
        filter?.discussed != null ? count() : this.deps.publicData.remember(key, count);
      return this.oneSnapshot((tx) => searchEvents(tx, filter, paging, withTotal ? memo : null));
    }
    const index = await this.incidentIndex();
    const total = index.count(chosen);
    const box = total * BOX_AS_RANGE_SHARE >= index.size ? "range" : "gist";
    return this.oneSnapshot((tx) =>
      searchEvents(tx, filter, paging, withTotal ? () => Promise.resolve(total) : null, box),
    );
  }

  /**
   * The data version this request's answer carries (GraphQL's `dataVersion`), read once per request and
   * before any of its rows: they then hold every change it names, and a change made meanwhile comes in
   * them as well rather than never (a copy that keeps the version fetches it again next time).
   */
  answerVersion(): Promise<DataVersion> {
    return (this.answered ??= this.dataVersion());
  }

  /** A page's statements (its rows, and its total when counted) in one snapshot of the data. */
  private oneSnapshot<T>(read: (tx: EntityManager) => Promise<T>): Promise<T> {
    return readSnapshot(this.em, read);
  }

  /**
   * The current data version. Kept until a change made through the app, and at most
   * RESEARCH_RECHECK_SECONDS, so that rows loaded outside the app show up too.
   */
  dataVersion(): Promise<DataVersion> {
    return this.deps.publicData.remember("dataVersion", () => currentDataVersion(this.em), this.recheckMs());
  }

  /**
   * The approved events (all, or those matching a filter) in the spec's shape, newest first (REST
   * GET /api/events): read without entities, serialised and compressed once per data version. The whole
   * list is kept compressed only (gzip and brotli: 33 MB of text for 100,000 incidents is 2 to 4 MB).
   */
  async listBody(
    filter?: EventFilter | null,
    asOf?: AsOf,
    translations?: readonly string[],
  ): Promise<EncodedBody> {
    const where = filterConditions(filter);
    if (!where) return EncodedBody.of("[]");
    const version = asOf?.version ?? (await this.dataVersion()).version;
    const revision = await this.exportRevision(version);
    const json = async () => {
      const rows = await this.rebuilding(asOf, () =>
        this.listRows(where, revision, version, asOf, translations),
      );
      // kept as bytes: every answer sends this one buffer, where a string is encoded again for each
      // (64 slow readers of the 33 MB list held 64 copies, 3.9 GB)
      return Buffer.from(JSON.stringify(rows));
    };
    // translations are not versioned (decision 125): kept as long as the rest, and forgotten at their change
    const asked = `${asOf ? ":asOf" : ""}${translations?.length ? `:tr=${translations.join(",")}` : ""}`;
    if (!filter) {
      return this.remember(`restEvents:all@${version}${asked}`, async () =>
        EncodedBody.compressed(Readable.from([await json()])),
      );
    }
    return this.remember(`restEvents:${conditionsKey(where)}@${version}${asked}`, async () =>
      EncodedBody.of(await json()),
    );
  }

  /**
   * The approved events matching a filter (at a past data version with `asOf`) in the list's shape,
   * sources and attributions included, newest first: the JSON list, STIX and MISP. In the export revision
   * of the data version read, unless one is given (the MISP feed, which is not versioned, takes the latest).
   */
  async rows(filter: EventFilter | null, asOf?: AsOf, revision?: ExportRevision): Promise<RestEvent[]> {
    const where = filterConditions(filter);
    if (!where) return [];
    const version = asOf?.version ?? (await this.dataVersion()).version;
    const rowsRevision = revision ?? (await this.exportRevision(version));
    return this.rebuilding(asOf, () => this.listRows(where, rowsRevision, version, asOf));
  }

  /**
   * One incident as its public version at `time` made it (ISO 8601, a version's own time), in the latest
   * export revision; null when it was not public then. Read from the public history, every version known.
   */
  async rowAt(id: string, time: string): Promise<RestEvent | null> {
    const asOf: AsOf = { version: "", time, count: 0, recordedAt: "infinity" };
    const where = { sql: ["events.id = ?"], params: [id] };
    const [row] = await listRows(
      this.em,
      where,
      LATEST_EXPORT_REVISION,
      this.publicUrl(),
      { until: time },
      asOf,
    );
    return row ?? null;
  }

  private listRows(
    where: Conditions,
    revision: ExportRevision,
    version: string,
    asOf?: AsOf,
    translations?: readonly string[],
  ): Promise<RestEvent[]> {
    const additions = { until: versionDate(version).toISOString(), translations };
    return listRows(this.em, where, revision, this.publicUrl(), additions, asOf);
  }

  /**
   * The export revision of a data version (decision 099): which columns its downloads have. Kept per
   * version: a revision begins only with the migration that adds its columns.
   */
  exportRevision(version: string): Promise<ExportRevision> {
    return this.deps.publicData.remember(`exportRevision:${version}`, () =>
      exportRevisionAt(this.em, versionDate(version).toISOString()),
    );
  }

  /** Counts one download against the address's limit (a few a minute), or its key's; refused past it. */
  countExport(request: RequestInfo): Promise<Quota> {
    return countExport(this.deps.rateLimiter, request);
  }

  /**
   * A download of every approved incident, built once per data version (and at most every
   * RESEARCH_RECHECK_SECONDS) from the same COPY as a filtered one, kept compressed.
   */
  async wholeExport(format: ExportFormat, framing: ExportFraming, asOf?: AsOf): Promise<EncodedBody> {
    const version = asOf?.version ?? (await this.dataVersion()).version;
    const key = `export:${format}:${framing.bom ? "bom" : ""}@${version}${asOf ? ":asOf" : ""}`;
    const revision = await this.exportRevision(version);
    return this.remember(key, () =>
      this.rebuilding(asOf, async () => {
        const { rows, body } = await openExport(
          this.em,
          format,
          APPROVED,
          this.publicUrl(),
          { ...framing, revision, additions: { until: versionDate(version).toISOString() } },
          asOf,
        );
        return EncodedBody.compressed(rows, body);
      }),
    );
  }

  /**
   * The workbook of every approved incident, made once per data version (dated by it, so the same bytes)
   * and kept as its bytes: a sheet of 100,000 rows takes seconds to write. The key names the version, so
   * it is kept for as long as that version is current. A past version's streams (openExport).
   */
  async wholeWorkbook(framing: ExportFraming): Promise<Buffer> {
    const { version } = await this.dataVersion();
    const revision = await this.exportRevision(version);
    return this.deps.publicData.remember(`export:xlsx@${version}`, async () => {
      const { rows, body } = await openExport(this.em, "xlsx", APPROVED, this.publicUrl(), {
        ...framing,
        revision,
        additions: { until: versionDate(version).toISOString() },
      });
      const chunks: Buffer[] = [];
      await pipeline(rows, body, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
      return Buffer.concat(chunks);
    });
  }

  /** A data version a reader names (`asOf`), checked: 400 when it is not one this site published. */
  checkedAsOf(value: unknown, field = "asOf"): Promise<AsOf> {
    return checkedAsOf(
      this.em,
      this.deps.publicData,
      (version) => this.exportRevision(version),
      value,
      field,
    );
  }

  /**
   * The whole CSV of a data version (the current one without `asOf`), which a workbook's sheet About names:
   * its asOf address and SHA-256, those of the whole export kept per version.
   */
  async versionCsv(asOf?: AsOf): Promise<VersionCsv> {
    const version = asOf?.version ?? (await this.dataVersion()).version;
    const body = await this.wholeExport("csv", {}, asOf);
    return { url: asOfAddress(this.publicUrl(), version, "", "csv"), sha256: body.sha256! };
  }

  /** Refuses, before anything is sent, an XLSX download of more incidents than a sheet holds. */
  async assertFitsSheet(filter: EventFilter | null, most = SHEET_MAX_ROWS, asOf?: AsOf): Promise<void> {
    const where = filterConditions(filter);
    if (!where || (asOf && asOf.count <= most)) return;
    const { version } = await this.dataVersion();
    const n = await this.remember(`count:${conditionsKey(where)}@${version}`, () =>
      countApproved(this.em, where),
    );
    if (n > most) {
      throw new ValidationError({ format: `${apiMessages.sheetTooLong} This filter matches ${n}.` });
    }
  }

  /**
   * The approved events matching a filter as CSV, GeoJSON or XLSX, streamed (any size, flat memory), in
   * the export revision of the data version read.
   */
  async openExport(
    filter: EventFilter | null,
    format: ExportFormat,
    framing: ExportFraming,
    asOf?: AsOf,
  ): Promise<ExportStream> {
    const where = filterConditions(filter);
    const version = asOf?.version ?? (await this.dataVersion()).version;
    const revision = await this.exportRevision(version);
    const additions = { ...framing.additions, until: versionDate(version).toISOString() };
    const place = asOf && where ? await this.rebuildPlace() : undefined;
    try {
      const stream = await openExport(
        this.em,
        format,
        where,
        this.publicUrl(),
        { ...framing, revision, additions },
        asOf,
      );
      // the place is held for as long as the client reads
      if (place) stream.rows.once("close", place);
      return stream;
    } catch (error) {
      place?.();
      throw error;
    }
  }

  /**
   * Runs the rebuild of a past data version (`asOf`; other work runs as it is) in a place of admission's
   * `rebuild` class: few at once per instance, whoever asks, the rest waiting their turn or refused.
   */
  private async rebuilding<T>(asOf: AsOf | undefined, work: () => Promise<T>): Promise<T> {
    const place = asOf ? await this.rebuildPlace() : undefined;
    try {
      return await work();
    } finally {
      place?.();
    }
  }

  /** A place to rebuild a past data version in; 503 with Retry-After when the instance has none free. */
  private async rebuildPlace(): Promise<Release> {
    const { admission } = this.deps;
    const place = await admission.enter("rebuild");
    if (!place) throw new ServiceUnavailableError(messages.siteBusy, admission.retryAfterSeconds);
    return place;
  }

  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.deps.publicData.remember(key, compute, this.recheckMs());
  }

  private recheckMs(): number {
    return this.deps.config.researchRecheckSeconds * 1000;
  }

  /** The incidents withdrawn from the public since a time (all when none), oldest first. */
  withdrawn(since: string | null | undefined): Promise<WithdrawnRow[]> {
    return withdrawnSince(this.em, sinceTime(since, "since"));
  }

  /** The site's public address without a trailing slash, for permalinks. */
  publicUrl(): string {
    return this.deps.config.publicUrl.replace(/\/+$/, "");
  }

  /** The approved incidents' map fields in memory, up to date with the public data. */
  private incidentIndex(): Promise<IncidentIndex> {
    return this.liveIndex.get(this.em);
  }
}
