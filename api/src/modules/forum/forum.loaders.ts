import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "./categories/category.entity.js";
import { REACTION_KINDS, type ReactionKind } from "./reactions/reaction.entity.js";
import { Thread } from "./threads/thread.entity.js";
import { readStateLoader } from "./read-state/thread-reads.js";
import { editedAfterViewerLoader } from "./revisions/edited-after-viewer.js";
import { LATEST_EDITORS, REACTION_TALLIES, userStatsCount } from "./loaders.queries.js";

export interface ReactionKey {
  postId: string;
  /** The viewer, whose own reactions are marked; null for visitors. */
  viewerId: string | null;
}

export interface ReactionTally {
  kind: ReactionKind;
  count: number;
  reacted: boolean;
}

const byIds = <T extends { id: string }>(ids: readonly string[], rows: T[]) => {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
};

/**
 * A member's post or thread count, one query for every member on a page: read from the counters the
 * database keeps (forum_user_stats), so a member with 100,000 posts costs what a new one does.
 */
function countLoader(em: EntityManager, column: "post_count" | "thread_count") {
  return new DataLoader<string, number>(async (userIds) => {
    const rows = await em.execute<{ id: string; n: number }[]>(userStatsCount(column), [[...userIds]]);
    const counts = new Map(rows.map((row) => [row.id, Number(row.n)]));
    return userIds.map((id) => counts.get(id) ?? 0);
  });
}

/** Per-request batching for the forum's relation fields: each kind of lookup is one query per page. */
export function createForumLoaders(em: EntityManager) {
  return {
    threadById: new DataLoader<string, Thread | null>(async (ids) =>
      byIds(ids, await em.find(Thread, { id: { $in: [...ids] } })),
    ),
    categoryById: new DataLoader<string, Category | null>(async (ids) =>
      byIds(ids, await em.find(Category, { id: { $in: [...ids] } })),
    ),
    /** All six kinds per post in enum order, with whether the viewer gave each. */
    reactionsByPost: new DataLoader<ReactionKey, ReactionTally[], string>(
      async (keys) => {
        // A request has one viewer, so this is one query per page
        const viewers = [...new Set(keys.map((key) => key.viewerId))];
        const tallies = new Map<string, ReactionTally[]>();
        for (const viewerId of viewers) {
          const postIds = keys.filter((key) => key.viewerId === viewerId).map((key) => key.postId);
          for (const [postId, tally] of await reactionTallies(em, postIds, viewerId))
            tallies.set(`${viewerId ?? ""}:${postId}`, tally);
        }
        return keys.map((key) => tallies.get(`${key.viewerId ?? ""}:${key.postId}`)!);
      },
      { cacheKeyFn: (key) => `${key.viewerId ?? ""}:${key.postId}` },
    ),
    /** Who made each post's latest edit (null when that account is gone). */
    lastEditorByPost: new DataLoader<string, string | null>(async (postIds) => {
      const rows = await em.execute<{ post_id: string; editor_id: string | null }[]>(LATEST_EDITORS, [
        [...postIds],
      ]);
      const editors = new Map(rows.map((row) => [row.post_id, row.editor_id]));
      return postIds.map((id) => editors.get(id) ?? null);
    }),
    /** The viewer's unread marker of each thread in a list. */
    readStateByThread: readStateLoader(em),
    /** Whether the viewer reacted to or quoted each post before its latest material edit. */
    editedAfterViewerByPost: editedAfterViewerLoader(em),
    postCountByUser: countLoader(em, "post_count"),
    threadCountByUser: countLoader(em, "thread_count"),
  };
}

async function reactionTallies(
  em: EntityManager,
  postIds: string[],
  viewerId: string | null,
): Promise<Map<string, ReactionTally[]>> {
  const rows = await em.execute<{ post_id: string; kind: ReactionKind; n: number; mine: boolean }[]>(
    REACTION_TALLIES,
    [viewerId ?? NO_USER, postIds],
  );
  return new Map(
    postIds.map((postId) => [
      postId,
      REACTION_KINDS.map((kind) => {
        const row = rows.find((r) => r.post_id === postId && r.kind === kind);
        return { kind, count: row ? Number(row.n) : 0, reacted: viewerId !== null && row?.mine === true };
      }),
    ]),
  );
}

// Matches nobody: a visitor has reacted to nothing
const NO_USER = "00000000-0000-0000-0000-000000000000";
