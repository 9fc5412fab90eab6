import type { EntityManager } from "@mikro-orm/postgresql";
import { announceThreadChange } from "../live/forum-live.js";

/**
 * The forum's writes with their counters: each runs in one transaction, so a category's and a thread's
 * counts always match their posts. Checks (permissions, limits, validation) happen before, in the services.
 * `alsoInTransaction` writes what the change causes (notifications) in the same transaction, as each
 * write does its live events (forum-live.ts).
 */

export type AlsoInTransaction = (
  tx: EntityManager,
  written: { threadId: string; postId: string },
) => Promise<void>;

export interface NewThreadRow {
  categoryId: string;
  authorId: string;
  title: string;
  markdown: string;
  html: string;
  at?: Date;
}

export async function insertThread(
  em: EntityManager,
  row: NewThreadRow,
  alsoInTransaction?: AlsoInTransaction,
): Promise<{ threadId: string; postId: string }> {
  const at = row.at ?? new Date();
  return em.transactional(async (tx) => {
    const [thread] = await tx.execute<{ id: string }[]>(
      `insert into forum_threads (title, category_id, author_id, last_poster_id, post_count, last_activity_at, created_at)
       values (?, ?, ?, ?, 1, ?, ?) returning id::text as id`,
      [row.title, row.categoryId, row.authorId, row.authorId, at, at],
    );
    const [post] = await tx.execute<{ id: string }[]>(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       values (?, ?, 1, ?, ?, ?) returning id::text as id`,
      [thread!.id, row.authorId, row.markdown, row.html, at],
    );
    await tx.execute(
      "update forum_categories set thread_count = thread_count + 1, post_count = post_count + 1 where id = ?",
      [row.categoryId],
    );
    await announceThreadChange(tx, thread!.id, "threadCreated", { id: post!.id, number: 1 });
    await alsoInTransaction?.(tx, { threadId: thread!.id, postId: post!.id });
    return { threadId: thread!.id, postId: post!.id };
  });
}

export interface NewReplyRow {
  threadId: string;
  authorId: string;
  markdown: string;
  html: string;
  /** Staff may reply to a locked thread. */
  evenIfLocked: boolean;
  at?: Date;
}

/**
 * Adds a reply with the next number: raising the thread's post count takes its row lock, so concurrent
 * replies get consecutive numbers. Null when the thread is gone, deleted or locked (for non-staff) by then.
 */
export async function insertReply(
  em: EntityManager,
  row: NewReplyRow,
  alsoInTransaction?: AlsoInTransaction,
): Promise<{ postId: string; number: number } | null> {
  const at = row.at ?? new Date();
  return em.transactional(async (tx) => {
    const [thread] = await tx.execute<{ post_count: number; category_id: string | null }[]>(
      `update forum_threads
          set post_count = post_count + 1, reply_count = reply_count + 1, last_reply_date = ?,
              last_activity_at = greatest(last_activity_at, ?), last_poster_id = ?
        where id = ? and not is_deleted and (not is_locked or ?::boolean)
        returning post_count, category_id::text as category_id`,
      [at, at, row.authorId, row.threadId, row.evenIfLocked],
    );
    if (!thread) return null;
    const [post] = await tx.execute<{ id: string }[]>(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       values (?, ?, ?, ?, ?, ?) returning id::text as id`,
      [row.threadId, row.authorId, thread.post_count, row.markdown, row.html, at],
    );
    if (thread.category_id)
      await tx.execute("update forum_categories set post_count = post_count + 1 where id = ?", [
        thread.category_id,
      ]);
    await announceThreadChange(tx, row.threadId, "postAdded", { id: post!.id, number: thread.post_count });
    await alsoInTransaction?.(tx, { threadId: row.threadId, postId: post!.id });
    return { postId: post!.id, number: Number(thread.post_count) };
  });
}

/**
 * Leaves a tombstone in the post's place and takes it out of the counts (a deleted thread is out of its
 * category's counts already); the thread's last poster and reply date move to the newest remaining post.
 * False when already deleted.
 */
export async function markPostDeleted(
  em: EntityManager,
  postId: string,
  alsoInTransaction?: AlsoInTransaction,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const [post] = await tx.execute<{ thread_id: string; number: number }[]>(
      `update forum_posts set is_deleted = true where id = ? and not is_deleted
       returning thread_id::text as thread_id, number`,
      [postId],
    );
    if (!post) return false;
    const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
      `update forum_threads set reply_count = reply_count - case when ?::int > 1 then 1 else 0 end
        where id = ? returning category_id::text as category_id, is_deleted`,
      [post.number, post.thread_id],
    );
    if (thread?.category_id && !thread.is_deleted)
      await tx.execute("update forum_categories set post_count = post_count - 1 where id = ?", [
        thread.category_id,
      ]);
    await refreshLastPost(tx, post.thread_id);
    await tx.execute("delete from forum_reactions where post_id = ?", [postId]);
    await announceThreadChange(tx, post.thread_id, "postDeleted", { id: postId, number: post.number });
    await alsoInTransaction?.(tx, { threadId: post.thread_id, postId });
    return true;
  });
}

