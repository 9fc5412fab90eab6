import { isCalendarDate } from "@incident-watch/schema";
import { isIsoInstant } from "../../../core/cursor.js";
import { PUBLISHED_AT } from "../../incidents-read/incidents-read.queries.js";
import type { Event } from "../event.entity.js";

const isId = (value: string) => /^\d{1,18}$/.test(value);

/** The publication time as the published order sorts it: to the millisecond, as its cursors carry it. */
const PUBLISHED_ORDER_TIME = `date_trunc('milliseconds', ${PUBLISHED_AT.replace(/(\w+_at)/g, "events.$1")})`;

/** An incident's publication time, falling back as PUBLISHED_AT does. */
const publishedTime = (e: Event) => (e.publishedAt ?? e.reviewedAt ?? e.createdAt).toISOString();

/**
 * Each order's keyset: the SQL it sorts by (forward), and a cursor's parts. A cursor's parts tell its
 * order (a day, an instant, or "id" first), so one order's cursor is refused by another.
 */
export const ORDERS = {
  date: {
    columns: ["events.date", "events.id"],
    casts: ["date", "bigint"],
    descending: true,
    parts: (e: Event) => [e.date, e.id],
    valid: ([date, id]: string[]) => isCalendarDate(date!) && isId(id!),
    values: (parts: string[]) => parts,
  },
  id: {
    columns: ["events.id"],
    casts: ["bigint"],
    descending: false,
    parts: (e: Event) => ["id", e.id],
    valid: ([kind, id]: string[]) => kind === "id" && isId(id!),
    values: ([, id]: string[]) => [id!],
  },
  published: {
    columns: [PUBLISHED_ORDER_TIME, "events.id"],
    casts: ["timestamptz", "bigint"],
    descending: true,
    parts: (e: Event) => [publishedTime(e), e.id],
    valid: ([at, id]: string[]) => isIsoInstant(at!) && isId(id!),
    values: (parts: string[]) => parts,
  },
} as const;
