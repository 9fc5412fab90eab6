import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, apiMessages } from "@incident-watch/schema";
import { decodeCursor, encodeCursor, forwardPageInfo, isIsoInstant } from "../../core/cursor.js";
import { forbidden, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { EventConnection } from "../events/event-connection.type.js";
import { checkFirst, count, cursorParts, page, type Conditions } from "../events/research/event-search.js";
import { Event, EventStatus } from "../events/event.entity.js";
import type { ReviewedStatus } from "./event-review.types.js";
import {
  AFTER_IN_QUEUE,
  AFTER_IN_REVIEWED,
  COUNT_PENDING,
  countReviewed,
  QUEUE_ORDER,
  reviewedPage,
  TITLE_HAS,
  WITH_STATUS,
} from "./review-queue.queries.js";

export const PENDING_FIRST_MAX = 100;
export const REVIEWED_FIRST_MAX = 100;
const SEARCH_MAX = 200;

/** What the moderators' screens read: the queue of pending submissions, its count, and the reviewed lists. */
export class ReviewQueueService {
  constructor(private readonly em: EntityManager) {}

  /** The queue: pending submissions, oldest first. */
  pending(first: number, after: string | null | undefined): Promise<EventConnection> {
    checkFirst(first, PENDING_FIRST_MAX, apiMessages.pendingFirstOutOfRange);
    const cursor = cursorParts(after, ([at, id]) => isIsoInstant(at!) && /^\d{1,18}$/.test(id!));
    const where: Conditions = { sql: [WITH_STATUS], params: [EventStatus.pending] };
    const newer = cursor ? { sql: AFTER_IN_QUEUE, params: cursor } : null;
    return page(this.em, where, newer, QUEUE_ORDER, first, count(this.em, where), (e) => [
      e.createdAt.toISOString(),
      e.id,
    ]);
  }

  async pendingCount(viewer: Viewer | null): Promise<number> {
    if (!isStaff(viewer)) throw forbidden();
    const [row] = await this.em.getConnection().execute<{ n: number }[]>(COUNT_PENDING);
    return row!.n;
  }

  /** Approved or rejected events, most recently reviewed first, optionally those whose title has `query`. */
  async reviewed(
    viewer: Viewer | null,
    status: ReviewedStatus,
    query: string | null | undefined,
    first: number,
    after: string | null | undefined,
  ): Promise<EventConnection> {
    if (!isStaff(viewer)) throw forbidden();
    if (!Number.isInteger(first) || first < 0 || first > REVIEWED_FIRST_MAX) {
      throw new ValidationError({ first: apiMessages.pendingFirstOutOfRange });
    }
    const where = [WITH_STATUS];
    const params: unknown[] = [status === "approved" ? EventStatus.approved : EventStatus.rejected];
    const text = query?.trim() ?? "";
    if (text.length > SEARCH_MAX) throw new ValidationError({ query: messages.reviewSearchTooLong });
    if (text) {
      where.push(TITLE_HAS);
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const [{ n: totalCount }] = (await this.em
      .getConnection()
      .execute<{ n: number }[]>(countReviewed(where), params)) as [{ n: number }];
    const cursor = after ? decodeCursor(after, 2) : null;
    if (after && (!cursor || !isIsoInstant(cursor[0]!) || !/^\d{1,18}$/.test(cursor[1]!))) {
      throw new ValidationError({ after: apiMessages.cursorInvalid });
    }
    if (cursor) {
      where.push(AFTER_IN_REVIEWED);
      params.push(...cursor);
    }
    const rows = await this.em
      .getConnection()
      .execute<Record<string, unknown>[]>(reviewedPage(where), [...params, first + 1]);
    const events = rows.slice(0, first).map((row) => this.em.map(Event, row));
    const edges = events.map((node) => ({
      cursor: encodeCursor([(node.reviewedAt ?? node.createdAt).toISOString(), node.id]),
      node,
    }));
    return {
      edges,
      totalCount,
      pageInfo: forwardPageInfo(edges, rows.length > first, after),
    };
  }
}
