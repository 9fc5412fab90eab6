import type { EntityManager } from "@mikro-orm/postgresql";
import type { ModuleHooks } from "../app-module.js";

/** A report made against a post's text as it is now: not yet pinned to a revision of it. */
const POST_REPORTED = `select exists (select 1 from reports
  where target_type = 'post' and target_id = ? and post_revision_id is null) as reported`;

/** Reports made against the text an edit replaces now point at its revision. */
const PIN_POST_REPORTS = `update reports set post_revision_id = ?
  where target_type = 'post' and target_id = ? and post_revision_id is null`;

/** The revisions of a post that its reports point at (a report is pinned only to its own post's revisions). */
const REPORTED_REVISIONS = `select distinct post_revision_id::text as id from reports
  where target_type = 'post' and target_id = ? and post_revision_id is not null`;

/** A title edit while the thread is reported keeps the title the report may be about. */
const THREAD_REPORTED = `select exists (select 1 from reports
  where target_type = 'thread' and target_id = ? and status = 'open') as reported`;

async function reported(tx: EntityManager, sql: string, id: string): Promise<boolean> {
  const [row] = await tx.execute<Array<{ reported: boolean }>>(sql, [id]);
  return !!row?.reported;
}

/** What the forum's edits ask of the reports, in the edit's transaction, and its histories (ModuleHooks). */
export const reportPins: Pick<
  ModuleHooks,
  "postReported" | "postRevisionKept" | "revisionsReported" | "threadReported"
> = {
  postReported: (tx, postId) => reported(tx, POST_REPORTED, postId),
  async postRevisionKept(tx, postId, revisionId) {
    const pinned = await tx.execute(PIN_POST_REPORTS, [revisionId, postId], "run");
    return ((pinned as { affectedRows?: number }).affectedRows ?? 0) > 0;
  },
  async revisionsReported(em, postId) {
    const rows = await em.execute<Array<{ id: string }>>(REPORTED_REVISIONS, [postId]);
    return new Set(rows.map((row) => row.id));
  },
  threadReported: (tx, threadId) => reported(tx, THREAD_REPORTED, threadId),
};
