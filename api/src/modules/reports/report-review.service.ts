import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, notificationSaid, reportMessages, apiMessages } from "@incident-watch/schema";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { AuditService } from "../audit/audit.service.js";
import { assertNotBanned } from "../members/ban-guard.js";
import type { BansService, BanRequest } from "../members/bans.service.js";
import { moderationText, type ForumModerationService } from "../forum/moderation/moderation.service.js";
import { Post } from "../forum/posts/post.entity.js";
import { Thread } from "../forum/threads/thread.entity.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { ReportOutcome, ReportReason, ReportStatus, ReportTarget } from "./report.entity.js";
import type { ReportGroup, ReportGroupConnection } from "./report-group.type.js";
import { canonicalTargetId, findTarget } from "./report-targets.js";

const FIRST_DEFAULT = 20;
const FIRST_MAX = 50;

interface GroupRow {
  target_type: ReportTarget;
  target_id: string;
  handled_at: Date | null;
  handled_by_id: string | null;
  note: string | null;
  outcome: ReportOutcome | null;
  reporters: number;
  first_at: Date;
  last_at: Date;
  target_user_id: string | null;
  total: number;
}

interface ReportRow {
  id: string;
  target_type: ReportTarget;
  target_id: string;
  handled_at: Date | null;
  reporter_id: string;
  reason: ReportReason;
  text: string | null;
  created_at: Date;
  post_revision_id: string | null;
}

const groupKey = (type: string, id: string, handledAt: Date | null) =>
  handledAt ? `${type}:${id}:${new Date(handledAt).getTime()}` : `${type}:${id}`;

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function decodeCursor(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(after, "base64url").toString());
  if (!match) throw new ValidationError({ after: apiMessages.cursorInvalid });
  return Number(match[1]);
}

/** The reporter's thanks, naming what was reported (a target since gone has no name left to give). */
const closedSaid = (target: { about: string; name: string } | null, status: "resolved" | "dismissed") =>
  notificationSaid(
    status === "resolved" ? "notifications.said.reportResolved" : "notifications.said.reportDismissed",
    target ?? { about: "gone", name: "" },
  );

/**
 * Staff handle reports by target: the open reports about one post, thread or member are resolved (with
 * an optional action: delete the post, lock the thread) or dismissed together. The action, the reports'
 * new status, each reporter's report_update notification and the audit entry commit in one transaction.
 */
