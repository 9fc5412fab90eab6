import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  rejectionReasonError,
  submittedDay,
  validateAttributionProposal,
  validateSourceProposal,
  type AttributionProposalInput,
  type SourceProposalInput,
} from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import {
  assertValid,
  conflict,
  forbidden,
  notFound,
  unauthenticated,
  ValidationError,
} from "../../core/errors.js";
import { canonicalIntegerId } from "../../core/ids.js";
import { isStaff, type RequestInfo, type Viewer } from "../../core/viewer.js";
import { assertCaptcha, captchaMissing } from "../../infra/captcha/captcha.js";
import type { AuditService } from "../audit/audit.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { assertNotBanned } from "../members/ban-guard.js";
import { appendVersion } from "../incidents-read/incidents-read.queries.js";
import {
  hasSource,
  insertAttribution,
  insertSource,
  sourceById,
  sourceOfIncident,
  versionOf,
  type NewAttribution,
  type NewSource,
} from "./ledger.queries.js";
import { rederiveType } from "./incident-history.js";
import {
  pendingProposals,
  proposalById,
  type ProposalPayload,
  type ProposalRow,
} from "./proposals.queries.js";
import type { FieldChange } from "../../core/field-change.js";
import type { IncidentProposal, IncidentVersion } from "./ledger.types.js";
import { announceIncidentChange, publicIncident } from "../events/live/incident-changes.js";
import { Event } from "../events/event.entity.js";
import { isApproved } from "../events/event-reads.js";
import { announce } from "../changes.js";

const trimmed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function newSource(input: SourceProposalInput): NewSource {
  return {
    url: new URL(input.url!.trim()).href,
    outlet: trimmed(input.outlet),
    language: trimmed(input.language)?.toLowerCase() ?? null,
    publishedDate: input.publishedDate?.trim() ? submittedDay(input.publishedDate)! : null,
    archivedUrl: input.archivedUrl?.trim() ? new URL(input.archivedUrl.trim()).href : null,
  };
}

export const PROPOSALS_FIRST_MAX = 100;

/** The ids an approval gave the source and the attribution it added (null for one it did not add). */
interface AddedIds {
  source: string | null;
  attribution: string | null;
}

/**
 * The attribution ledger's rules: members propose sources and attributions for published incidents
 * (signed in, captcha, rate-limited); moderators approve them, which adds them and appends a version.
 */
