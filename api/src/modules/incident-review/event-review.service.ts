import type { EntityManager } from "@mikro-orm/postgresql";
import { announce } from "../changes.js";
import {
  messages,
  periodStart,
  REJECTION_REASON_MAX,
  rejectionReasonError,
  roundCoordinate,
  submittedDay,
  titleLanguageError,
  validateEventUpdate,
  type AttackType,
  type IncidentKind,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";
import { BOUNDARIES_VERSION, countryAt } from "../../infra/countries/country-lookup.js";
import type { Viewer } from "../../core/viewer.js";
import { assertValid, conflict, forbidden, notFound, ValidationError } from "../../core/errors.js";
import { User } from "../users/user.entity.js";
import type { AuditService } from "../audit/audit.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { EventReview, ReviewAction } from "./event-review.entity.js";
import { Event, EventStatus } from "../events/event.entity.js";
import { EventWithdrawal } from "./event-withdrawal.entity.js";
import type { UpdateEventInput } from "./incident-review.inputs.js";
import { isStaff } from "../../core/viewer.js";
import { assertNotBanned } from "../members/ban-guard.js";
import { sourceUrlKey, sourceUrlTaken } from "../events/source-url.js";
import {
  announceIncidentChange,
  publicIncident,
  type IncidentChangeKind,
  type PublicIncident,
} from "../events/live/incident-changes.js";
import { carryCorrection, recordPublicChange } from "../ledger/incident-history.js";
import type { IncidentDiscussionsService } from "../incident-discussions/incident-discussions.service.js";

type Change = { from: unknown; to: unknown };

/** A change to what the public sees, announced live in the transaction that makes it. */
type LiveChange = { kind: IncidentChangeKind; previous: PublicIncident | null } | null;
/** What the incident's public history says of a change: the fields changed, and why. */
type HistoryNote = {
  changes?: Record<string, Change>;
  reason?: string | null;
  /** A pending submission's rejection: the moderator's reason, told to its submitter. */
  rejected?: string | null;
};
// The public reasons of a withdrawal: what happened, never the moderator's own words (they may name people)
export const WITHDRAWN_BY_REJECTION = "Rejected by the moderators after publication.";
export const WITHDRAWN_BY_DELETION = "Deleted by the moderators.";
/** At most a page of the queue is reviewed at once. */
export const REVIEW_BATCH_MAX = 100;

/** The selection, each id once, refused when empty or larger than a page of the queue. */
function selectedIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > REVIEW_BATCH_MAX) {
    throw new ValidationError({ ids: `Select between 1 and ${REVIEW_BATCH_MAX} submissions.` });
  }
  return unique;
}

/**
 * What moderators and admins do with submissions; every action is recorded in event_reviews, and each
 * public change (published, corrected, withdrawn) is announced in its transaction (incidentChanged): to
 * the open maps and research subscriptions, and through its topic to the public caches.
 */
