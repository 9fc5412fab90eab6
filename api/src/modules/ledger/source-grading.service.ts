import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { gradingCode, validateSourceGrading } from "@incident-watch/schema";
import { assertValid, forbidden, notFound } from "../../core/errors.js";
import { canonicalIntegerId } from "../../core/ids.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { AuditService } from "../audit/audit.service.js";
import { assertNotBanned } from "../members/ban-guard.js";
import { Event, EventStatus } from "../events/event.entity.js";
import { announceIncidentChange, publicIncident } from "../events/live/incident-changes.js";
import { appendVersion } from "../incidents-read/incidents-read.queries.js";
import { sourceById, type GradedSource } from "./ledger.queries.js";
import type { IncidentSource } from "./ledger.types.js";

export interface SourceGradingInput {
  reliability?: unknown;
  credibility?: unknown;
}

/**
 * The Admiralty grading of sources (decision 100): moderators set a source's reliability (A–F) and its
 * information's credibility (1–6). On a published incident it is a public change: a version of its own
 * (source_graded), so the data version moves and the downloads that list sources stay reproducible.
 */
export class SourceGradingService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async grade(viewer: Viewer | null, sourceId: string, input: SourceGradingInput): Promise<IncidentSource> {
    if (!isStaff(viewer)) throw forbidden();
    await assertNotBanned(this.em, viewer);
    assertValid(validateSourceGrading(input));
    const id = canonicalIntegerId(sourceId);
    const found = id ? await sourceById(this.em, id) : null;
    if (!found) throw notFound("No source has this id.");
    const reliability = input.reliability as string;
    const credibility = input.credibility as number;
    if (found.reliability === reliability && found.credibility === credibility) return found;
    const at = new Date();
    await this.uow.run(async (tx) => {
      const event = await tx.findOne(Event, { id: found.eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event) throw notFound("No source has this id.");
      await tx.execute("update incident_sources set reliability = ?, credibility = ? where id = ?", [
        reliability,
        credibility,
        found.id,
      ]);
      const from = gradingCode(found.reliability, found.credibility);
      const change = { field: "grading", from, to: `${reliability}${credibility}` };
      if (event.status === EventStatus.approved) {
        const previous = publicIncident(event);
        event.changedAt = at;
        await tx.flush();
        await announceIncidentChange(tx, "corrected", publicIncident(event), previous, at);
        const described = {
          field: "grading",
          from: from && gradedText(found, from),
          to: gradedText(found, change.to),
        };
        await appendVersion(tx, event.id, "source_graded", [described], null, at);
      }
      this.audit.record(tx, {
        actor: viewer!,
        action: "event.source_grade",
        targetType: "event",
        targetId: event.id,
        targetLabel: event.title,
        details: { source: found.id, url: found.url, ...change },
      });
      await tx.flush();
    });
    return { ...found, reliability, credibility };
  }
}

/** The history's words for a grading: the code and which source ("B2 for https://…"). */
const gradedText = (source: GradedSource, code: string) => `${code} for ${source.url}`;
