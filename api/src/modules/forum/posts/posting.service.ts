import type { EntityManager } from "@mikro-orm/postgresql";
import {
  messages,
  postBodyError,
  validateNewThread,
  reportMessages,
  titleLanguageError,
} from "@incident-watch/schema";
import type { AppDeps } from "../../../deps.js";
import { assertValid, forbidden, notFound, ValidationError } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import { Category } from "../categories/category.entity.js";
import { canDelete, canEdit, canSeeThread } from "../forum-permissions.js";
import { insertReply, insertThread, markPostDeleted } from "../writes/forum-writes.js";
import { announceThreadChange } from "../live/forum-live.js";
import { isForumId } from "../reading/forum.service.js";
import { PostingLimits } from "./posting-limits.js";
import { renderPost } from "../rendering/post-renderer.js";
import { Post } from "./post.entity.js";
import { Thread } from "../threads/thread.entity.js";
import type { NotificationsService } from "../../notifications/notifications.service.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import type { RenderedPost } from "../rendering/post-renderer.js";
import { postExcerpt } from "../rendering/post-excerpt.js";
import type { AuditService } from "../../audit/audit.service.js";
import { moderationText, postLabel, type ForumModerationService } from "../moderation/moderation.service.js";
import { assertNotBanned } from "../../members/ban-guard.js";
import { writePostEdit, type EditReports } from "../revisions/revision-writes.js";
import { FORGET_TRANSLATIONS } from "../translations/post-translations.queries.js";
import { postEngagement } from "./post-engagement.js";

export interface NewThread {
  categoryId: string;
  title: string;
  body: string;
  language?: string | null;
}

/** A post's language is one of the site's, or not given (unknown). */
const postLanguageError = (language: string | null | undefined) =>
  language == null ? undefined : titleLanguageError(language);

/** Stored bodies lose trailing whitespace (so a re-submitted text is recognised as a duplicate). */
const storedBody = (body: string) => body.replace(/\s+$/, "");

/** What a new post tells the notifications (written in the post's transaction). */
const postFacts = (viewer: Viewer, markdown: string, rendered: RenderedPost) => ({
  authorId: viewer.id,
  content: postExcerpt(markdown),
  mentionedUserIds: rendered.mentionedUserIds,
  quotedAuthorIds: rendered.quotedAuthorIds,
});

/**
 * Writing in the forum: threads, replies, edits (history kept) and deletions (tombstones). The
 * notifications a post causes are written in its transaction and announced after it commits.
 */