export class LedgerService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "captcha" | "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** The site's public address without a trailing slash, for permalinks. */
  publicUrl(): string {
    return this.deps.config.publicUrl.replace(/\/+$/, "");
  }

  /** A source's page by the source's id (IncidentSource.id); null when there is no such source. */
  async sourcePage(sourceId: string): Promise<{ id: string; url: string } | null> {
    const id = canonicalIntegerId(sourceId);
    const source = id ? await sourceById(this.em, id) : null;
    return source && { id: source.id, url: source.url };
  }

  /** Whether a source belongs to a published incident; false when there is no such source. */
  async isSourcePublic(sourceId: string): Promise<boolean> {
    const source = await sourceById(this.em, sourceId);
    return source !== null && (await isApproved(this.em, source.eventId));
  }

  /**
   * One version of an incident's public history. The state it shows and the values it changed are served
   * while the incident is public; once withdrawn, the version still answers what, when and why (the
   * fields it changed, without their values), not the withdrawn content.
   */
  async version(id: string, number: number): Promise<IncidentVersion | null> {
    const eventId = canonicalIntegerId(id);
    if (!eventId || !Number.isInteger(number) || number < 1 || number > 2_147_483_647) return null;
    const version = await versionOf(this.em, eventId, number);
    if (!version) return null;
    return (await isApproved(this.em, eventId)) ? version : withoutContent(version);
  }

  async proposeSource(
    viewer: Viewer | null,
    eventId: string,
    input: SourceProposalInput,
    captchaToken: string | null | undefined,
    request: RequestInfo,
  ): Promise<IncidentProposal> {
    const id = await this.checkProposer(viewer, eventId);
    assertValid({
      ...validateSourceProposal(input),
      captcha: captchaMissing(this.deps.captcha, captchaToken),
    });
    const source = newSource(input);
    if (await hasSource(this.em, id, source.url))
      throw conflict("This source is already one of the incident's.");
    return this.store(viewer!, id, "source", { source }, captchaToken, request);
  }

  async proposeAttribution(
    viewer: Viewer | null,
    eventId: string,
    input: AttributionProposalInput,
    captchaToken: string | null | undefined,
    request: RequestInfo,
  ): Promise<IncidentProposal> {
    const id = await this.checkProposer(viewer, eventId);
    assertValid({
      ...validateAttributionProposal(input),
      captcha: captchaMissing(this.deps.captcha, captchaToken),
    });
    const source = input.source ? newSource(input.source) : null;
    if (source && (await hasSource(this.em, id, source.url))) {
      throw new ValidationError({
        source: "This source is already one of the incident's: choose it instead.",
      });
    }
    if (input.sourceId && !(await sourceOfIncident(this.em, id, input.sourceId))) {
      throw new ValidationError({ sourceId: "This source is not one of the incident's." });
    }
    const attribution = {
      party: input.party,
      attributedBy: input.attributedBy,
      date: submittedDay(input.date!)!,
      confidence: input.confidence,
      sourceId: input.sourceId ?? "0",
    } as NewAttribution;
    return this.store(viewer!, id, "attribution", { source, attribution }, captchaToken, request);
  }

  /** The proposals waiting for review, oldest first (the moderators' queue, beside submissions). */
  async pending(viewer: Viewer | null, first: number): Promise<IncidentProposal[]> {
    if (!isStaff(viewer)) throw forbidden();
    if (!Number.isInteger(first) || first < 0 || first > PROPOSALS_FIRST_MAX) {
      throw new ValidationError({ first: `first must be between 0 and ${PROPOSALS_FIRST_MAX}.` });
    }
    return (await pendingProposals(this.em, first)).map(proposalView);
  }

  /**
   * Adds what was proposed, in one transaction: the source, the attribution, the incident's type derived
   * again, a new public version, the live announcement and the audit entry.
   */
  async approve(viewer: Viewer | null, proposalId: string): Promise<IncidentProposal> {
    const row = await this.loadPending(viewer, proposalId);
    const { source, attribution } = row.payload;
    const added: AddedIds = { source: null, attribution: null };
    // one time for the change: the incident's updatedAt, its version's and the live announcement's
    const at = new Date();
    await this.uow.run(async (tx) => {
      const event = await tx.findOne(Event, { id: row.eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event || event.status !== "approved") throw conflict("The incident is no longer public.");
      const previous = publicIncident(event);
      let sourceId = attribution?.sourceId ?? null;
      if (source) {
        if (await hasSource(tx, event.id, source.url))
          throw conflict("This source is already one of the incident's.");
        sourceId = await insertSource(tx, event.id, source, "proposal");
        added.source = sourceId;
        await announce(this.uow, tx, "sourcesAdded", {
          sources: [{ id: sourceId, url: source.url }],
          eventId: event.id,
          actorId: viewer!.id,
        });
      }
      const changes: FieldChange[] = source ? [{ field: "sources", from: null, to: source.url }] : [];
      if (attribution) {
        const withSource = { ...attribution, sourceId: sourceId! };
        added.attribution = await insertAttribution(tx, event.id, withSource, "proposal");
        const { party, attributedBy, confidence, date } = attribution;
        changes.push({
          field: "attributions",
          from: null,
          to: `${party} by ${attributedBy}, ${confidence}, ${date}`,
        });
        const type = await rederiveType(tx, event);
        if (type) changes.push(type);
      }
      event.changedAt = at;
      await tx.execute(
        "update incident_proposals set status = 'approved', reviewed_by_id = ?, reviewed_at = now() where id = ?",
        [viewer!.id, row.id],
      );
      await tx.flush();
      await announceIncidentChange(tx, "corrected", publicIncident(event), previous, at);
      const action = attribution ? "attribution_added" : "source_added";
      await appendVersion(tx, event.id, action, changes, null, at);
      this.audit.record(tx, {
        actor: viewer!,
        action: "event.proposal_approve",
        targetType: "event",
        targetId: event.id,
        targetLabel: event.title,
        details: { proposal: row.id, changes },
      });
      await tx.flush();
    });
    return withAddedIds(proposalView({ ...row, status: "approved" }), added);
  }

  async reject(viewer: Viewer | null, proposalId: string, reason: string): Promise<IncidentProposal> {
    const row = await this.loadPending(viewer, proposalId);
    const problem = rejectionReasonError(reason);
    if (problem) throw new ValidationError({ reason: problem });
    await this.uow.run(async (tx) => {
      await tx.execute(
        `update incident_proposals set status = 'rejected', reviewed_by_id = ?, reviewed_at = now(),
           rejection_reason = ? where id = ?`,
        [viewer!.id, reason.trim(), row.id],
      );
      this.audit.record(tx, {
        actor: viewer!,
        action: "event.proposal_reject",
        targetType: "event",
        targetId: row.eventId,
        reason: reason.trim(),
        details: { proposal: row.id },
      });
      await tx.flush();
    });
    return proposalView({ ...row, status: "rejected" });
  }

  /** A signed-in member, not banned, proposing for a published incident. Returns the incident's id. */
  private async checkProposer(viewer: Viewer | null, eventId: string): Promise<string> {
    if (!viewer) throw unauthenticated();
    await assertNotBanned(this.em, viewer);
    const id = canonicalIntegerId(eventId);
    if (!id || !(await isApproved(this.em, id))) throw notFound("No published incident has this id.");
    await this.deps.rateLimiter.consume(
      "proposalsPerUser",
      viewer.id,
      "Too many proposals from your account. Please try again in an hour.",
    );
    return id;
  }

  private async store(
    viewer: Viewer,
    eventId: string,
    kind: "source" | "attribution",
    payload: ProposalPayload,
    captchaToken: string | null | undefined,
    request: RequestInfo,
  ): Promise<IncidentProposal> {
    await assertCaptcha(this.deps.captcha, captchaToken, request.ip);
    const [row] = await this.em.execute<ProposalRow[]>(
      `insert into incident_proposals (event_id, proposer_id, kind, payload) values (?, ?, ?, ?::jsonb)
       returning id::text as id, event_id::text as "eventId", proposer_id as "proposerId", kind, payload, status,
                 created_at as "createdAt"`,
      [eventId, viewer.id, kind, JSON.stringify(payload)],
    );
    return proposalView(row!);
  }

  private async loadPending(viewer: Viewer | null, proposalId: string): Promise<ProposalRow> {
    if (!isStaff(viewer)) throw forbidden();
    await assertNotBanned(this.em, viewer);
    const id = canonicalIntegerId(proposalId);
    const row = id ? await proposalById(this.em, id) : null;
    if (!row) throw notFound();
    if (row.status !== "pending") throw conflict("This proposal was already reviewed.");
    return row;
  }
}

/** A version of a withdrawn incident: what, when and why, no longer what it said. */
function withoutContent(version: IncidentVersion): IncidentVersion {
  const changes = version.changes.map(({ field }) => ({ field, from: null, to: null }));
  return { ...version, changes, snapshot: null };
}

/** An approved proposal naming what it added by the ids they are listed with from now on. */
function withAddedIds(view: IncidentProposal, added: AddedIds): IncidentProposal {
  const source = view.source && added.source ? { ...view.source, id: added.source } : view.source;
  const attribution =
    view.attribution && added.attribution
      ? { ...view.attribution, id: added.attribution, sourceId: added.source ?? view.attribution.sourceId }
      : view.attribution;
  return { ...view, source, attribution };
}

/** A stored proposal as GraphQL shows it (its entries' ids 0 until approved). */
function proposalView(row: ProposalRow): IncidentProposal {
  const { source, attribution } = row.payload;
  return {
    id: row.id,
    eventId: row.eventId,
    kind: row.kind,
    status: row.status,
    createdAt: new Date(row.createdAt),
    proposerId: row.proposerId,
    source: source ? { id: "0", ...source } : null,
    attribution: attribution ? { id: "0", ...attribution } : null,
  };
}
