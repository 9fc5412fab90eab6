import type { MikroORM } from "@mikro-orm/postgresql";
import type { Viewer } from "../../../core/viewer.js";
import { canDelete, canEdit, canReply } from "../forum-permissions.js";
import type { Post } from "../posts/post.entity.js";
import { markThreadRead } from "../read-state/thread-reads.js";
import { isForumId } from "../reading/forum.service.js";
import type { Thread } from "./thread.entity.js";
import { MEMBER_POSTS, THREAD_VERSION } from "./shared-thread-answers.queries.js";
import { viewerKey, type ViewCounter } from "./views.js";

/** What a thread's shared answer was made from: its version, and whether it is locked. */
export interface ThreadState {
  version: number;
  isLocked: boolean;
}

/** A member's own part of a thread page: what they may do, and which reactions are theirs. */
export interface MemberThreadView {
  canReply: boolean;
  posts: Map<string, { canEdit: boolean; canDelete: boolean; reacted: ReadonlySet<string> }>;
}

/**
 * What a whole cached answer about a thread needs outside GraphQL: the thread's current state (the
 * answer is served only while its version is unchanged), the view that serving it counts, and a
 * member's own part of the page.
 */
export interface SharedThreadAnswers {
  /** The thread's state now; null when there is no such thread. One primary-key lookup. */
  state(threadId: string): Promise<ThreadState | null>;
  /** Counts a view of a thread answered from the cache (a visitor once per address an hour). */
  viewed(threadId: string, viewer: Viewer | null, ip: string): void;
  /**
   * A member's (never staff's) part of a page showing `postIds`, by the rules the resolvers use: one
   * statement. Being shown the page moves their read marker on, as reading it through GraphQL does.
   */
  memberView(
    viewer: Viewer,
    threadId: string,
    thread: ThreadState,
    postIds: string[],
  ): Promise<MemberThreadView>;
}

export function sharedThreadAnswers(orm: MikroORM, views: ViewCounter): SharedThreadAnswers {
  return {
    async state(threadId) {
      if (!isForumId(threadId)) return null;
      const [row] = await orm.em
        .getConnection()
        .execute<{ version: number; is_locked: boolean }[]>(THREAD_VERSION, [threadId]);
      return row ? { version: Number(row.version), isLocked: row.is_locked } : null;
    },
    viewed(threadId, viewer, ip) {
      views.record(threadId, viewerKey(viewer, { ip }));
    },
    async memberView(viewer, threadId, state, postIds) {
      const thread = { id: threadId, isLocked: state.isLocked } as Thread;
      const view: MemberThreadView = { canReply: !viewer.ban && canReply(viewer, thread), posts: new Map() };
      if (postIds.length === 0) return view;
      const em = orm.em.fork();
      const rows = await em.execute<
        { id: string; number: number; is_deleted: boolean; mine: boolean | null; kinds: string[] }[]
      >(MEMBER_POSTS, [viewer.id, viewer.id, threadId, postIds]);
      let last = 0;
      for (const row of rows) {
        const post = {
          number: Number(row.number),
          isDeleted: row.is_deleted,
          author: row.mine ? { id: viewer.id } : null,
        } as Post;
        last = Math.max(last, post.number);
        view.posts.set(row.id, {
          canEdit: !viewer.ban && canEdit(viewer, post, thread),
          canDelete: !viewer.ban && canDelete(viewer, post, thread),
          reacted: new Set(row.is_deleted ? [] : row.kinds),
        });
      }
      if (last > 0) await markThreadRead(em, viewer.id, threadId, last);
      return view;
    },
  };
}
