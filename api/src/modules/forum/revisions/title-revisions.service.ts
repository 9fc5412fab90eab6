import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, threadTitleError } from "@incident-watch/schema";
import { assertValid, forbidden, notFound } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import type { AppDeps } from "../../../deps.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import { sqlArray } from "../../../db/sql-array.js";
import type { ModuleHooks } from "../../app-module.js";
import type { AuditService } from "../../audit/audit.service.js";
import { assertNotBanned } from "../../members/ban-guard.js";
import { announceThreadChange } from "../live/forum-live.js";
import { moderationText } from "../moderation/moderation.service.js";
import { isForumId } from "../reading/forum.service.js";
import { Thread } from "../threads/thread.entity.js";
import { keepsRevision } from "./revision-policy.js";
import { TitleRevisionView } from "./title-revision.types.js";
import * as sql from "./title-revisions.queries.js";

interface TitleRevisionRow {
  id: string;
  thread_id: string;
  editor_id: string | null;
  title: string;
  reason: string | null;
  hidden: boolean;
  redacted: boolean;
  created_at: Date;
}

/** Titles are stored on one line, as a new thread's is. */
const storedTitle = (title: string) => title.trim().replace(/\s+/g, " ");

/**
 * A thread's title: its opening post's author (while the thread is open) and staff change it, under the
 * rule posts' texts follow (keepsRevision), and its earlier titles are read, hidden and redacted as a
 * post's earlier texts are.
 */
export class ThreadTitlesService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly reports: Pick<ModuleHooks, "threadReported">,
  ) {}

  async edit(viewer: Viewer, threadId: string, title: string, reason?: string | null): Promise<Thread> {
    await assertNotBanned(this.em, viewer);
    assertValid({ title: threadTitleError(title) });
    const why = moderationText(reason);
    const thread = await this.thread(viewer, threadId);
    const own = thread.author?.id === viewer.id;
    if (!isStaff(viewer) && !(own && !thread.isLocked))
      throw forbidden(own && thread.isLocked ? messages.threadLocked : undefined);
    const next = storedTitle(title);
    if (next === thread.title) return thread;
    await this.deps.rateLimiter.consume("editsPerUser", viewer.id, messages.editingTooFast);
    await this.uow.run(async (tx) => {
      const edited = { author: thread.author, createdAt: thread.createdAt, editedBy: thread.titleEditedBy };
      // a title edit while the thread is reported keeps the title the report may be about
      const keep =
        keepsRevision({ viewer, post: edited, reason: why, reported: false }) ||
        (await this.reports.threadReported(tx, thread.id));
      if (keep) {
        await tx.execute(sql.INSERT_TITLE_REVISION, [thread.id, viewer.id, thread.title, why]);
        await tx.execute(sql.THIN_TITLE_REVISIONS, [thread.id, sql.TITLE_REVISIONS_KEPT]);
      }
      await tx.execute(sql.UPDATE_THREAD_TITLE, [next, viewer.id, thread.id]);
      await announceThreadChange(tx, thread.id, "threadRenamed");
      // staff changing someone else's title is a staff action
      if (!own)
        this.audit.record(tx, {
          actor: viewer,
          action: "thread.rename",
          targetType: "thread",
          targetId: thread.id,
          targetLabel: next,
          reason: why,
          details: { title: { from: thread.title, to: next }, authorId: thread.author?.id ?? null },
        });
    });
    return this.em.findOneOrFail(Thread, { id: thread.id }, { refresh: true });
  }

  /** Threads' titles now by id, in one query (what names a thread elsewhere: a push, a mail). */
  async titles(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.map(String))];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; title: string }>>(sql.THREAD_TITLES, [
      sqlArray(unique),
    ]);
    return new Map(rows.map((row) => [String(row.id), row.title]));
  }

  /** Newest first, each with the title that replaced it. */
  async ofThread(viewer: Viewer | null, threadId: string): Promise<TitleRevisionView[]> {
    const thread = await this.thread(viewer, threadId);
    const rows = await this.em.execute<TitleRevisionRow[]>(sql.THREAD_TITLE_REVISIONS, [thread.id]);
    let next: string | null = thread.title;
    return rows.map((row) => {
      const view = toView(viewer, row, next);
      next = view.title;
      return view;
    });
  }

  /** Staff hide an earlier title (readers see one was hidden) or redact it; both audited. */
  async moderate(viewer: Viewer, id: string, action: "hide" | "redact", reason?: string | null) {
    await assertNotBanned(this.em, viewer);
    if (!isStaff(viewer)) throw forbidden();
    const why = moderationText(reason);
    const [row] = isForumId(id) ? await this.em.execute<TitleRevisionRow[]>(sql.TITLE_REVISION, [id]) : [];
    if (!row) throw notFound(messages.revisionNotFound);
    const thread = await this.em.findOneOrFail(Thread, { id: row.thread_id });
    await this.uow.run(async (tx) => {
      if (action === "hide") await tx.execute(sql.SET_TITLE_REVISION_HIDDEN, [viewer.id, row.id]);
      else await tx.execute(sql.SET_TITLE_REVISION_REDACTED, [row.id]);
      this.audit.record(tx, {
        actor: viewer,
        action: action === "hide" ? "thread.titleRevisionHide" : "thread.titleRevisionRedact",
        targetType: "thread",
        targetId: thread.id,
        targetLabel: thread.title,
        reason: why,
        details: { titleRevisionId: row.id, authorId: thread.author?.id ?? null },
      });
    });
    const [changed] = await this.em.execute<TitleRevisionRow[]>(sql.TITLE_REVISION, [row.id]);
    return toView(viewer, changed!, null);
  }

  /** A deleted thread is not found, except by staff. */
  private async thread(viewer: Viewer | null, id: string): Promise<Thread> {
    const thread = isForumId(id) ? await this.em.findOne(Thread, { id }) : null;
    if (!thread || (thread.isDeleted && !(viewer && isStaff(viewer))))
      throw notFound(messages.threadNotFound);
    return thread;
  }
}

function toView(viewer: Viewer | null, row: TitleRevisionRow, next: string | null): TitleRevisionView {
  const readable = !row.redacted && (!row.hidden || (viewer !== null && isStaff(viewer)));
  return Object.assign(new TitleRevisionView(), {
    id: row.id,
    createdAt: new Date(row.created_at),
    editorId: row.editor_id,
    reason: row.reason,
    isHidden: row.hidden,
    isRedacted: row.redacted,
    title: readable ? row.title : null,
    next,
  });
}
