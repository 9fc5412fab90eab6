import type { EntityManager } from "@mikro-orm/postgresql";
import { isCalendarDate, messages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { decodeCursor, encodeCursor, isIsoInstant } from "../../core/cursor.js";
import type { EventConnection } from "./event-connection.type.js";
import { Event, EventStatus } from "./event.entity.js";
import type { EventFilter } from "./event.inputs.js";

export const EVENTS_FIRST_MAX = 500;
export const PENDING_FIRST_MAX = 100;
const TITLE_CONTAINS_MAX = 200;

interface Conditions {
  sql: string[];
  params: unknown[];
}

function checkFirst(first: number, max: number, message: string): void {
  if (!Number.isInteger(first) || first < 0 || first > max) throw new ValidationError({ first: message });
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** The SQL conditions of a research filter, checked; null when it can match nothing (types: []). */
function filterConditions(filter: EventFilter | null | undefined): Conditions | null {
  const where: Conditions = { sql: ["status = ?"], params: [EventStatus.approved] };
  if (!filter) return where;
  const { types, dateFrom, dateTo, bbox, titleContains } = filter;
  if (types) {
    if (types.length === 0) return null;
    where.sql.push(`type in (${types.map(() => "?").join(", ")})`);
    where.params.push(...types);
  }
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
      throw new ValidationError({ bbox: messages.boundingBoxInvalid });
    }
    // point(lng, lat) <@ box is answered by the GiST index on point(longitude, latitude)
    const inside = "point(longitude, latitude) <@ box(point(?, ?), point(?, ?))";
    if (west <= east) {
      where.sql.push(inside);
      where.params.push(west, south, east, north);
    } else {
      where.sql.push(`(${inside} or ${inside})`);
      where.params.push(west, south, 180, north, -180, south, east, north);
    }
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

function cursorParts(after: string | null | undefined, check: (parts: string[]) => boolean): string[] | null {
  if (after == null || after === "") return null;
  const parts = decodeCursor(after, 2);
  if (!parts || !check(parts)) throw new ValidationError({ after: messages.cursorInvalid });
  return parts;
}

const isId = (value: string) => /^\d{1,18}$/.test(value);

function connection(
  em: EntityManager,
  rows: Record<string, unknown>[],
  first: number,
  totalCount: number,
  cursorOf: (event: Event) => string[],
): EventConnection {
  const events = rows.slice(0, first).map((row) => em.map(Event, row));
  const edges = events.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return {
    edges,
    totalCount,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

async function count(em: EntityManager, where: Conditions): Promise<number> {
  const sql = `select count(*)::int as n from events where ${where.sql.join(" and ")}`;
  const [row] = await em.getConnection().execute<{ n: number }[]>(sql, where.params);
  return row!.n;
}

/** The research API: approved events matching the filter, newest day first, then by id (descending). */
export async function searchEvents(
  em: EntityManager,
  filter: EventFilter | null | undefined,
  first: number,
  after: string | null | undefined,
): Promise<EventConnection> {
  checkFirst(first, EVENTS_FIRST_MAX, messages.eventsFirstOutOfRange);
  const where = filterConditions(filter);
  const cursor = cursorParts(after, ([date, id]) => isCalendarDate(date!) && isId(id!));
  if (!where) return { edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } };
  const page = { sql: [...where.sql], params: [...where.params] };
  if (cursor) {
    page.sql.push("(date, id) < (?::date, ?::bigint)");
    page.params.push(...cursor);
  }
  const [rows, total] = await Promise.all([
    em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select * from events where ${page.sql.join(" and ")} order by date desc, id desc limit ?`,
        [...page.params, first + 1],
      ),
    count(em, where),
  ]);
  return connection(em, rows, first, total, (e) => [e.date, e.id]);
}

/** The moderators' queue: pending submissions, oldest first. */
export async function pendingEvents(
  em: EntityManager,
  first: number,
  after: string | null | undefined,
): Promise<EventConnection> {
  checkFirst(first, PENDING_FIRST_MAX, messages.pendingFirstOutOfRange);
  const cursor = cursorParts(after, ([at, id]) => isIsoInstant(at!) && isId(id!));
  const where: Conditions = { sql: ["status = ?"], params: [EventStatus.pending] };
  const page = { sql: [...where.sql], params: [...where.params] };
  if (cursor) {
    page.sql.push("(created_at, id) > (?::timestamptz, ?::bigint)");
    page.params.push(...cursor);
  }
  const [rows, total] = await Promise.all([
    em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select * from events where ${page.sql.join(" and ")} order by created_at, id limit ?`,
        [...page.params, first + 1],
      ),
    count(em, where),
  ]);
  return connection(em, rows, first, total, (e) => [e.createdAt.toISOString(), e.id]);
}