export class EventReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly discussions: IncidentDiscussionsService,
  ) {}

  async approve(viewer: Viewer | null, id: string): Promise<Event> {
    const event = await this.load(viewer, id);
    const from = event.status;
    const at = new Date();
    this.review(viewer!, event, EventStatus.approved, null, at);
    if (from !== EventStatus.approved) await this.published(event, at);
    this.record(viewer!, event, ReviewAction.approve, { status: { from, to: event.status } });
    const live = from === EventStatus.approved ? null : { kind: "published" as const, previous: null };
    await this.commit(viewer!, event, at, live);
    return event;
  }

  async reject(viewer: Viewer | null, id: string, reason: string): Promise<Event> {
    const event = await this.load(viewer, id);
    const problem = rejectionReasonError(reason);
    if (problem) throw new ValidationError({ reason: problem });
    const from = event.status;
    const wasPublic = from === EventStatus.approved ? publicIncident(event) : null;
    // a row loaded outside the app has no publication time: keep the one shown so far before review() moves it
    if (from === EventStatus.approved) event.publishedAt ??= event.reviewedAt ?? event.createdAt;
    const at = new Date();
    this.review(viewer!, event, EventStatus.rejected, reason.trim(), at);
    if (from === EventStatus.approved) this.withdrawn(event, WITHDRAWN_BY_REJECTION, at);
    this.record(
      viewer!,
      event,
      ReviewAction.reject,
      { status: { from, to: event.status }, reason: reason.trim() },
      reason.trim(),
    );
    await this.commit(viewer!, event, at, wasPublic && { kind: "withdrawn", previous: wasPublic }, {
      reason: WITHDRAWN_BY_REJECTION,
      rejected: from === EventStatus.pending ? reason.trim() : null,
    });
    return event;
  }

  /**
   * The selected cards of the queue at once: each is approved as approveEvent does, in its own
   * transaction, with its own version, audit line and notifications. Those before a refused one stay done.
   */
  async approveMany(viewer: Viewer | null, ids: readonly string[]): Promise<Event[]> {
    if (!isStaff(viewer)) throw forbidden();
    const unique = selectedIds(ids);
    const approved: Event[] = [];
    for (const id of unique) approved.push(await this.approve(viewer, id));
    return approved;
  }

  /** The selected cards rejected with one reason, checked once before any is; each as rejectEvent does. */
  async rejectMany(viewer: Viewer | null, ids: readonly string[], reason: string): Promise<Event[]> {
    if (!isStaff(viewer)) throw forbidden();
    const unique = selectedIds(ids);
    const problem = rejectionReasonError(reason);
    if (problem) throw new ValidationError({ reason: problem });
    const rejected: Event[] = [];
    for (const id of unique) rejected.push(await this.reject(viewer, id, reason));
    return rejected;
  }

  /** Corrects any field; a title set here is never replaced by one read from the page later. */
  async update(viewer: Viewer | null, id: string, input: UpdateEventInput): Promise<Event> {
    const event = await this.load(viewer, id);
    assertValid({
      ...validateEventUpdate(input),
      titleLanguage: input.titleLanguage == null ? undefined : titleLanguageError(input.titleLanguage),
    });
    if ((input.reason?.trim().length ?? 0) > REJECTION_REASON_MAX) {
      throw new ValidationError({ reason: messages.rejectionReasonTooLong });
    }
    const wasPublic = event.status === EventStatus.approved ? publicIncident(event) : null;
    const changes: Record<string, Change> = {};
    const set = <K extends keyof Event>(field: K, value: Event[K] | undefined) => {
      if (value === undefined || event[field] === value) return;
      changes[field as string] = { from: event[field], to: value };
      event[field] = value;
    };
    set("type", (input.type ?? undefined) as AttackType | undefined);
    set("kind", (input.kind ?? undefined) as IncidentKind | undefined);
    set("title", input.title?.trim());
    if (changes.title) event.titleSource = "moderator";
    set("titleLanguage", input.titleLanguage ?? undefined);
    if (input.sourceUrl != null) {
      const sourceUrl = new URL(input.sourceUrl.trim()).href;
      const key = sourceUrlKey(sourceUrl);
      if (key !== event.sourceUrlKey && (await sourceUrlTaken(this.em, key))) {
        throw conflict(messages.sourceAlreadySubmitted);
      }
      set("sourceUrl", sourceUrl);
      event.sourceUrlKey = key;
    }
    set("timePrecision", (input.timePrecision ?? undefined) as TimePrecision | undefined);
    // a month or a year is kept as its first day (decision 099), whichever of the two changed
    const day = input.date != null ? submittedDay(input.date) : undefined;
    if (day !== undefined || changes.timePrecision) {
      set("date", periodStart(day ?? event.date, event.timePrecision));
    }
    set("placePrecision", (input.placePrecision ?? undefined) as PlacePrecision | undefined);
    set("latitude", input.latitude == null ? undefined : roundCoordinate(input.latitude));
    set("longitude", input.longitude == null ? undefined : roundCoordinate(input.longitude));
    if (changes.latitude || changes.longitude) {
      set("country", countryAt(event.latitude, event.longitude));
      event.countryBoundaries = BOUNDARIES_VERSION;
    }
    if (Object.keys(changes).length > 0) {
      const at = new Date();
      if (event.status === EventStatus.approved) event.changedAt = at;
      this.record(viewer!, event, ReviewAction.update, changes);
      await this.commit(viewer!, event, at, wasPublic && { kind: "corrected", previous: wasPublic }, {
        changes,
        reason: input.reason?.trim() || null,
      });
    }
    return event;
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const event = await this.load(viewer, id);
    const { type, kind, title, sourceUrl, date, latitude, longitude, status } = event;
    const wasPublic = status === EventStatus.approved ? publicIncident(event) : null;
    this.record(viewer!, event, ReviewAction.delete, {
      deleted: { type, kind, title, sourceUrl, date, latitude, longitude, status },
    });
    const at = new Date();
    if (status === EventStatus.approved) this.withdrawn(event, WITHDRAWN_BY_DELETION, at);
    this.em.remove(event);
    await this.commit(viewer!, event, at, wasPublic && { kind: "withdrawn", previous: wasPublic }, {
      reason: WITHDRAWN_BY_DELETION,
    });
    return true;
  }

  /**
   * Flushes the change in one transaction with what follows from it: the ledger's entries for corrected
   * legacy fields, and, when the public sees it, its live announcement and its public version, both dated
   * `at`, the time the change gave the incident (updatedAt) or its withdrawal.
   */
  private async commit(
    viewer: Viewer,
    event: Event,
    at: Date,
    live: LiveChange,
    history: HistoryNote = {},
  ): Promise<void> {
    await this.uow.flushWith(async (tx) => {
      if (history.changes) await carryCorrection(tx, event, history.changes);
      if (history.rejected)
        await announce(this.uow, tx, "submissionRejected", {
          eventId: event.id,
          title: event.title,
          reason: history.rejected,
        });
      if (!live) return;
      const now = live.kind === "withdrawn" ? null : publicIncident(event);
      const { changes = {}, reason = null } = history;
      await recordPublicChange(tx, event.id, live.kind, changes, reason, at);
      // after recordPublicChange, which flushes the change: the announcement carries the version it makes
      await announceIncidentChange(tx, live.kind, now, live.previous, at);
      // a withdrawn incident's discussion is locked with the public reason, and opened when published again
      await this.discussions.afterPublicChange(tx, viewer, event.id, live.kind, reason);
      // the modules that follow a public incident (its alerts, its title's translations) hear of it
      if (live.kind !== "withdrawn")
        await announce(this.uow, tx, "incidentPublished", {
          eventId: event.id,
          change: live.kind,
          titleChanged:
            live.kind === "published" || Boolean(history.changes?.title || history.changes?.titleLanguage),
          title: event.title,
          fields: live.kind === "corrected" ? Object.keys(changes) : [],
          actorId: viewer.id,
        });
      else
        await announce(this.uow, tx, "incidentWithdrawn", {
          eventId: event.id,
          title: live.previous?.title ?? event.title,
          how: reason === WITHDRAWN_BY_DELETION ? "deleted" : "rejected",
          actorId: viewer.id,
        });
    });
  }

  /** Made public (again): a public change; it leaves the list of withdrawn incidents. */
  private async published(event: Event, at: Date): Promise<void> {
    event.publishedAt ??= at;
    event.changedAt = at;
    const withdrawal = await this.em.findOne(EventWithdrawal, { eventId: event.id });
    if (withdrawal) this.em.remove(withdrawal);
  }

  /** Public no longer: listed for researchers to remove it from their copies, with the public reason. */
  private withdrawn(event: Event, reason: string, at: Date): void {
    this.em.create(EventWithdrawal, { eventId: event.id, withdrawnAt: at, reason });
  }

  private async load(viewer: Viewer | null, id: string): Promise<Event> {
    if (!isStaff(viewer)) throw forbidden();
    // a moderator under a ban (admins may ban moderators) reviews nothing until it ends
    await assertNotBanned(this.em, viewer);
    const event = /^\d{1,18}$/.test(id) ? await this.em.findOne(Event, { id }) : null;
    if (!event) throw notFound();
    return event;
  }

  private review(viewer: Viewer, event: Event, status: EventStatus, reason: string | null, at: Date): void {
    event.status = status;
    event.reviewedBy = this.em.getReference(User, viewer.id);
    event.reviewedAt = at;
    event.rejectionReason = reason;
  }

  /** The event's own history (event_reviews) and the staff audit log, both written by the same flush. */
  private record(
    viewer: Viewer,
    event: Event,
    action: ReviewAction,
    changes: Record<string, unknown>,
    reason: string | null = null,
  ) {
    this.em.create(EventReview, {
      eventId: event.id,
      reviewer: this.em.getReference(User, viewer.id),
      action,
      changes,
    });
    this.audit.record(this.em, {
      actor: viewer,
      action: `event.${action}`,
      targetType: "event",
      targetId: event.id,
      targetLabel: event.title,
      reason,
      details: changes,
    });
  }
}
