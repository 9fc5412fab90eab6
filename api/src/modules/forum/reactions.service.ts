import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { notFound } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import { isForumId } from "./forum.service.js";
import { Post } from "./post.entity.js";
import type { ReactionKind } from "./reaction.entity.js";
import { NotificationsService } from "../notifications/notifications.service.js";
import { assertNotBanned } from "../moderation/ban-guard.js";

/** Reactions: one of six kinds per member and post, toggled; at most 50 given a day (SECURITY.md). */
export class ReactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** Takes the viewer's reaction of this kind back, or gives it; returns the post. */
  async toggle(viewer: Viewer, postId: string, kind: ReactionKind): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    const post = isForumId(postId) ? await this.em.findOne(Post, { id: postId }) : null;
    if (!post) throw notFound(messages.postNotFound);
    if (post.isDeleted) throw notFound(messages.postDeleted);
    const removed = await this.em.execute<unknown[]>(
      "delete from forum_reactions where post_id = ? and user_id = ? and kind = ? returning id",
      [post.id, viewer.id, kind],
    );
    if (removed.length === 0) {
      await this.deps.rateLimiter.consume("reactionsPerUser", viewer.id, messages.reactionsPerDay);
      // The post's author hears of it (grouped by the hour) in the same transaction; taking it back says nothing.
      const notifications = new NotificationsService(this.em, this.deps);
      const notified = await this.em.transactional(async (tx) => {
        const added = await tx.execute<unknown[]>(
          `insert into forum_reactions (post_id, user_id, kind, created_at) values (?, ?, ?, now())
           on conflict do nothing returning id`,
          [post.id, viewer.id, kind],
        );
        if (added.length === 0 || !post.author) return null;
        return notifications.forReaction(tx, {
          postId: post.id,
          threadId: post.thread.id,
          postAuthorId: post.author.id,
          reactorId: viewer.id,
          reactorName: viewer.username,
        });
      });
      if (notified) await notifications.publish(notified);
    }
    return post;
  }
}
