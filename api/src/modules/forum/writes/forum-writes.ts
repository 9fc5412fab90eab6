import type { EntityManager } from "@mikro-orm/postgresql";
import { announceThreadChange } from "../live/forum-live.js";
import {
  INSERT_THREAD,
  INSERT_OPENING_POST,
  COUNT_NEW_THREAD_IN_CATEGORY,
  ADD_REPLY_TO_THREAD,
  INSERT_REPLY,
  CATEGORY_ONE_POST_MORE,
  MARK_POST_DELETED,
  UNCOUNT_DELETED_REPLY,
  CATEGORY_ONE_POST_LESS,
  DELETE_POST_REACTIONS,
  MARK_POST_RESTORED,
  COUNT_RESTORED_REPLY,
  REFRESH_LAST_POST,
  COUNT_LIVE_POSTS,
  ADD_THREAD_TO_CATEGORY_COUNTS,
  ADD_THREAD_TO_AUTHOR_STATS,
  ADD_POSTS_TO_AUTHOR_STATS,
  MARK_THREAD_DELETED,
  LOCK_THREAD_CATEGORY,
  MOVE_THREAD,
  INCIDENT_DISCUSSION_CATEGORY,
} from "./forum-writes.queries.js";

/**
 * The forum's writes with their counters, each in `tx`, the transaction of the unit of work that makes the
 * change: a category's and a thread's counts always match their posts, and what the change causes
 * (notifications) is written there too, as each write does its live events (forum-live.ts). Checks
 * (permissions, limits, validation) happen before, in the services.
 */

/** The id of the category that holds the incidents' discussions, made with `name` if there is none. */
export async function incidentDiscussionCategory(tx: EntityManager, name: string, description: string) {
  const [category] = await tx.execute<Array<{ id: string }>>(INCIDENT_DISCUSSION_CATEGORY, [
    name,
    description,
  ]);
  return category!.id;
}

export interface NewThreadRow {
  categoryId: string;
  /** null for a thread the site opens itself (an incident's discussion). */
  authorId: string | null;
  title: string;
  markdown: string;
  html: string;
  /** The post's language, null when its author did not say. */
  language?: string | null;
  at?: Date;
}

export async function insertThread(
  tx: EntityManager,
  row: NewThreadRow,
): Promise<{ threadId: string; postId: string }> {
  const at = row.at ?? new Date();
  const [thread] = await tx.execute<{ id: string }[]>(INSERT_THREAD, [
    row.title,
    row.categoryId,
    row.authorId,
    row.authorId,
    at,
    at,
  ]);
  const [post] = await tx.execute<{ id: string }[]>(INSERT_OPENING_POST, [
    thread!.id,
    row.authorId,
    row.markdown,
    row.html,
    row.language ?? null,
    at,
  ]);
  await tx.execute(COUNT_NEW_THREAD_IN_CATEGORY, [row.categoryId]);
  await announceThreadChange(tx, thread!.id, "threadCreated", { id: post!.id, number: 1 });
  return { threadId: thread!.id, postId: post!.id };
}

export interface NewReplyRow {
  threadId: string;
  authorId: string;
  markdown: string;
  html: string;
  language?: string | null;
  /** Staff may reply to a locked thread. */
  evenIfLocked: boolean;
  at?: Date;
}

/**
 * Adds a reply with the next number: raising the thread's post count takes its row lock, so concurrent
 * replies get consecutive numbers, and the thread's title cannot change before the reply commits. Null
 * when the thread is gone, deleted or locked (for non-staff) by then.
 */
export async function insertReply(
  tx: EntityManager,
  row: NewReplyRow,
): Promise<{ postId: string; number: number; threadTitle: string } | null> {
  const at = row.at ?? new Date();
  const [thread] = await tx.execute<{ post_count: number; category_id: string | null; title: string }[]>(
    ADD_REPLY_TO_THREAD,
    [at, at, row.authorId, row.threadId, row.evenIfLocked],
  );
  if (!thread) return null;
  const [post] = await tx.execute<{ id: string }[]>(INSERT_REPLY, [
    row.threadId,
    row.authorId,
    thread.post_count,
    row.markdown,
    row.html,
    row.language ?? null,
    at,
  ]);
  if (thread.category_id) await tx.execute(CATEGORY_ONE_POST_MORE, [thread.category_id]);
  await announceThreadChange(tx, row.threadId, "postAdded", { id: post!.id, number: thread.post_count });
  return { postId: post!.id, number: Number(thread.post_count), threadTitle: thread.title };
}

