import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import { forbidden, notFound } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import type { ModuleHooks } from "../../app-module.js";
import type { AuditService } from "../../audit/audit.service.js";
import { isForumId } from "../reading/forum.service.js";
import { moderationText, postLabel } from "../moderation/moderation.service.js";
import { Post } from "../posts/post.entity.js";
import { assertNotBanned } from "../../members/ban-guard.js";
import { RevisionView } from "./revision.types.js";
import { compareTexts, type TextDiff } from "./revision-diff.js";
import {
  DELETE_REVISION,
  POST_REVISIONS,
  REVISION,
  SET_REVISION_HIDDEN,
  SET_REVISION_REDACTED,
} from "./revision-reads.queries.js";

export interface RevisionRow {
  id: string;
  post_id: string;
  editor_id: string | null;
  markdown: string;
  reason: string | null;
  hidden: boolean;
  redacted: boolean;
  created_at: Date;
}

/** A revision with whether a report points at it (the reports' answer). */
type ReportedRevision = RevisionRow & { reported: boolean };

/**
 * A post's edit history as readers, authors and moderators see it. A public post's history is public;
 * a deleted post's history goes with it (a revision a report points at stays for moderators, in the
 * report). Hidden revisions show readers only that one was hidden. Which revisions reports point at
 * the reports module answers (`revisionsReported`), in a statement beside the revisions' own.
 */
export class RevisionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly reports: Pick<ModuleHooks, "revisionsReported">,
  ) {}

  /** Newest first, each with the text that replaced it; a deleted post has none. */
  async ofPost(viewer: Viewer | null, postId: string): Promise<RevisionView[]> {
    const post = isForumId(postId)
      ? await this.em.findOne(Post, { id: postId }, { populate: ["thread"] })
      : null;
    if (!post || (post.thread.isDeleted && !(viewer && isStaff(viewer))))
      throw notFound(messages.postNotFound);
    if (post.isDeleted) return [];
    const [rows, reported] = await Promise.all([
      this.em.execute<RevisionRow[]>(POST_REVISIONS, [post.id]),
      this.reports.revisionsReported(this.em, post.id),
    ]);
    let next: string | null = post.markdown;
    return rows.map((row) => {
      const view = toView(viewer, post, { ...row, reported: reported.has(row.id) }, next);
      next = view.markdown;
      return view;
    });
  }

  /** One revision for the moderators' view of a report, compared with the post's text today. */
  async forModerators(revisionId: string): Promise<RevisionView | null> {
    const [row] = await this.em.execute<RevisionRow[]>(REVISION, [revisionId]);
    if (!row) return null;
    const [post, reported] = await this.reportedBeside(row, this.em.findOne(Post, { id: row.post_id }));
    return post ? toView(null, post, reported, post.markdown, true) : null;
  }

  /**
   * The author deletes one of their post's revisions, unless a report points at it: a report is pinned
   * to a revision only in the edit that keeps it, so one read as unreported stays so.
   */
  async delete(viewer: Viewer, revisionId: string): Promise<boolean> {
    await assertNotBanned(this.em, viewer);
    const { row, post } = await this.revision(viewer, revisionId);
    if (post.author?.id !== viewer.id) throw forbidden();
    if (row.reported) throw forbidden(messages.revisionReported);
    const deleted = await this.em.execute<{ id: string }[]>(DELETE_REVISION, [row.id]);
    if (deleted.length === 0) throw forbidden(messages.revisionReported);
    return true;
  }

  /** Staff hide a revision (readers see one was hidden) or redact it (its text replaced); both audited. */
  async moderate(viewer: Viewer, revisionId: string, action: "hide" | "redact", reason?: string | null) {
    await assertNotBanned(this.em, viewer);
    if (!isStaff(viewer)) throw forbidden();
    const why = moderationText(reason);
    const { row, post } = await this.revision(viewer, revisionId);
    await this.uow.run(async (tx) => {
      if (action === "hide") await tx.execute(SET_REVISION_HIDDEN, [viewer.id, row.id]);
      else await tx.execute(SET_REVISION_REDACTED, [row.id]);
      this.audit.record(tx, {
        actor: viewer,
        action: action === "hide" ? "post.revisionHide" : "post.revisionRedact",
        targetType: "post",
        targetId: post.id,
        targetLabel: postLabel(post, post.thread),
        reason: why,
        details: { revisionId: row.id, authorId: post.author?.id ?? null },
      });
    });
    const [changed] = await this.em.execute<RevisionRow[]>(REVISION, [row.id]);
    // hiding and redacting leave the reports' pins as they were
    return toView(viewer, post, { ...changed!, reported: row.reported }, null);
  }

  private async revision(viewer: Viewer, id: string): Promise<{ row: ReportedRevision; post: Post }> {
    const [found] = isForumId(id) ? await this.em.execute<RevisionRow[]>(REVISION, [id]) : [];
    const [post, row] = found
      ? await this.reportedBeside(
          found,
          this.em.findOne(Post, { id: found.post_id }, { populate: ["thread"] }),
        )
      : [null, null];
    // staff still reach a deleted post's revisions that reports point at
    if (!row || !post || ((post.isDeleted || post.thread.isDeleted) && !isStaff(viewer)))
      throw notFound(messages.revisionNotFound);
    return { row, post };
  }

  /** The revision with whether a report points at it, asked of the reports beside `read`. */
  private async reportedBeside<T>(row: RevisionRow, read: Promise<T>): Promise<[T, ReportedRevision]> {
    const [value, reported] = await Promise.all([read, this.reports.revisionsReported(this.em, row.post_id)]);
    return [value, { ...row, reported: reported.has(row.id) }];
  }
}

/** Compares a revision with the text that replaced it; null when either may not be shown. */
export const revisionDiff = (view: RevisionView): TextDiff | null =>
  view.markdown === null || view.next === null ? null : compareTexts(view.markdown, view.next);

function toView(
  viewer: Viewer | null,
  post: Post,
  row: ReportedRevision,
  next: string | null,
  moderating = false,
): RevisionView {
  const readable = !row.redacted && (!row.hidden || moderating || (viewer !== null && isStaff(viewer)));
  return Object.assign(new RevisionView(), {
    id: row.id,
    createdAt: new Date(row.created_at),
    editorId: row.editor_id,
    reason: row.reason,
    isHidden: row.hidden,
    isRedacted: row.redacted,
    isReported: row.reported,
    viewerCanDelete: !!viewer && post.author?.id === viewer.id && !row.reported,
    markdown: readable ? row.markdown : null,
    next,
  });
}
