import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, apiMessages } from "@incident-watch/schema";
import { decodeCursor, isIsoInstant } from "../../core/cursor.js";
import { forbidden, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { EventConnection } from "../events/event-connection.type.js";
import { checkFirst, cursorParts } from "../events/research/event-search.js";
import { EventStatus } from "../events/event.entity.js";
import { pendingCount, pendingEvents, reviewedEvents } from "../events/review/review-lists.js";
import type { ReviewedStatus } from "./event-review.types.js";

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
    return pendingEvents(this.em, first, cursor);
  }

  async pendingCount(viewer: Viewer | null): Promise<number> {
    if (!isStaff(viewer)) throw forbidden();
    return pendingCount(this.em);
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
    const text = query?.trim() ?? "";
    if (text.length > SEARCH_MAX) throw new ValidationError({ query: messages.reviewSearchTooLong });
    const cursor = (after && decodeCursor(after, 2)) || null;
    if (after && (!cursor || !isIsoInstant(cursor[0]!) || !/^\d{1,18}$/.test(cursor[1]!))) {
      throw new ValidationError({ after: apiMessages.cursorInvalid });
    }
    const reviewed = status === "approved" ? EventStatus.approved : EventStatus.rejected;
    return reviewedEvents(this.em, reviewed, text, first, cursor);
  }
}
