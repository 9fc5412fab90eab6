import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The forum's writes with their counters: each runs in one transaction, so a category's and a thread's
 * counts always match their posts. Checks (permissions, limits, validation) happen before, in the services.
 * `alsoInTransaction` writes what the change causes (notifications) in the same transaction.
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
 * replies get consecutive numbers. Null when the thread is gone or locked (for non-staff) by then.
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
        where id = ? and (not is_locked or ?::boolean)
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
    await alsoInTransaction?.(tx, { threadId: row.threadId, postId: post!.id });
    return { postId: post!.id, number: Number(thread.post_count) };
  });
}

/** Leaves a tombstone in the post's place and takes it out of the counts; false when already deleted. */
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
    const [thread] = await tx.execute<{ category_id: string | null }[]>(
      `update forum_threads set reply_count = reply_count - case when ?::int > 1 then 1 else 0 end
        where id = ? returning category_id::text as category_id`,
      [post.number, post.thread_id],
    );
    if (thread?.category_id)
      await tx.execute("update forum_categories set post_count = post_count - 1 where id = ?", [
        thread.category_id,
      ]);
    await tx.execute("delete from forum_reactions where post_id = ?", [postId]);
    await alsoInTransaction?.(tx, { threadId: post.thread_id, postId });
    return true;
  });
}