export class ReportReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly bans: BansService,
    private readonly notifications: NotificationsService,
    private readonly moderation: ForumModerationService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Open reports grouped by target (most reporters first, then the latest report); resolved and dismissed
   * ones grouped by target and decision, the latest decision first.
   */
  async groups(
    viewer: Viewer,
    args: { status: ReportStatus; first?: number | null; after?: string | null },
  ): Promise<ReportGroupConnection> {
    assertStaff(viewer);
    const first = args.first ?? FIRST_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > FIRST_MAX)
      throw new ValidationError({ first: reportMessages.reportsFirstOutOfRange });
    const offset = decodeCursor(args.after);
    const order =
      args.status === "open"
        ? "reporters desc, last_at desc, target_type, target_id"
        : "handled_at desc, target_type, target_id";
    const groups = await this.em.execute<GroupRow[]>(
      `select target_type, target_id, handled_at, handled_by_id::text as handled_by_id, note, outcome,
              count(distinct reporter_id)::int as reporters, min(created_at) as first_at, max(created_at) as last_at,
              (array_agg(target_user_id::text order by created_at desc))[1] as target_user_id,
              count(*) over ()::int as total
         from reports where status = ?
        group by target_type, target_id, handled_at, handled_by_id, note, outcome
        order by ${order} limit ? offset ?`,
      [args.status, first + 1, offset],
    );
    const page = groups.slice(0, first);
    const nodes = await this.withDetails(args.status, page);
    return {
      nodes,
      totalCount: groups[0] ? Number(groups[0].total) : offset > 0 ? await this.countGroups(args.status) : 0,
      pageInfo: {
        hasNextPage: groups.length > first,
        hasPreviousPage: offset > 0,
        startCursor: page.length > 0 ? encodeCursor(offset + 1) : null,
        endCursor: page.length > 0 ? encodeCursor(offset + page.length) : null,
      },
    };
  }

  dismiss(viewer: Viewer, targetType: ReportTarget, targetId: string, note?: string | null) {
    return this.close(viewer, targetType, targetId, "dismissed", note, "none");
  }

  resolve(
    viewer: Viewer,
    targetType: ReportTarget,
    targetId: string,
    note?: string | null,
    action: ReportOutcome = "none",
    ban?: Omit<BanRequest, "userId"> | null,
  ) {
    return this.close(viewer, targetType, targetId, "resolved", note, action, ban ?? null);
  }

  private async close(
    viewer: Viewer,
    targetType: ReportTarget,
    targetId: string,
    status: "resolved" | "dismissed",
    rawNote: string | null | undefined,
    action: ReportOutcome,
    ban: Omit<BanRequest, "userId"> | null = null,
  ): Promise<ReportGroup> {
    assertStaff(viewer);
    targetId = canonicalTargetId(targetType, targetId);
    // a moderator under a ban (admins may ban moderators) decides nothing until it ends
    await assertNotBanned(this.em, viewer);
    const note = moderationText(rawNote, "note");
    if (
      (action === "deletePost" && targetType !== "post") ||
      (action === "lockThread" && targetType === "user")
    )
      throw new ValidationError({ action: reportMessages.reportActionInvalid });
    const target = await findTarget(this.em, targetType, targetId);
    if (ban && !target?.userId) throw notFound(messages.userNotFound);
    const reportIds = await this.uow.run(async (tx) => {
      // Milliseconds, as JavaScript dates hold them: a decision's group is found again by its time
      const closed = await tx.execute<{ id: string; reporter_id: string }[]>(
        `update reports set status = ?, handled_by_id = ?, handled_at = date_trunc('milliseconds', now()),
                note = ?, outcome = ?
          where status = 'open' and target_type = ? and target_id = ?
          returning id::text as id, reporter_id::text as reporter_id`,
        [status, viewer.id, note, action, targetType, targetId],
      );
      if (closed.length === 0) throw notFound(reportMessages.noOpenReports);
      if (action === "deletePost" && target?.post && !target.post.isDeleted)
        await this.moderation.deletePostInTx(tx, viewer, target.post, note);
      if (action === "lockThread" && target?.thread)
        await this.moderation.setLockedInTx(tx, viewer, target.thread, true, note);
      // The ban service's own rules apply (nobody bans themselves, admins, or staff as a moderator)
      if (ban) await this.bans.ban(tx, viewer, { ...ban, userId: target!.userId! });
      const reporters = [...new Set(closed.map((row) => row.reporter_id))];
      for (const recipientId of reporters) {
        await this.notifications.notify(tx, {
          recipientId,
          type: "report_update",
          said: closedSaid(target?.about ?? null, status),
        });
      }
      this.audit.record(tx, {
        actor: viewer,
        action: status === "resolved" ? "report.resolve" : "report.dismiss",
        targetType,
        targetId,
        targetLabel: target?.label ?? null,
        reason: note,
        details: {
          reports: closed.length,
          reporters: reporters.length,
          action,
          ...(ban ? { ban: ban.duration } : {}),
        },
      });
      return closed.map((row) => row.id);
    });
    const [group] = await this.groupOf(status, reportIds);
    return group!;
  }

  private async groupOf(status: ReportStatus, reportIds: string[]) {
    const rows = await this.em.execute<GroupRow[]>(
      `select target_type, target_id, handled_at, handled_by_id::text as handled_by_id, note, outcome,
              count(distinct reporter_id)::int as reporters, min(created_at) as first_at, max(created_at) as last_at,
              (array_agg(target_user_id::text order by created_at desc))[1] as target_user_id, 1 as total
         from reports where id = any(?::bigint[])
        group by target_type, target_id, handled_at, handled_by_id, note, outcome`,
      [`{${reportIds.join(",")}}`],
    );
    return this.withDetails(status, rows);
  }

  private async countGroups(status: ReportStatus): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from (select 1 from reports where status = ?
        group by target_type, target_id, handled_at, handled_by_id, note, outcome) g`,
      [status],
    );
    return Number(row?.n ?? 0);
  }

  /** Each group's reports, reasons and reported content: three queries for the whole page. */
  private async withDetails(status: ReportStatus, groups: GroupRow[]): Promise<ReportGroup[]> {
    if (groups.length === 0) return [];
    const targets = groups.map((g) => `${g.target_type}:${g.target_id}`);
    const reports = await this.em.execute<ReportRow[]>(
      `select id::text as id, target_type, target_id, handled_at, reporter_id::text as reporter_id, reason, text, created_at,
              post_revision_id::text as post_revision_id
         from reports where status = ? and (target_type || ':' || target_id) = any(?::text[])
        order by created_at desc, id desc`,
      [status, `{${targets.map((t) => `"${t.replace(/"/g, "")}"`).join(",")}}`],
    );
    const byGroup = new Map<string, ReportRow[]>();
    for (const row of reports) {
      const key = groupKey(row.target_type, row.target_id, row.handled_at);
      byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
    }
    const idsOf = (type: ReportTarget) =>
      groups.filter((g) => g.target_type === type).map((g) => g.target_id);
    const [posts, threads] = await Promise.all([
      this.em.find(Post, { id: { $in: idsOf("post") } }, { populate: ["thread"] }),
      this.em.find(Thread, { id: { $in: idsOf("thread") } }),
    ]);
    return groups.map((g) => {
      const rows = byGroup.get(groupKey(g.target_type, g.target_id, g.handled_at)) ?? [];
      const post = g.target_type === "post" ? (posts.find((p) => p.id === g.target_id) ?? null) : null;
      const thread =
        g.target_type === "thread"
          ? (threads.find((t) => t.id === g.target_id) ?? null)
          : (post?.thread ?? null);
      return {
        id: groupKey(g.target_type, g.target_id, g.handled_at),
        targetType: g.target_type,
        targetId: g.target_id,
        status,
        reportCount: Number(g.reporters),
        reasons: reasonCounts(rows),
        reports: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          text: row.text,
          createdAt: new Date(row.created_at),
          reporterId: row.reporter_id,
          revisionId: row.post_revision_id,
        })),
        firstReportedAt: new Date(g.first_at),
        lastReportedAt: new Date(g.last_at),
        post,
        thread,
        targetUserId: g.target_user_id,
        handledById: g.handled_by_id,
        handledAt: g.handled_at ? new Date(g.handled_at) : null,
        note: g.note,
        action: g.outcome,
      };
    });
  }
}

function reasonCounts(rows: ReportRow[]) {
  const counts = new Map<ReportReason, number>();
  for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

function assertStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw forbidden();
}
