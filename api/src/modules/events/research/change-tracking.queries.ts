import { ValidationError } from "../../../core/errors.js";
import { EventStatus, type Event } from "../event.entity.js";

/** A timestamp as ISO 8601 in UTC with milliseconds, the form JavaScript's toISOString writes. */
export const isoTime = (sql: string) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The same to the second (export revision 3's downloads, decision 103). */
export const isoSeconds = (sql: string) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The public times of an event as GraphQL shows them; the same fallbacks as the SQL (PUBLISHED_AT too). */
export function publicTimes(event: Event): { publishedAt: Date | null; updatedAt: Date } {
  if (event.status !== EventStatus.approved) return { publishedAt: null, updatedAt: event.updatedAt };
  const publishedAt = event.publishedAt ?? event.reviewedAt ?? event.createdAt;
  return { publishedAt, updatedAt: event.changedAt ?? publishedAt };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

export const sinceMessage = (field: string) =>
  `${field} must be an ISO 8601 date or time with its offset, such as 2026-01-31 or 2026-01-31T12:00:00Z`;

/**
 * A `since` time as given (a day is its start in UTC), checked; undefined when not given. An empty one is
 * refused: read as "not given", it would answer everything to a script whose variable came out empty.
 */
export function sinceTime(value: string | null | undefined, field: string): string | undefined {
  if (value == null) return undefined;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (!ISO_TIME.test(value) || Number.isNaN(time))
    throw new ValidationError({ [field]: sinceMessage(field) });
  return new Date(time).toISOString();
}
