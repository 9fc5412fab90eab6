import { announce } from "../changes.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { postBodyError, THREAD_TITLE_MAX } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { assertValid, notFound } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { Event, EventStatus } from "../events/event.entity.js";
import type { IncidentChangeKind } from "../events/live/incident-changes.js";
import { assertNotBanned } from "../members/ban-guard.js";
import type { ForumModerationService } from "../forum/moderation/moderation.service.js";
import type { PostingService } from "../forum/posts/posting.service.js";
import { Post } from "../forum/posts/post.entity.js";
import { renderPostInProcess } from "../forum/rendering/post-renderer.js";
import { Thread } from "../forum/threads/thread.entity.js";
import { incidentDiscussionCategory, insertThread } from "../forum/writes/forum-writes.js";
import { latestReplyIds } from "../forum/reading/thread-summaries.js";
import type { EventFilter } from "../events/event.inputs.js";
import { discussionsPerMonth } from "../events/incident-statistics.js";
import { filterConditions } from "../events/research/event-search.js";
import type { DiscussionMonthCount } from "./incident-discussion.type.js";
import {
  DISCUSSION_THREAD,
  LINK_DISCUSSION,
  LOCK_EVENT_FOR_DISCUSSION,
  MARK_REPUBLISHED,
  MARK_WITHDRAWN,
} from "./incident-discussions.queries.js";

const LATEST_POSTS_MAX = 20;
/** The category's name and description as the migration made it (moderators may change them). */
const DEFAULT_CATEGORY = [
  "Incident discussions",
  "One thread for each published incident: what readers saw, asked and found.",
] as const;
const isEventId = (id: string) => /^\d{1,18}$/.test(id);

/** A thread title is at most THREAD_TITLE_MAX characters: a longer incident title is shortened with "…". */
export function discussionTitle(title: string): string {
  const chars = [...title.trim().replace(/\s+/g, " ")];
  return chars.length <= THREAD_TITLE_MAX
    ? chars.join("")
    : `${chars.slice(0, THREAD_TITLE_MAX - 1).join("")}…`;
}

/**
 * One forum thread per published incident (decision 150). The thread is made with the first member's post:
 * its opening post is the site's (the incident's address, no author), and every member's post is a reply
 * written by the forum's own posting service, so its limits, bans, quotes, mentions and live updates apply.
 */
export class IncidentDiscussionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config">,
    private readonly uow: UnitOfWork,
    private readonly posting: PostingService,
    private readonly moderation: ForumModerationService,
  ) {}

  /** A member's post in a published incident's discussion; the first one makes the thread. */
  async post(viewer: Viewer, eventId: string, body: string, language?: string | null): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    assertValid({ body: postBodyError(body) });
    const event = isEventId(eventId) ? await this.em.findOne(Event, { id: eventId }) : null;
    // a pending or withdrawn incident has no discussion to post in
    if (!event || event.status !== EventStatus.approved) throw notFound();
    const threadId = (await this.threadId(this.em, event.id)) ?? (await this.open(event));
    const post = await this.posting.createPost(viewer, threadId, body, language);
    // posting in its discussion follows the incident (unless the member turned that off or chose already)
    await this.uow.run((tx) =>
      announce(this.uow, tx, "incidentJoined", { eventId: event.id, memberId: viewer.id, how: "posted" }),
    );
    return post;
  }

  /**
   * Follows a public change in the transaction that makes it: a withdrawn incident's discussion is locked
   * with the public reason, and opened again when the incident is published again.
   */
  async afterPublicChange(
    tx: EntityManager,
    viewer: Viewer,
    eventId: string,
    kind: IncidentChangeKind,
    reason: string | null,
  ): Promise<void> {
    if (kind === "withdrawn") {
      const [row] = await tx.execute<{ threadId: string }[]>(MARK_WITHDRAWN, [reason, eventId]);
      if (row) await this.setLocked(tx, viewer, row.threadId, true, reason);
    } else if (kind === "published") {
      const [row] = await tx.execute<{ threadId: string }[]>(MARK_REPUBLISHED, [eventId]);
      if (row) await this.setLocked(tx, viewer, row.threadId, false, null);
    }
  }

  /** The newest `count` (at most 20) members' posts, oldest of them first. */
  async latestPosts(threadId: string, count: number): Promise<Post[]> {
    const limit = Math.min(Math.max(count, 0), LATEST_POSTS_MAX);
    if (limit === 0) return [];
    const ids = await latestReplyIds(this.em, threadId, limit);
    return this.em.find(Post, { id: { $in: ids } }, { orderBy: { number: "asc" } });
  }

  /**
   * Discussions started per month of the published incidents matching the filter, oldest first, every
   * month from the first one's to the last one's (empty ones too); none when no discussion has started.
   */
  async perMonth(filter: EventFilter | null): Promise<DiscussionMonthCount[]> {
    return discussionsPerMonth(this.em, filterConditions(filter));
  }

  private async setLocked(
    tx: EntityManager,
    viewer: Viewer,
    threadId: string,
    locked: boolean,
    why: string | null,
  ) {
    const thread = await tx.findOne(Thread, { id: threadId });
    if (thread) await this.moderation.setLockedInTx(tx, viewer, thread, locked, why);
  }

  private async threadId(em: EntityManager, eventId: string): Promise<string | null> {
    const [row] = await em.execute<{ threadId: string }[]>(DISCUSSION_THREAD, [eventId]);
    return row?.threadId ?? null;
  }

  /** Makes the incident's thread with the site's opening post, once however many post at the same time. */
  private async open(event: Event): Promise<string> {
    const address = `${this.deps.config.publicUrl.replace(/\/+$/, "")}/incident/${event.id}`;
    const { html } = await renderPostInProcess(this.em, address, this.deps.config.publicUrl);
    return this.uow.run(async (tx) => {
      await tx.execute(LOCK_EVENT_FOR_DISCUSSION, [Number(event.id) % 2 ** 31]);
      const existing = await this.threadId(tx, event.id);
      if (existing) return existing;
      const categoryId = await incidentDiscussionCategory(tx, ...DEFAULT_CATEGORY);
      const { threadId } = await insertThread(tx, {
        categoryId,
        authorId: null,
        title: discussionTitle(event.title),
        markdown: address,
        html,
        language: event.titleLanguage,
      });
      await tx.execute(LINK_DISCUSSION, [event.id, threadId]);
      return threadId;
    });
  }
}