/**
 * Leaves a tombstone in the post's place and takes it out of the counts (a deleted thread is out of its
 * category's counts already); the thread's last poster and reply date move to the newest remaining post.
 * False when already deleted.
 */
export async function markPostDeleted(tx: EntityManager, postId: string): Promise<boolean> {
  const [post] = await tx.execute<{ thread_id: string; number: number }[]>(MARK_POST_DELETED, [postId]);
  if (!post) return false;
  const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
    UNCOUNT_DELETED_REPLY,
    [post.number, post.thread_id],
  );
  if (thread?.category_id && !thread.is_deleted)
    await tx.execute(CATEGORY_ONE_POST_LESS, [thread.category_id]);
  await refreshLastPost(tx, post.thread_id);
  await tx.execute(DELETE_POST_REACTIONS, [postId]);
  await announceThreadChange(tx, post.thread_id, "postDeleted", { id: postId, number: post.number });
  return true;
}

/** Puts a deleted post back in its place and in the counts; false when it was not deleted. */
export async function markPostRestored(tx: EntityManager, postId: string): Promise<boolean> {
  const [post] = await tx.execute<{ thread_id: string; number: number }[]>(MARK_POST_RESTORED, [postId]);
  if (!post) return false;
  const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
    COUNT_RESTORED_REPLY,
    [post.number, post.thread_id],
  );
  if (thread?.category_id && !thread.is_deleted)
    await tx.execute(CATEGORY_ONE_POST_MORE, [thread.category_id]);
  await refreshLastPost(tx, post.thread_id);
  await announceThreadChange(tx, post.thread_id, "postRestored", { id: postId, number: post.number });
  return true;
}

/**
 * The thread's last poster, last reply date and activity from its newest post that is not deleted
 * (the opening author and creation time when none is left).
 */
async function refreshLastPost(tx: EntityManager, threadId: string): Promise<void> {
  await tx.execute(REFRESH_LAST_POST, [threadId, threadId, threadId]);
}

/** Posts of a thread that are in the counts (not deleted). */
async function livePosts(tx: EntityManager, threadId: string): Promise<number> {
  const [row] = await tx.execute<{ n: number }[]>(COUNT_LIVE_POSTS, [threadId]);
  return Number(row?.n ?? 0);
}

/** Adds (+1) or takes (-1) a thread and its live posts to or from its category's counts. */
async function countThreadIn(tx: EntityManager, threadId: string, categoryId: string | null, sign: 1 | -1) {
  if (!categoryId) return;
  const posts = await livePosts(tx, threadId);
  await tx.execute(ADD_THREAD_TO_CATEGORY_COUNTS, [sign, sign * posts, categoryId]);
}

/**
 * Takes (-1) or gives back (+1) a thread and its live posts from or to their authors' counts
 * (forum_user_stats, kept by triggers for inserts, deletions and tombstones; hiding a thread is not one).
 */
async function countThreadForAuthors(tx: EntityManager, threadId: string, sign: 1 | -1) {
  await tx.execute(ADD_THREAD_TO_AUTHOR_STATS, [sign, threadId]);
  await tx.execute(ADD_POSTS_TO_AUTHOR_STATS, [sign, threadId]);
}

/** Hides (or brings back) a thread: out of (or back in) its category's counts. False when unchanged. */
export async function markThreadDeleted(tx: EntityManager, threadId: string, deleted: boolean) {
  const [thread] = await tx.execute<{ category_id: string | null }[]>(MARK_THREAD_DELETED, [
    deleted,
    threadId,
    deleted,
  ]);
  if (!thread) return false;
  await countThreadIn(tx, threadId, thread.category_id, deleted ? -1 : 1);
  await countThreadForAuthors(tx, threadId, deleted ? -1 : 1);
  await announceThreadChange(tx, threadId, deleted ? "threadDeleted" : "threadRestored");
  return true;
}

/** Moves a thread; a live one takes its counts along. False when it is already there. */
export async function moveThreadRow(tx: EntityManager, threadId: string, toCategoryId: string) {
  const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
    LOCK_THREAD_CATEGORY,
    [threadId],
  );
  if (!thread || thread.category_id === toCategoryId) return false;
  await tx.execute(MOVE_THREAD, [toCategoryId, threadId]);
  if (!thread.is_deleted) {
    await countThreadIn(tx, threadId, thread.category_id, -1);
    await countThreadIn(tx, threadId, toCategoryId, 1);
  }
  await announceThreadChange(tx, threadId, "threadMoved");
  return true;
}
