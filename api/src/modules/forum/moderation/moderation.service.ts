import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, MODERATION_NOTE_MAX, reportMessages } from "@incident-watch/schema";
import { forbidden, notFound, ValidationError } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import type { AuditService } from "../../audit/audit.service.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import { assertNotBanned } from "../../members/ban-guard.js";
import type { NotificationsService } from "../../notifications/notifications.service.js";
import type { RemovedNotifications } from "../../notifications/notification-fanout.js";
import { Category } from "../categories/category.entity.js";
import {
  markPostDeleted,
  markPostRestored,
  markThreadDeleted,
  moveThreadRow,
} from "../writes/forum-writes.js";
import { isForumId } from "../reading/forum.service.js";
import { announceThreadChange } from "../live/forum-live.js";
import { Post } from "../posts/post.entity.js";
import { Thread } from "../threads/thread.entity.js";
import { SET_PINNED, SET_LOCKED } from "./moderation.queries.js";

/** A reason or note as stored: trimmed, empty is none, at most 1000 characters. */
export function moderationText(text: string | null | undefined, field = "reason"): string | null {
  const trimmed = text?.trim() ?? "";
  if (Array.from(trimmed).length > MODERATION_NOTE_MAX)
    throw new ValidationError({
      [field]: field === "note" ? reportMessages.noteTooLong : reportMessages.reasonTooLong,
    });
  return trimmed || null;
}

export const postLabel = (post: Post, thread: Thread) => `#${post.number} in "${thread.title}"`;

/**
 * Staff moderation in place: pin, lock, move, delete and restore threads and posts. Each change and its
 * audit entry commit together. The *InTx methods run inside a caller's transaction (resolving a report).
 */
