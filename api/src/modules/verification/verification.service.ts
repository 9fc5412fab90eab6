import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  apiMessages,
  isEvidenceStatus,
  isGeolocationMethod,
  messages,
  type EvidenceStatus,
  type GeolocationMethod,
} from "@incident-watch/schema";
import { AppError, forbidden, notFound, ValidationError } from "../../core/errors.js";
import { canonicalIntegerId } from "../../core/ids.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { FieldChange } from "../../core/field-change.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { AuditService } from "../audit/audit.service.js";
import { Event, EventStatus } from "../events/event.entity.js";
import { User } from "../users/user.entity.js";
import { announce } from "../changes.js";
import { announceIncidentChange, publicIncident } from "../events/live/incident-changes.js";
import { appendVersion, type VersionAction } from "../incidents-read/incidents-read.queries.js";
import { confirmationRefusal, confirmationWaits, type ConfirmationParties } from "./verification.rules.js";

/** The refusal of a confirmation by a moderator who may not give it (decision 121). */
const secondModeratorRequired = (message: string) => new AppError("SECOND_MODERATOR_REQUIRED", message);

function method(value: unknown, required: boolean): GeolocationMethod | null {
  if (value == null || value === "") {
    if (required) throw new ValidationError({ geolocationMethod: apiMessages.evidenceMethodRequired });
    return null;
  }
  if (!isGeolocationMethod(value)) {
    throw new ValidationError({ geolocationMethod: messages.geolocationMethodInvalid });
  }
  return value;
}

/**
 * Verification with two people (decision 121). A moderator sets a published incident's evidence status
 * (reported or corroborated) and its method of geolocation; `confirmed` takes a moderator's proposal and
 * a second moderator's agreement, that one neither the proposer nor the incident's approver. Each step
 * is a public version of its own, so the incident's history shows it.
 */
export class VerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly assertMayWrite: (em: EntityManager, viewer: Viewer) => Promise<void>,
  ) {}

  /** Sets the status (not confirmed) and the method; withdraws a waiting proposal. */
  setEvidence(viewer: Viewer | null, id: string, input: { status?: unknown; method?: unknown }) {
    if (input.status === "confirmed") {
      throw new ValidationError({ evidenceStatus: apiMessages.evidenceConfirmNeedsTwo });
    }
    if (!isEvidenceStatus(input.status)) {
      throw new ValidationError({ evidenceStatus: messages.evidenceStatusInvalid });
    }
    const status: EvidenceStatus = input.status;
    const geolocation = method(input.method, false);
    return this.change(viewer, id, "evidence_set", (event) => {
      const changes = [
        { field: "evidenceStatus", from: event.evidenceStatus, to: status },
        { field: "geolocationMethod", from: event.geolocationMethod, to: geolocation },
      ];
      event.evidenceStatus = status;
      event.geolocationMethod = geolocation;
      event.confirmedBy = null;
      event.confirmationProposedBy = null;
      event.confirmationProposedAt = null;
      event.confirmationMethod = null;
      return changes;
    });
  }

  /** Proposes to confirm the incident with a method of geolocation; a second moderator must agree. */
  proposeConfirmation(viewer: Viewer | null, id: string, input: { method?: unknown }) {
    const geolocation = method(input.method, true)!;
    return this.change(viewer, id, "confirmation_proposed", (event, at, tx) => {
      if (event.evidenceStatus === "confirmed")
        throw new ValidationError({ evidenceStatus: apiMessages.evidenceAlreadyConfirmed });
      const from = event.confirmationMethod;
      event.confirmationProposedBy = tx.getReference(User, viewer!.id);
      event.confirmationProposedAt = at;
      event.confirmationMethod = geolocation;
      return [{ field: "geolocationMethod", from, to: geolocation }];
    });
  }

  /** Agrees to the waiting proposal: the incident becomes confirmed with the proposal's method. */
  confirm(viewer: Viewer | null, id: string) {
    return this.change(viewer, id, "evidence_confirmed", (event, _at, tx) => {
      if (event.evidenceStatus === "confirmed")
        throw new ValidationError({ evidenceStatus: apiMessages.evidenceAlreadyConfirmed });
      if (!event.confirmationMethod || !event.confirmationProposedBy) {
        throw new ValidationError({ evidenceStatus: apiMessages.evidenceNothingProposed });
      }
      const parties = {
        approverId: event.reviewedBy?.id ?? null,
        proposerId: event.confirmationProposedBy.id,
      };
      const refusal = confirmationRefusal(parties, viewer!.id);
      if (refusal) throw secondModeratorRequired(refusal);
      const changes = [
        { field: "evidenceStatus", from: event.evidenceStatus, to: "confirmed" },
        { field: "geolocationMethod", from: event.geolocationMethod, to: event.confirmationMethod },
      ];
      event.evidenceStatus = "confirmed";
      event.geolocationMethod = event.confirmationMethod;
      event.confirmedBy = tx.getReference(User, viewer!.id);
      event.confirmationProposedBy = null;
      event.confirmationProposedAt = null;
      event.confirmationMethod = null;
      return changes;
    });
  }

  /**
   * Whether the viewer may agree to the confirmation waiting on the incident: staff, a confirmation waits,
   * and `parties` (read only then) shows them neither its approver nor its proposer. What the page offers.
   */
  async mayConfirm(
    viewer: Viewer | null,
    event: Event,
    parties: (id: string) => Promise<ConfirmationParties | null>,
  ): Promise<boolean> {
    if (!isStaff(viewer) || !confirmationWaits(event)) return false;
    const found = await parties(event.id);
    return found !== null && confirmationRefusal(found, viewer!.id) === null;
  }

  /**
   * One step on a published incident, locked: `apply` changes it and says what changed (nothing: no
   * version). A version of its own, a live announcement and an audit entry, in one transaction.
   */
  private async change(
    viewer: Viewer | null,
    id: string,
    action: VersionAction,
    apply: (event: Event, at: Date, tx: EntityManager) => { field: string; from: unknown; to: unknown }[],
  ): Promise<Event> {
    if (!isStaff(viewer)) throw forbidden();
    await this.assertMayWrite(this.em, viewer!);
    const eventId = canonicalIntegerId(id);
    if (!eventId) throw notFound("No published incident has this id.");
    const at = new Date();
    return this.uow.run(async (tx) => {
      const event = await tx.findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event) throw notFound("No published incident has this id.");
      if (event.status !== EventStatus.approved) {
        throw new ValidationError({ evidenceStatus: apiMessages.evidenceNotPublished });
      }
      const previous = publicIncident(event);
      const changes: FieldChange[] = apply(event, at, tx)
        .filter((change) => change.from !== change.to)
        .map(({ field, from, to }) => ({ field, from: from as string | null, to: to as string | null }));
      if (changes.length === 0) return event;
      event.changedAt = at;
      await tx.flush();
      await announceIncidentChange(tx, "corrected", publicIncident(event), previous, at);
      if (changes.some((change) => change.field === "evidenceStatus"))
        await announce(this.uow, tx, "evidenceChanged", {
          eventId: event.id,
          title: event.title,
          status: event.evidenceStatus,
          actorId: viewer!.id,
        });
      await appendVersion(tx, event.id, action, changes, null, at);
      this.audit.record(tx, {
        actor: viewer!,
        action: `event.${action}`,
        targetType: "event",
        targetId: event.id,
        targetLabel: event.title,
        details: { changes },
      });
      await tx.flush();
      return event;
    });
  }
}
