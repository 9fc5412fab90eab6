import type { EntityManager } from "@mikro-orm/postgresql";
import { reportMessages, apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { canonicalIntegerId } from "../../core/ids.js";
import type { Viewer } from "../../core/viewer.js";
import type { ForumFacts, ShownTarget } from "../forum/reading/shown-targets.js";
import type { UsersService } from "../users/users.service.js";
import type { MyReport, MyReportPage } from "./my-report.type.js";
import { MY_REPORTS_PAGE } from "./my-reports.queries.js";
import type { ReportOutcome, ReportReason, ReportStatus, ReportTarget } from "./report.entity.js";

const FIRST_DEFAULT = 20;
const FIRST_MAX = 50;

interface Row {
  id: string;
  target_type: ReportTarget;
  target_id: string;
  reason: ReportReason;
  text: string | null;
  status: ReportStatus;
  outcome: ReportOutcome | null;
  created_at: Date;
  handled_at: Date | null;
}

/** The staff's answer as the reporter reads it (the same words as their report_update notification). */
export function reportAnswer(status: ReportStatus, outcome: ReportOutcome | null): string | null {
  if (status === "open") return null;
  if (status === "dismissed") return "A moderator reviewed it and found no rule broken.";
  if (outcome === "deletePost") return "A moderator reviewed it and took action: the post was removed.";
  if (outcome === "lockThread") return "A moderator reviewed it and took action: the thread was locked.";
  return "A moderator reviewed it and took action.";
}

function describeTarget(
  row: Row,
  memberName: string | undefined,
  shown: ShownTarget | undefined,
): Pick<MyReport, "targetLabel" | "targetPath"> {
  if (row.target_type === "user")
    return memberName
      ? { targetLabel: `the member ${memberName}`, targetPath: `/forum/user/${memberName}` }
      : { targetLabel: "a member who has left", targetPath: null };
  if (!shown) return { targetLabel: `a ${row.target_type} that no longer exists`, targetPath: null };
  const title = `"${shown.threadTitle}"`;
  const path = shown.gone
    ? null
    : row.target_type === "post"
      ? `/forum/thread/${shown.threadId}?highlight=${row.target_id}`
      : `/forum/thread/${shown.threadId}`;
  return {
    targetLabel: row.target_type === "post" ? `a post in ${title}` : `the thread ${title}`,
    targetPath: path,
  };
}

/** A member's own reports: what they reported, its state and the staff's answer. */
export class MyReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: Pick<UsersService, "usernames">,
    private readonly forum: Pick<ForumFacts, "postsAndThreadsShown">,
  ) {}

  async page(viewer: Viewer, args: { first?: number | null; after?: string | null }): Promise<MyReportPage> {
    const first = args.first ?? FIRST_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > FIRST_MAX)
      throw new ValidationError({ first: reportMessages.reportsFirstOutOfRange });
    const after = args.after ? canonicalIntegerId(args.after) : null;
    if (args.after && !after) throw new ValidationError({ after: apiMessages.cursorInvalid });
    const rows = await this.em.execute<Row[]>(MY_REPORTS_PAGE, [viewer.id, after, after, first + 1]);
    const shown = rows.slice(0, first);
    const targets = (type: ReportTarget) =>
      shown.filter((row) => row.target_type === type).map((row) => row.target_id);
    const [members, forum] = await Promise.all([
      this.users.usernames(targets("user")),
      this.forum.postsAndThreadsShown({ posts: targets("post"), threads: targets("thread") }),
    ]);
    const nodes = shown.map((row): MyReport => ({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      ...describeTarget(
        row,
        members.get(row.target_id),
        (row.target_type === "post" ? forum.posts : forum.threads).get(row.target_id),
      ),
      reason: row.reason,
      text: row.text,
      status: row.status,
      createdAt: new Date(row.created_at),
      handledAt: row.handled_at ? new Date(row.handled_at) : null,
      answer: reportAnswer(row.status, row.outcome),
    }));
    return { nodes, hasNextPage: rows.length > first, endCursor: nodes.at(-1)?.id ?? null };
  }
}
