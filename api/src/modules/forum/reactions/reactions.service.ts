import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import type { AppDeps } from "../../../deps.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import { notFound } from "../../../core/errors.js";
import type { Viewer } from "../../../core/viewer.js";
import { isForumId } from "../reading/forum.service.js";
import { Post } from "../posts/post.entity.js";
import type { ReactionKind } from "./reaction.entity.js";
import type { NotificationsService } from "../../notifications/notifications.service.js";
import { assertNotBanned } from "../../members/ban-guard.js";
import { announceThreadChange } from "../live/forum-live.js";
import { DELETE_REACTION, INSERT_REACTION } from "./reactions.queries.js";

/** Reactions: one of six kinds per member and post, toggled; at most 50 given a day (SECURITY.md). */
export class ReactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly notifications: NotificationsService,
  ) {}

  /** Takes the viewer's reaction of this kind back, or gives it; returns the post. */
  async toggle(viewer: Viewer, postId: string, kind: ReactionKind): Promise<Post> {
    await assertNotBanned(this.em, viewer);
    const post = isForumId(postId)
      ? await this.em.findOne(Post, { id: postId }, { populate: ["thread"] })
      : null;
    // A deleted thread's posts take no reactions (its counts and lists are gone too)
    if (!post || post.thread.isDeleted) throw notFound(messages.postNotFound);
    if (post.isDeleted) throw notFound(messages.postDeleted);
    // The thread's open pages hear of the change, in its transaction
    const removed = await this.uow.run(async (tx) => {
      const rows = await tx.execute<unknown[]>(DELETE_REACTION, [post.id, viewer.id, kind]);
      if (rows.length > 0) await announceThreadChange(tx, post.thread.id, "reactionsChanged", post);
      return rows;
    });
    if (removed.length === 0) {
      await this.deps.rateLimiter.consume("reactionsPerUser", viewer.id, messages.reactionsPerDay);
      // The post's author hears of it (grouped by the hour) in the same transaction; taking it back says nothing.
      await this.uow.run(async (tx) => {
        const added = await tx.execute<unknown[]>(INSERT_REACTION, [post.id, viewer.id, kind]);
        if (added.length === 0) return;
        await announceThreadChange(tx, post.thread.id, "reactionsChanged", post);
        if (!post.author) return;
        await this.notifications.forReaction(tx, {
          postId: post.id,
          threadId: post.thread.id,
          threadTitle: post.thread.title,
          postAuthorId: post.author.id,
          reactorId: viewer.id,
          reactorName: viewer.username,
        });
      });
    }
    return post;
  }
}
