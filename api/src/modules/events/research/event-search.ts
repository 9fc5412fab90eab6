import type { EntityManager } from "@mikro-orm/postgresql";
import { isCalendarDate, messages, apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import { countryCodeHint, isCountryCode } from "../../../infra/countries/iso-3166.js";
import { decodeCursor, encodeCursor } from "../../../core/cursor.js";
import type { EventConnection } from "../event-connection.type.js";
import { sinceTime } from "./change-tracking.queries.js";
import { type Event, EventStatus } from "../event.entity.js";
import type { EventFilter, EventOrder } from "../event.inputs.js";
import { attributionCondition, PUBLIC_UPDATED_AT } from "../../incidents-read/incidents-read.queries.js";
import { AS_OF_LEDGER, asOfTables, type AsOf } from "../../incidents-read/as-of.queries.js";
import { checkFilterLists } from "./filter-lists.js";
import { ORDERS } from "./event-orders.js";
import { DISCUSSION_STARTS } from "../../forum/reading/thread-summaries.js";

export const EVENTS_FIRST_MAX = 500;
const TITLE_CONTAINS_MAX = 200;

/** An incident with a discussion that members posted in: the map's "Discussed" filter (no REST path's). */
const DISCUSSED = `id in (select event_id from (${DISCUSSION_STARTS}) discussed)`;

export interface Conditions {
  sql: string[];
  params: unknown[];
}

/** Refuses a page size outside 0 … max, naming the field. */
export function checkFirst(first: number, max: number, message: string, field = "first"): void {
  if (!Number.isInteger(first) || first < 0 || first > max) throw new ValidationError({ [field]: message });
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** ISO 3166-2: the country's code, a hyphen and up to three letters or digits (PL-22, DE-BY, FR-75C). */
const REGION_CODE = /^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/;

/** Why a list of country codes is refused (the first wrong one, with the code meant when known), or undefined. */
function countriesProblem(countries: readonly string[] | null | undefined): string | undefined {
  if (countries?.some((code) => !COUNTRY_CODE.test(code))) return apiMessages.countryCodeInvalid;
  const unknown = countries?.find((code) => !isCountryCode(code.toUpperCase()));
  if (unknown === undefined) return undefined;
  const hint = countryCodeHint(unknown);
  const meant = hint
    ? `Did you mean "${hint}"?`
    : "The codes of the European states are listed by the countries query.";
  return `"${unknown}" is not an ISO 3166-1 alpha-2 country code. ${meant}`;
}

/** `column in (...)` for a list filter; false when the list is empty (it matches nothing). */
function oneOf(where: Conditions, column: string, values: readonly string[] | null | undefined): boolean {
  if (!values) return true;
  if (values.length === 0) return false;
  where.sql.push(`${column} in (${values.map(() => "?").join(", ")})`);
  where.params.push(...values);
  return true;
}

/**
 * How a rectangle is compared: `gist`, `point <@ box`, which the GiST index answers, for a rectangle
 * holding few of the chosen incidents; `range`, `between` on the columns, for one holding many, so that
 * PostgreSQL reads them in the order asked for and stops at the page's end (its estimate for a box is a
 * fixed guess of a few rows, which made it read a million rows through the GiST index and sort them).
 */
export type BoxComparison = "gist" | "range";

/**
 * The SQL conditions of a research filter over approved events, checked; null when it can match nothing
 * (an empty list of types, kinds or countries).
 */
export function filterConditions(
  filter: EventFilter | null | undefined,
  box: BoxComparison = "gist",
): Conditions | null {
  const where: Conditions = { sql: ["status = ?"], params: [EventStatus.approved] };
  if (!filter) return where;
  checkFilterLists(filter);
  const { types, kinds, countries, dateFrom, dateTo, bbox, titleContains } = filter;
  const updatedSince = sinceTime(filter.updatedSince, "updatedSince");
  const countriesWrong = countriesProblem(countries);
  if (countriesWrong) throw new ValidationError({ countries: countriesWrong });
  if (filter.regionCodes?.some((code) => !REGION_CODE.test(code)))
    throw new ValidationError({ regionCodes: apiMessages.regionCodeInvalid });
  if (!oneOf(where, "type", types)) return null;
  if (!oneOf(where, "kind", kinds)) return null;
  if (!oneOf(where, "place_precision", filter.placePrecisions)) return null;
  if (!oneOf(where, "time_precision", filter.timePrecisions)) return null;
  if (!oneOf(where, "evidence_status", filter.evidenceStatuses)) return null;
  if (
    !oneOf(
      where,
      "country",
      countries?.map((code) => code.toUpperCase()),
    )
  )
    return null;
  if (
    !oneOf(
      where,
      "place_region_code",
      filter.regionCodes?.map((code) => code.toUpperCase()),
    )
  )
    return null;
  const badDate = (d: string | null | undefined) => d != null && !isCalendarDate(d);
  if (badDate(dateFrom) || badDate(dateTo) || (dateFrom && dateTo && dateFrom > dateTo)) {
    throw new ValidationError({ dateRange: messages.dateRangeInvalid });
  }
  if (dateFrom) {
    where.sql.push("date >= ?");
    where.params.push(dateFrom);
  }
  if (dateTo) {
    where.sql.push("date <= ?");
    where.params.push(dateTo);
  }
  if (bbox) {
    const { west, south, east, north } = bbox;
    const valid = inRange(south, 90) && inRange(north, 90) && south <= north;
    if (!valid || !inRange(west, 180) || !inRange(east, 180)) {
      throw new ValidationError({ bbox: apiMessages.boundingBoxInvalid });
    }
    // point(lng, lat) <@ box is answered by the GiST index on point(longitude, latitude)
    const inside =
      box === "gist"
        ? "point(longitude, latitude) <@ box(point(?, ?), point(?, ?))"
        : "(longitude between ? and ? and latitude between ? and ?)";
    if (box === "range") {
      where.sql.push(west <= east ? inside : `(${inside} or ${inside})`);
      where.params.push(
        ...(west <= east ? [west, east, south, north] : [west, 180, south, north, -180, east, south, north]),
      );
    } else if (west <= east) {
      where.sql.push(inside);
      where.params.push(west, south, east, north);
    } else {
      where.sql.push(`(${inside} or ${inside})`);
      where.params.push(west, south, 180, north, -180, south, east, north);
    }
  }
  if (!attributionCondition(where, filter)) return null;
  if (updatedSince) {
    where.sql.push(`${PUBLIC_UPDATED_AT} >= ?::timestamptz`);
    where.params.push(updatedSince);
  }
  if (filter.discussed != null) {
    where.sql.push(`${filter.discussed ? "" : "not "}${DISCUSSED}`);
  }
  if (titleContains != null && titleContains.trim() !== "") {
    if (titleContains.length > TITLE_CONTAINS_MAX) {
      throw new ValidationError({ titleContains: messages.titleContainsTooLong });
    }
    where.sql.push("title ilike ? escape '\\'");
    where.params.push(`%${titleContains.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return where;
}

/** A cursor's two parts, checked; null when none is given. */
export function cursorParts(
  after: string | null | undefined,
  check: (parts: string[]) => boolean,
  field = "after",
): string[] | null {
  if (after == null || after === "") return null;
  const parts = decodeCursor(after, 2);
  if (!parts || !check(parts)) throw new ValidationError({ [field]: apiMessages.cursorInvalid });
  return parts;
}

/** The columns of an Event, named as its properties, so a row is the node GraphQL reads: no ORM entity. */
export const EVENT_COLUMNS = `id::text as id, type, kind, country, title, source_url as "sourceUrl",
  to_char(date, 'YYYY-MM-DD') as date, latitude, longitude, place_precision as "placePrecision",
  time_precision as "timePrecision", evidence_status as "evidenceStatus",
  geolocation_method as "geolocationMethod", confirmation_method as "confirmationMethod", status, created_at as "createdAt",
  updated_at as "updatedAt", reviewed_at as "reviewedAt", reviewed_by_id::text as "reviewedById",
  rejection_reason as "rejectionReason", title_source as "titleSource",
  title_language as "titleLanguage", published_at as "publishedAt",
  changed_at as "changedAt", place_id as "placeId", place_name as "placeName",
  place_country as "placeCountry", place_region_code as "placeRegionCode", place_region as "placeRegion",
  place_distance_km as "placeDistanceKm"`;

export type EventRow = Omit<
  Event,
  | "reviewedBy"
  | "countryBoundaries"
  | "placeGazetteer"
  | "confirmationProposedBy"
  | "confirmedBy"
  | "confirmationProposedAt"
> & { reviewedById: string | null };

/**
 * Read-only lists skip the ORM's hydration and change tracking: a row becomes a plain node (the reviewer
 * as a reference by id, which the reviewedBy field resolves through its loader).
 */
export function eventFromRow({ reviewedById, ...row }: EventRow): Event {
  // the driver gives timestamps as text (MikroORM's setting)
  const at = (value: Date | string | null) => (value == null ? null : new Date(value));
  return {
    ...row,
    createdAt: at(row.createdAt),
    updatedAt: at(row.updatedAt),
    reviewedAt: at(row.reviewedAt),
    publishedAt: at(row.publishedAt),
    changedAt: at(row.changedAt),
    reviewedBy: reviewedById ? ({ id: reviewedById } as Event["reviewedBy"]) : null,
  } as Event;
}

/** How many approved events match; the statistics and the research API's total. */
export async function count(em: EntityManager, where: Conditions, tables = ""): Promise<number> {
  const sql = `${tables} select count(*)::int as n from events where ${where.sql.join(" and ")}`;
  // on the EntityManager, not its connection: inside a transaction, in it
  const [row] = await em.execute<{ n: number }[]>(sql, where.params);
  return row!.n;
}

/** Keeps a count for as long as the data it counts is unchanged (PublicDataVersion.remember). */
export type CountMemo = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * One page, one query; then the total, unless the first page holds every match (a narrow search's usual
 * case), when its rows are the total and the matching rows are not read a second time.
 */
export async function page(
  em: EntityManager,
  where: Conditions,
  cursor: { sql: string; params: unknown[] } | null,
  order: string,
  first: number,
  total: () => Promise<number>,
  cursorOf: (event: Event) => string[],
  backward = false,
  asOf?: AsOf,
): Promise<EventConnection> {
  const pageWhere = cursor ? [...where.sql, cursor.sql] : where.sql;
  const pageParams = cursor ? [...where.params, ...cursor.params] : where.params;
  const rows = await em.execute<EventRow[]>(
    `${asOf ? `${asOfTables(asOf)} select ${EVENT_COLUMNS}, ${AS_OF_LEDGER}` : `select ${EVENT_COLUMNS}`}
         from events where ${pageWhere.join(" and ")} order by ${order} limit ?`,
    [...pageParams, first + 1],
  );
  const totalCount = !cursor && rows.length <= first ? rows.length : await total();
  // backward, the rows come nearest the cursor first: the page is shown in the usual order
  const shown = backward ? rows.slice(0, first).reverse() : rows.slice(0, first);
  const edges = shown.map((row) => {
    const node = eventFromRow(row);
    return { cursor: encodeCursor(cursorOf(node)), node };
  });
  const more = rows.length > first;
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: backward ? cursor !== null : more,
      hasPreviousPage: backward ? more : cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Which page of the research API's events: forward (`first`, `after`) or backward, in an order. */
export interface EventPaging {
  first: number;
  after?: string | null;
  backward?: { last: number; before: string | null | undefined };
  order: EventOrder;
}

/**
 * The research API: approved events matching the filter, newest day first then by id (descending), or by
 * id (ascending). The total reads every matching row, so it is counted only when the query asks for it
 * (`memo` given), and then once per state of the public data.
 */
export async function searchEvents(
  em: EntityManager,
  filter: EventFilter | null | undefined,
  { first, after, backward, order }: EventPaging,
  memo: CountMemo | null,
  box: BoxComparison = "gist",
  asOf?: AsOf,
): Promise<EventConnection> {
  const size = backward ? backward.last : first;
  if (backward) checkFirst(size, EVENTS_FIRST_MAX, apiMessages.eventsLastOutOfRange, "last");
  else checkFirst(size, EVENTS_FIRST_MAX, apiMessages.eventsFirstOutOfRange);
  const where = filterConditions(filter, box);
  const keyset = ORDERS[order];
  const given = backward ? backward.before : after;
  const cursor = cursorParts(given, keyset.valid, backward ? "before" : "after");
  const empty = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
  if (!where) return { edges: [], totalCount: 0, pageInfo: empty };
  const tables = asOf ? asOfTables(asOf) : "";
  const key = `events:${where.sql.join(" and ")}:${JSON.stringify(where.params)}${asOf ? `@${asOf.version}` : ""}`;
  const total = memo ? () => memo(key, () => count(em, where, tables)) : () => Promise.resolve(0);
  // backward runs the forward order the other way round from the cursor, then shows the page turned back
  const descending = keyset.descending !== Boolean(backward);
  const columns = `(${keyset.columns.join(", ")})`;
  const values = `(${keyset.casts.map((cast) => `?::${cast}`).join(", ")})`;
  const condition = cursor
    ? { sql: `${columns} ${descending ? "<" : ">"} ${values}`, params: keyset.values(cursor) }
    : null;
  const sort = keyset.columns.map((column) => `${column} ${descending ? "desc" : "asc"}`).join(", ");
  return page(em, where, condition, sort, size, total, keyset.parts, Boolean(backward), asOf);
}
