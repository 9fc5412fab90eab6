import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../../db/sql-array.js";

/** A post or a thread as another module names it (a member's own reports): its thread now, and if gone. */
export interface ShownTarget {
  threadId: string;
  threadTitle: string;
  /** Deleted, or in a deleted thread. */
  gone: boolean;
}

/** Posts and threads that no longer exist are left out. */
export interface ShownTargets {
  posts: ReadonlyMap<string, ShownTarget>;
  threads: ReadonlyMap<string, ShownTarget>;
}

const POSTS_AND_THREADS_SHOWN = `
  select 'post' as kind, p.id::text as id, t.id::text as thread_id, t.title, p.is_deleted or t.is_deleted as gone
    from forum_posts p join forum_threads t on t.id = p.thread_id
   where p.id = any(?::bigint[])
  union all
  select 'thread', t.id::text, t.id::text, t.title, t.is_deleted
    from forum_threads t
   where t.id = any(?::bigint[])`;

const POSTS_WRITTEN_WITHIN = `select count(*)::int as count from forum_posts
  where created_at > now() - make_interval(days => ?) and not is_deleted`;

/** What the forum tells other modules about its posts and threads, each ask one query. */
export class ForumFacts {
  constructor(private readonly em: EntityManager) {}

  /** Each post's and thread's thread title and deleted state now, by id, in one query. */
  async postsAndThreadsShown(ids: {
    posts: readonly string[];
    threads: readonly string[];
  }): Promise<ShownTargets> {
    const posts = new Map<string, ShownTarget>();
    const threads = new Map<string, ShownTarget>();
    if (ids.posts.length === 0 && ids.threads.length === 0) return { posts, threads };
    const rows = await this.em
      .getConnection()
      .execute<
        Array<{ kind: "post" | "thread"; id: string; thread_id: string; title: string; gone: boolean }>
      >(POSTS_AND_THREADS_SHOWN, [sqlArray(ids.posts), sqlArray(ids.threads)]);
    for (const row of rows)
      (row.kind === "post" ? posts : threads).set(row.id, {
        threadId: row.thread_id,
        threadTitle: row.title,
        gone: row.gone,
      });
    return { posts, threads };
  }

  /** How many posts written in the last `days` days stand (not deleted). */
  async postsWrittenWithin(days: number): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ count: number }>>(POSTS_WRITTEN_WITHIN, [days]);
    return row!.count;
  }
}
