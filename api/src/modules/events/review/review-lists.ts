import type { EntityManager } from "@mikro-orm/postgresql";
import { encodeCursor } from "../../../core/cursor.js";
import type { EventConnection } from "../event-connection.type.js";
import { Event, EventStatus } from "../event.entity.js";
import { count, page, type Conditions } from "../research/event-search.js";
import {
  AFTER_IN_QUEUE,
  AFTER_IN_REVIEWED,
  COUNT_PENDING,
  countReviewed,
  QUEUE_ORDER,
  reviewedPage,
  TITLE_HAS,
  WITH_STATUS,
} from "./review-lists.queries.js";

/**
 * The events by review state, as the moderators' screens list them; a cursor is the checked parts of one a
 * page gave. Who may read them, and the page sizes, are the caller's.
 */

/** Pending events, oldest submission first; a cursor is [created at, id]. */
export function pendingEvents(
  em: EntityManager,
  first: number,
  after: string[] | null,
): Promise<EventConnection> {
  const where: Conditions = { sql: [WITH_STATUS], params: [EventStatus.pending] };
  const newer = after ? { sql: AFTER_IN_QUEUE, params: after } : null;
  return page(
    em,
    where,
    newer,
    QUEUE_ORDER,
    first,
    () => count(em, where),
    (e) => [e.createdAt.toISOString(), e.id],
  );
}

export async function pendingCount(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: number }[]>(COUNT_PENDING);
  return row!.n;
}

/**
 * Approved or rejected events, most recently reviewed first, those whose title has `text` when given; a
 * cursor is [reviewed at (created at for an event stored approved), id].
 */
export async function reviewedEvents(
  em: EntityManager,
  status: Exclude<EventStatus, "pending">,
  text: string,
  first: number,
  after: string[] | null,
): Promise<EventConnection> {
  const where = [WITH_STATUS];
  const params: unknown[] = [status];
  if (text) {
    where.push(TITLE_HAS);
    params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const [{ n: totalCount }] = (await em
    .getConnection()
    .execute<{ n: number }[]>(countReviewed(where), params)) as [{ n: number }];
  if (after) {
    where.push(AFTER_IN_REVIEWED);
    params.push(...after);
  }
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(reviewedPage(where), [...params, first + 1]);
  const events = rows.slice(0, first).map((row) => em.map(Event, row));
  const edges = events.map((node) => ({
    cursor: encodeCursor([(node.reviewedAt ?? node.createdAt).toISOString(), node.id]),
    node,
  }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