/** Puts a deleted post back in its place and in the counts; false when it was not deleted. */
export async function markPostRestored(em: EntityManager, postId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const [post] = await tx.execute<{ thread_id: string; number: number }[]>(
      `update forum_posts set is_deleted = false where id = ? and is_deleted
       returning thread_id::text as thread_id, number`,
      [postId],
    );
    if (!post) return false;
    const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
      `update forum_threads set reply_count = reply_count + case when ?::int > 1 then 1 else 0 end
        where id = ? returning category_id::text as category_id, is_deleted`,
      [post.number, post.thread_id],
    );
    if (thread?.category_id && !thread.is_deleted)
      await tx.execute("update forum_categories set post_count = post_count + 1 where id = ?", [
        thread.category_id,
      ]);
    await refreshLastPost(tx, post.thread_id);
    await announceThreadChange(tx, post.thread_id, "postRestored", { id: postId, number: post.number });
    return true;
  });
}

/**
 * The thread's last poster, last reply date and activity from its newest post that is not deleted
 * (the opening author and creation time when none is left).
 */
async function refreshLastPost(tx: EntityManager, threadId: string): Promise<void> {
  await tx.execute(
    `update forum_threads t
        set last_poster_id = coalesce(newest.author_id, t.author_id),
            last_reply_date = newest_reply.created_at,
            last_activity_at = greatest(t.created_at, coalesce(newest_reply.created_at, t.created_at))
       from (select 1) one
       left join lateral (select author_id from forum_posts p
                           where p.thread_id = ? and not p.is_deleted order by p.number desc limit 1) newest on true
       left join lateral (select created_at from forum_posts p
                           where p.thread_id = ? and not p.is_deleted and p.number > 1
                           order by p.number desc limit 1) newest_reply on true
      where t.id = ?`,
    [threadId, threadId, threadId],
  );
}

/** Posts of a thread that are in the counts (not deleted). */
async function livePosts(tx: EntityManager, threadId: string): Promise<number> {
  const [row] = await tx.execute<{ n: number }[]>(
    "select count(*)::int as n from forum_posts where thread_id = ? and not is_deleted",
    [threadId],
  );
  return Number(row?.n ?? 0);
}

/** Adds (+1) or takes (-1) a thread and its live posts to or from its category's counts. */
async function countThreadIn(tx: EntityManager, threadId: string, categoryId: string | null, sign: 1 | -1) {
  if (!categoryId) return;
  const posts = await livePosts(tx, threadId);
  await tx.execute(
    "update forum_categories set thread_count = thread_count + ?, post_count = post_count + ? where id = ?",
    [sign, sign * posts, categoryId],
  );
}

/**
 * Takes (-1) or gives back (+1) a thread and its live posts from or to their authors' counts
 * (forum_user_stats, kept by triggers for inserts, deletions and tombstones; hiding a thread is not one).
 */
async function countThreadForAuthors(tx: EntityManager, threadId: string, sign: 1 | -1) {
  await tx.execute(
    `select forum_user_stats_add('thread', jsonb_build_object(author_id::text, ?::int))
       from forum_threads where id = ? and author_id is not null`,
    [sign, threadId],
  );
  await tx.execute(
    `select forum_user_stats_add('post', coalesce(jsonb_object_agg(author_id::text, n * ?::int), '{}'::jsonb))
       from (select author_id, count(*) as n from forum_posts
              where thread_id = ? and not is_deleted and author_id is not null group by author_id) c`,
    [sign, threadId],
  );
}

/** Hides (or brings back) a thread: out of (or back in) its category's counts. False when unchanged. */
export async function markThreadDeleted(em: EntityManager, threadId: string, deleted: boolean) {
  return em.transactional(async (tx) => {
    const [thread] = await tx.execute<{ category_id: string | null }[]>(
      `update forum_threads set is_deleted = ? where id = ? and is_deleted <> ?
       returning category_id::text as category_id`,
      [deleted, threadId, deleted],
    );
    if (!thread) return false;
    await countThreadIn(tx, threadId, thread.category_id, deleted ? -1 : 1);
    await countThreadForAuthors(tx, threadId, deleted ? -1 : 1);
    await announceThreadChange(tx, threadId, deleted ? "threadDeleted" : "threadRestored");
    return true;
  });
}

/** Moves a thread; a live one takes its counts along. False when it is already there. */
export async function moveThreadRow(em: EntityManager, threadId: string, toCategoryId: string) {
  return em.transactional(async (tx) => {
    const [thread] = await tx.execute<{ category_id: string | null; is_deleted: boolean }[]>(
      "select category_id::text as category_id, is_deleted from forum_threads where id = ? for update",
      [threadId],
    );
    if (!thread || thread.category_id === toCategoryId) return false;
    await tx.execute("update forum_threads set category_id = ? where id = ?", [toCategoryId, threadId]);
    if (!thread.is_deleted) {
      await countThreadIn(tx, threadId, thread.category_id, -1);
      await countThreadIn(tx, threadId, toCategoryId, 1);
    }
    await announceThreadChange(tx, threadId, "threadMoved");
    return true;
  });
}
