import type { MikroORM } from "@mikro-orm/postgresql";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import type { SharedRecords } from "../../app-module.js";
import { canDelete, canEdit, canReply } from "../forum-permissions.js";
import type { Post } from "../posts/post.entity.js";
import { markThreadRead } from "../read-state/thread-reads.js";
import { isForumId } from "../reading/forum.service.js";
import type { Thread } from "./thread.entity.js";
import {
  applyMemberView,
  memberOverlayPlan,
  postIdsIn,
  type MemberOverlayPlan,
  type MemberThreadView,
  type ThreadAnswer,
} from "./member-overlay.js";
import { MEMBER_POSTS, THREAD_VERSIONS } from "./shared-thread-answers.queries.js";
import { TurnBatch } from "../../../infra/turn-batch.js";
import { viewerKey, type ViewCounter } from "./views.js";
import { engagementsBeforeEdit, type ViewerEngagement } from "../revisions/edited-after-viewer.js";

/** What a thread's shared answer was made from: its version, and whether it is locked. */
export interface ThreadState {
  version: number;
  isLocked: boolean;
}

/**
 * A thread page's shared answer (the transport's SharedRecords): served while the thread's version is
 * unchanged, counting the view that serving it is, and to a member with their own part filled in by the
 * rules the resolvers use (member-overlay.ts). Staff's pages run whole: they see deleted posts.
 */
export function sharedThreadAnswers(
  orm: MikroORM,
  views: ViewCounter,
): SharedRecords<ThreadState, MemberOverlayPlan> {
  // every page of a busy thread asks for its version: the requests of one turn share one statement
  const versions = new TurnBatch<string, ThreadState>(async (ids) => {
    const rows = await orm.em
      .getConnection()
      .execute<{ id: string; version: number; is_locked: boolean }[]>(THREAD_VERSIONS, [
        `{${ids.join(",")}}`,
      ]);
    return new Map(rows.map((row) => [row.id, { version: Number(row.version), isLocked: row.is_locked }]));
  });
  return {
    rootField: "thread",
    idArgument: "id",
    memberPlan: memberOverlayPlan,
    async state(threadId) {
      if (!isForumId(threadId)) return null;
      return (await versions.load(String(BigInt(threadId)))) ?? null;
    },
    viewed(threadId, viewer, ip) {
      views.record(threadId, viewerKey(viewer, { ip }));
    },
    servesMember: (viewer) => !isStaff(viewer),
    async fillIn(answer, plan, viewer, threadId, state) {
      const parsed = answer as ThreadAnswer;
      const postIds = plan.posts ? postIdsIn(parsed) : [];
      const view = await memberView(orm, viewer, threadId, state, postIds, plan.editedAfterViewer);
      applyMemberView(parsed, plan, view);
    },
  };
}

/**
 * A member's (never staff's) part of a page showing `postIds`, by the rules the resolvers use: one
 * statement. Being shown the page moves their read marker on, as reading it through GraphQL does.
 */
async function memberView(
  orm: MikroORM,
  viewer: Viewer,
  threadId: string,
  state: ThreadState,
  postIds: string[],
  withEngagements: boolean,
): Promise<MemberThreadView> {
  const thread = { id: threadId, isLocked: state.isLocked } as Thread;
  const view: MemberThreadView = { canReply: !viewer.ban && canReply(viewer, thread), posts: new Map() };
  if (postIds.length === 0) return view;
  const em = orm.em.fork();
  const rows = await em.execute<
    { id: string; number: number; is_deleted: boolean; mine: boolean | null; kinds: string[] }[]
  >(MEMBER_POSTS, [viewer.id, viewer.id, threadId, postIds]);
  const engagements = withEngagements
    ? await engagementsBeforeEdit(em, viewer.id, postIds)
    : new Map<string, ViewerEngagement>();
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
      editedAfterViewer: row.is_deleted ? null : (engagements.get(row.id) ?? null),
    });
  }
  if (last > 0) await markThreadRead(em, viewer.id, threadId, last);
  return view;
}