export class PostingService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "rateLimiter" | "config">,
    private readonly uow: UnitOfWork,
    private readonly notifications: NotificationsService,
    private readonly moderation: ForumModerationService,
    private readonly audit: AuditService,
    private readonly reports: EditReports,
  ) {}

  async createThread(viewer: Viewer, input: NewThread): Promise<Thread> {
    await assertNotBanned(this.em, viewer);
    assertValid({ ...validateNewThread(input), language: postLanguageError(input.language) });
    const category = isForumId(input.categoryId)
      ? await this.em.findOne(Category, { id: input.categoryId })
      : null;
    if (!category) throw new ValidationError({ categoryId: messages.categoryNotFound });
    const markdown = storedBody(input.body);
    const limits = await this.limits(viewer);
    await limits.refuseDuplicate(markdown);
    await limits.countThread();
    const rendered = await this.render(viewer, markdown);
    const title = input.title.trim().replace(/\s+/g, " ");
    const { threadId } = await this.uow.run(async (tx) => {
      const written = await insertThread(tx, {
        categoryId: category.id,
        authorId: viewer.id,
        title,
        markdown,
        html: rendered.html,
        language: input.language ?? null,
      });
      const facts = {
        ...postFacts(viewer, markdown, rendered),
        ...written,
        threadTitle: title,
        categoryId: category.id,
        opensThread: true,
      };
      await this.notifications.forPost(tx, facts);
      return written;
    });
    return this.em.findOneOrFail(Thread, { id: threadId });
  }

  async createPost(viewer: Viewer, threadId: string, body: string, language?: string | null): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    assertValid({ body: postBodyError(body), language: postLanguageError(language) });
    const thread = await this.thread(viewer, threadId);
    if (thread.isDeleted) throw forbidden(reportMessages.threadDeletedNoReplies);
    if (thread.isLocked && !isStaff(viewer)) throw forbidden(messages.threadLocked);
    const markdown = storedBody(body);
    const limits = await this.limits(viewer);
    await limits.refuseDuplicate(markdown);
    await limits.countReply();
    const rendered = await this.render(viewer, markdown);
    const written = await this.uow.run(async (tx) => {
      const ids = await insertReply(tx, {
        threadId: thread.id,
        authorId: viewer.id,
        markdown,
        html: rendered.html,
        language: language ?? null,
        evenIfLocked: isStaff(viewer),
      });
      if (ids) {
        const facts = {
          ...postFacts(viewer, markdown, rendered),
          threadId: thread.id,
          threadTitle: ids.threadTitle,
          categoryId: thread.category?.id ?? null,
          postId: ids.postId,
        };
        await this.notifications.forPost(tx, facts);
      }
      return ids;
    });
    // Locked (or deleted) between the check above and the write
    if (!written) throw forbidden(messages.threadLocked);
    return this.em.findOneOrFail(Post, { id: written.postId });
  }

  /**
   * Changes a post's text; the previous text is kept in its history with who changed it and why,
   * except for the author's own correction in the first minutes (see keepsRevision).
   */
  async editPost(viewer: Viewer, postId: string, body: string, reason?: string | null): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    assertValid({ body: postBodyError(body) });
    const why = moderationText(reason);
    const { post, thread } = await this.post(viewer, postId);
    if (!canEdit(viewer, post, thread)) throw forbidden(thread.isLocked ? messages.threadLocked : undefined);
    const markdown = storedBody(body);
    if (markdown === post.markdown) return post;
    await this.deps.rateLimiter.consume("editsPerUser", viewer.id, messages.editingTooFast);
    const { html } = await this.render(viewer, markdown);
    await this.uow.run(async (tx) => {
      const revisionId = await writePostEdit(tx, { viewer, post, markdown, html, reason: why }, this.reports);
      await tx.execute(FORGET_TRANSLATIONS, [post.id]);
      // a material change (one that kept a revision) is told to those who reacted or quoted
      if (revisionId)
        await this.notifications.forPostChanged(tx, {
          postId: post.id,
          threadId: thread.id,
          threadTitle: thread.title,
          ...(await postEngagement(tx, post.id)),
          editorId: viewer.id,
          editorName: viewer.username,
        });
      await announceThreadChange(tx, thread.id, "postEdited", post);
      // Staff changing someone else's words is a staff action
      if (post.author?.id !== viewer.id)
        this.audit.record(tx, {
          actor: viewer,
          action: "post.edit",
          targetType: "post",
          targetId: post.id,
          targetLabel: postLabel(post, thread),
          reason: why,
          details: { authorId: post.author?.id ?? null },
        });
    });
    return this.em.findOneOrFail(Post, { id: post.id }, { refresh: true });
  }

  /** Leaves a tombstone that keeps the post's number (so every page stays where it was). */
  async deletePost(viewer: Viewer, postId: string, reason?: string | null): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    const why = moderationText(reason);
    const { post, thread } = await this.post(viewer, postId, { deleted: true });
    // A deleted thread's posts are out of every count already: restore the thread first
    if (thread.isDeleted) throw forbidden(reportMessages.threadDeletedRestoreFirst);
    if (post.isDeleted) {
      if (post.author?.id === viewer.id || isStaff(viewer)) return post;
      throw forbidden();
    }
    if (!canDelete(viewer, post, thread)) {
      const own = post.author?.id === viewer.id;
      if (own && post.number === 1) throw forbidden(messages.firstPostDeleteStaffOnly);
      throw forbidden(own && thread.isLocked ? messages.threadLocked : undefined);
    }
    if (post.author?.id === viewer.id) {
      await this.uow.run(async (tx) => {
        if (await markPostDeleted(tx, post.id)) await this.notifications.forPostDeleted(tx, post.id);
      });
    } else {
      // Staff removing someone else's post: audited in the same transaction
      await this.uow.run((tx) => this.moderation.deletePostInTx(tx, viewer, post, why));
    }
    return this.em.findOneOrFail(Post, { id: post.id }, { refresh: true });
  }

  /** On the posts' render lane, paid from the member's render time. */
  private render(viewer: Viewer, markdown: string): Promise<RenderedPost> {
    return renderPost(this.em, this.deps, markdown, { lane: "posts", key: viewer.id, field: "body" });
  }

  private limits(viewer: Viewer): Promise<PostingLimits> {
    return PostingLimits.of(this.em, this.deps.rateLimiter, this.deps.config.rateLimitFactor, viewer.id);
  }

  /** A deleted thread is not found, except by staff. */
  private async thread(viewer: Viewer, id: string): Promise<Thread> {
    const thread = isForumId(id) ? await this.em.findOne(Thread, { id }) : null;
    if (!thread || !canSeeThread(viewer, thread)) throw notFound(messages.threadNotFound);
    return thread;
  }

  private async post(
    viewer: Viewer,
    id: string,
    options: { deleted?: boolean } = {},
  ): Promise<{ post: Post; thread: Thread }> {
    const post = isForumId(id) ? await this.em.findOne(Post, { id }, { populate: ["thread"] }) : null;
    if (!post || !canSeeThread(viewer, post.thread)) throw notFound(messages.postNotFound);
    if (post.isDeleted && !options.deleted) throw notFound(messages.postDeleted);
    return { post, thread: post.thread };
  }
}