export class ForumModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async setPinned(viewer: Viewer, threadId: string, pinned: boolean): Promise<Thread> {
    const thread = await this.thread(viewer, threadId);
    if (thread.isPinned === pinned) return thread;
    await this.uow.run(async (tx) => {
      await tx.execute(SET_PINNED, [pinned, thread.id]);
      await announceThreadChange(tx, thread.id, pinned ? "threadPinned" : "threadUnpinned");
      this.recordThread(tx, viewer, thread, pinned ? "thread.pin" : "thread.unpin", null, {
        isPinned: { from: !pinned, to: pinned },
      });
    });
    return this.reload(thread);
  }

  async setLocked(
    viewer: Viewer,
    threadId: string,
    locked: boolean,
    reason?: string | null,
  ): Promise<Thread> {
    const why = moderationText(reason);
    const thread = await this.thread(viewer, threadId);
    if (thread.isLocked === locked) return thread;
    await this.uow.run(async (tx) => this.setLockedInTx(tx, viewer, thread, locked, why));
    return this.reload(thread);
  }

  /** Locks or unlocks inside the caller's transaction, with its audit entry; false when unchanged. */
  async setLockedInTx(
    tx: EntityManager,
    viewer: Viewer,
    thread: Thread,
    locked: boolean,
    reason: string | null,
  ) {
    const changed = await tx.execute<unknown[]>(SET_LOCKED, [locked, thread.id, locked]);
    if (changed.length === 0) return false;
    await announceThreadChange(tx, thread.id, locked ? "threadLocked" : "threadUnlocked");
    this.recordThread(tx, viewer, thread, locked ? "thread.lock" : "thread.unlock", reason, {
      isLocked: { from: !locked, to: locked },
    });
    return true;
  }

  /** Moves a thread to another category; both categories' counts change in the same transaction. */
  async moveThread(viewer: Viewer, threadId: string, categoryId: string, reason?: string | null) {
    const why = moderationText(reason);
    const thread = await this.thread(viewer, threadId);
    const to = isForumId(categoryId) ? await this.em.findOne(Category, { id: categoryId }) : null;
    if (!to) throw notFound(messages.categoryNotFound);
    if (thread.category?.id === to.id)
      throw new ValidationError({ categoryId: reportMessages.threadAlreadyInCategory });
    await this.uow.run(async (tx) => {
      if (!(await moveThreadRow(tx, thread.id, to.id)))
        throw new ValidationError({ categoryId: reportMessages.threadAlreadyInCategory });
      this.recordThread(tx, viewer, thread, "thread.move", why, {
        categoryId: { from: thread.category?.id ?? null, to: to.id },
        category: { to: to.name },
      });
    });
    return this.reload(thread);
  }

  async setDeleted(viewer: Viewer, threadId: string, deleted: boolean, reason?: string | null) {
    const why = moderationText(reason);
    const thread = await this.thread(viewer, threadId);
    await this.uow.run(async (tx) => {
      if (!(await markThreadDeleted(tx, thread.id, deleted))) return;
      this.recordThread(tx, viewer, thread, deleted ? "thread.delete" : "thread.restore", why, {
        isDeleted: { from: !deleted, to: deleted },
      });
    });
    return this.reload(thread);
  }

  /** Brings a deleted post back (its reactions and notifications stay gone). */
  async restorePost(viewer: Viewer, postId: string, reason?: string | null): Promise<Post> {
    const why = moderationText(reason);
    const post = await this.post(viewer, postId);
    if (post.thread.isDeleted) throw forbidden(reportMessages.threadDeletedRestoreFirst);
    await this.uow.run(async (tx) => {
      if (!(await markPostRestored(tx, post.id))) return;
      this.audit.record(tx, {
        actor: viewer,
        action: "post.restore",
        targetType: "post",
        targetId: post.id,
        targetLabel: postLabel(post, post.thread),
        reason: why,
      });
    });
    return this.em.findOneOrFail(Post, { id: post.id }, { refresh: true });
  }

  /**
   * Deletes a post inside the caller's transaction (any post, the opening one too) with its audit entry;
   */
  async deletePostInTx(tx: EntityManager, viewer: Viewer, post: Post, reason: string | null) {
    const removed: RemovedNotifications = new Map();
    // A deleted thread's posts are hidden and out of the counts already
    if (post.thread.isDeleted) return removed;
    if (!(await markPostDeleted(tx, post.id))) return removed;
    const notified = await this.notifications.forPostDeleted(tx, post.id);
    this.audit.record(tx, {
      actor: viewer,
      action: "post.delete",
      targetType: "post",
      targetId: post.id,
      targetLabel: postLabel(post, post.thread),
      reason,
      details: post.author ? { authorId: post.author.id } : {},
    });
    return notified;
  }

  private recordThread(
    tx: EntityManager,
    viewer: Viewer,
    thread: Thread,
    action: string,
    reason: string | null,
    details: Record<string, unknown>,
  ) {
    this.audit.record(tx, {
      actor: viewer,
      action,
      targetType: "thread",
      targetId: thread.id,
      targetLabel: thread.title,
      reason,
      details,
    });
  }

  private reload(thread: Thread): Promise<Thread> {
    return this.em.findOneOrFail(Thread, { id: thread.id }, { refresh: true });
  }

  /** Staff find deleted threads too. */
  private async thread(viewer: Viewer, id: string): Promise<Thread> {
    if (!isStaff(viewer)) throw forbidden();
    await assertNotBanned(this.em, viewer);
    const thread = isForumId(id) ? await this.em.findOne(Thread, { id }) : null;
    if (!thread) throw notFound(messages.threadNotFound);
    return thread;
  }

  private async post(viewer: Viewer, id: string): Promise<Post> {
    if (!isStaff(viewer)) throw forbidden();
    await assertNotBanned(this.em, viewer);
    const post = isForumId(id) ? await this.em.findOne(Post, { id }, { populate: ["thread"] }) : null;
    if (!post) throw notFound(messages.postNotFound);
    return post;
  }
}
