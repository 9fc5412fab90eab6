import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, DEFAULT_LOCALE, type Locale } from "@incident-watch/schema";
import type { AppDeps } from "../../../deps.js";
import { decodeCursor, encodeCursor, isIsoInstant } from "../../../core/cursor.js";
import { ValidationError } from "../../../core/errors.js";
import { sqlArray } from "../../../db/sql-array.js";
import { EncodedBody } from "../../../infra/encoded-body.js";
import { PUBLIC_UPDATED_AT, PUBLISHED_AT } from "../../incidents-read/incidents-read.queries.js";
import type { EventFilter } from "../event.inputs.js";
import type { EventsService } from "../events.service.js";
import { atomFeed, FEED_SIZE, incidentDescription, type IncidentSummary } from "./event-feed.js";
import { filterConditions, type Conditions } from "./event-search.js";
import { describeFilter } from "./rest-filter.js";

/**
 * The feed's order, in milliseconds as its cursors carry them (PostgreSQL keeps microseconds). Its queries
 * name `events.id`: a bare `id` in ORDER BY is the selected `id::text`, which sorts 9 after 130.
 */
const FEED_ORDER_TIME = `date_trunc('milliseconds', ${PUBLISHED_AT})`;

/** A feed page's cursor: the publication time and id of the last entry before it; undefined for the first page. */
function feedCursor(after: string | undefined): string[] | undefined {
  if (after === undefined) return undefined;
  const parts = decodeCursor(after, 2);
  if (!parts || !isIsoInstant(parts[0]!) || !/^\d{1,18}$/.test(parts[1]!)) {
    throw new ValidationError({ after: apiMessages.cursorInvalid });
  }
  return parts;
}

/** The approved incidents as feeds and link previews tell them: title, date, kind, place and source. */
export class EventFeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "publicData">,
    private readonly events: EventsService,
  ) {}

  /**
   * A page of the Atom feed of a filter: its approved incidents, newest approval first, FEED_SIZE a page
   * (`after` the cursor of the page before). `query` is the filter's query string, for the feed's links;
   * its title is in `lang`, which keys the kept copy beside the filter and page.
   */
  async feedBody(
    filter: EventFilter | null,
    query: string,
    after?: string,
    lang: Locale = DEFAULT_LOCALE,
  ): Promise<EncodedBody> {
    const where = filterConditions(filter);
    const cursor = feedCursor(after);
    const { version } = await this.events.dataVersion();
    const publicUrl = this.events.publicUrl();
    return this.deps.publicData.remember(
      `feed:${lang}:${query}:${after ?? ""}@${version}`,
      async () => {
        const page = where
          ? await this.summaries(
              cursor
                ? {
                    sql: [...where.sql, `(${FEED_ORDER_TIME}, events.id) < (?::timestamptz, ?::bigint)`],
                    params: [...where.params, ...cursor],
                  }
                : where,
              `${FEED_ORDER_TIME} desc, events.id desc`,
              FEED_SIZE + 1,
            )
          : [];
        const events = page.slice(0, FEED_SIZE);
        const last = events.at(-1);
        const next =
          page.length > FEED_SIZE && last
            ? encodeCursor([last.approvedAt.toISOString(), last.id])
            : undefined;
        const links = {
          publicUrl,
          query,
          filterTitle: describeFilter(query),
          dataVersion: version,
          after,
          next,
          lang,
        };
        return EncodedBody.of(atomFeed(events, links));
      },
      this.deps.config.researchRecheckSeconds * 1000,
    );
  }

  /** What a shared link to an approved incident's page shows; null for any other id. */
  async pagePreview(id: string): Promise<{ title: string; description: string; url: string } | null> {
    const event = await this.approvedSummary(id);
    if (!event) return null;
    return {
      title: event.title,
      description: incidentDescription(event),
      url: `${this.events.publicUrl()}/incident/${event.id}`,
    };
  }

  /** An approved incident as its page's preview tells it; null for any other id. */
  async approvedSummary(id: string): Promise<IncidentSummary | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [event] = await this.summaries({ sql: ["status = 'approved'", "id = ?"], params: [id] }, "id", 1);
    return event ?? null;
  }

  /** Approved incidents by id as feeds tell them, in one query (any other id is left out). */
  async approvedSummaries(ids: readonly string[]): Promise<Map<string, IncidentSummary>> {
    if (ids.length === 0) return new Map();
    const events = await this.summaries(
      { sql: ["status = 'approved'", "id = any(?::bigint[])"], params: [sqlArray(ids)] },
      "id",
      ids.length,
    );
    return new Map(events.map((event) => [event.id, event]));
  }

  private async summaries(where: Conditions, order: string, limit: number): Promise<IncidentSummary[]> {
    const rows = await this.em
      .getConnection()
      .execute<
        (Omit<IncidentSummary, "approvedAt" | "updatedAt"> & { approvedAt: string; updatedAt: string })[]
      >(
        `select id::text as id, title, type, kind, country, to_char(date, 'YYYY-MM-DD') as date,
              place_precision as "placePrecision", time_precision as "timePrecision", source_url as "sourceUrl", ${PUBLISHED_AT} as "approvedAt", ${PUBLIC_UPDATED_AT} as "updatedAt"
         from events where ${where.sql.join(" and ")} order by ${order} limit ?`,
        [...where.params, limit],
      );
    return rows.map((row) => ({
      ...row,
      approvedAt: new Date(row.approvedAt),
      updatedAt: new Date(row.updatedAt),
    }));
  }
}
