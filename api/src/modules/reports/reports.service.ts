import type { EntityManager } from "@mikro-orm/postgresql";
import { reportTextError, REPORTS_PER_DAY, reportMessages } from "@incident-watch/schema";
import { assertValid, conflict, RateLimitedError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import { Report } from "./report.entity.js";
import type { ReportContentInput } from "./report-group.type.js";
import { canonicalTargetId, reportableTarget } from "./report-targets.js";
import { assertNotBanned } from "../members/ban-guard.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";

const DAY_SECONDS = 24 * 60 * 60;
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

/** Members report posts, threads and members: one open report per target, 10 in any 24 hours. */
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
  ) {}

  async report(viewer: Viewer, input: ReportContentInput): Promise<Report> {
    await assertNotBanned(this.em, viewer);
    assertValid({ text: reportTextError(input.text) });
    const targetId = canonicalTargetId(input.targetType, input.targetId);
    const target = await reportableTarget(this.em, viewer, input.targetType, targetId);
    const text = input.text?.trim() || null;
    try {
      const id = await this.uow.run(async (tx) => {
        // One member's reports are counted and written one at a time, so the limit holds under races
        await tx.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`reports:${viewer.id}`]);
        const [open] = await tx.execute<{ id: string }[]>(
          `select id from reports where reporter_id = ? and target_type = ? and target_id = ? and status = 'open'`,
          [viewer.id, input.targetType, targetId],
        );
        if (open) throw conflict(reportMessages.reportAlreadyOpen);
        const [recent] = await tx.execute<{ n: number; oldest: Date | null }[]>(
          `select count(*)::int as n, min(created_at) as oldest from reports
            where reporter_id = ? and created_at > now() - interval '1 day'`,
          [viewer.id],
        );
        if (Number(recent?.n ?? 0) >= REPORTS_PER_DAY) {
          const freedAt = new Date(recent!.oldest!).getTime() + DAY_SECONDS * 1000;
          throw new RateLimitedError(
            reportMessages.reportsPerDay,
            Math.max(1, Math.ceil((freedAt - Date.now()) / 1000)),
          );
        }
        const [row] = await tx.execute<{ id: string }[]>(
          `insert into reports (reporter_id, target_type, target_id, target_user_id, reason, text, created_at)
           values (?, ?, ?, ?, ?, ?, now()) returning id::text as id`,
          [viewer.id, input.targetType, targetId, target.userId, input.reason, text],
        );
        return row!.id;
      });
      return this.em.findOneOrFail(Report, { id });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(reportMessages.reportAlreadyOpen);
      throw error;
    }
  }

  /** Targets with open reports: the length of the reports queue. */
  async openCount(): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      "select count(*)::int as n from (select distinct target_type, target_id from reports where status = 'open') t",
    );
    return Number(row?.n ?? 0);
  }
}
