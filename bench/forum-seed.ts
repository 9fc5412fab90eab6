// The forum benchmark's data: 20 categories, 20,000 threads and 300,000 posts, one thread holding 100,000
// of them, written set-based (a few INSERT … SELECT generate_series) so that seeding takes seconds.
import { createHash } from "node:crypto";
import type pg from "pg";

/** The session of the seeded author, for the signed-in scenarios (a bench database only). */
export const BENCH_MEMBER_TOKEN = "bench-member-session-token";

export const FORUM_SIZE = { categories: 20, threads: 20_000, posts: 300_000, deepThreadPosts: 100_000 };

/** Posts per ordinary thread; the second thread takes the remainder so that the total is exact. */
const perThread = Math.floor((FORUM_SIZE.posts - FORUM_SIZE.deepThreadPosts) / (FORUM_SIZE.threads - 1));
const remainder = FORUM_SIZE.posts - FORUM_SIZE.deepThreadPosts - perThread * (FORUM_SIZE.threads - 1);

const STATEMENTS = [
  `insert into users (id, username, username_key, email, password_hash, role, created_at, last_active_at)
   values ('00000000-0000-4000-8000-000000000001', 'BenchAuthor', 'benchauthor', 'bench@example.org',
           '!', 'user', now(), now())`,
  `insert into forum_categories (id, name, description, position, created_at)
   select c, 'Category ' || c, 'Benchmark category ' || c, c, now()
     from generate_series(1, ${FORUM_SIZE.categories}) c`,
  // Thread 1 is the deep one; thread t starts t minutes after 2026-01-01 and gets a post a second.
  `insert into forum_threads (id, title, category_id, author_id, last_poster_id, post_count, reply_count,
                              last_reply_date, last_activity_at, created_at)
   select t, 'Benchmark thread ' || t, 1 + (t - 1) % ${FORUM_SIZE.categories},
          '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001',
          n, n - 1, case when n > 1 then start + (n - 1) * interval '1 second' end,
          start + (n - 1) * interval '1 second', start
     from (select t, timestamptz '2026-01-01' + t * interval '1 minute' as start,
                  case when t = 1 then ${FORUM_SIZE.deepThreadPosts}
                       when t = 2 then ${perThread + remainder} else ${perThread} end as n
             from generate_series(1, ${FORUM_SIZE.threads}) t) threads`,
  `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
   select t.id, t.author_id, n, 'Reply ' || n || ' in thread ' || t.id,
          '<p>Reply ' || n || ' in thread ' || t.id || '</p>', t.created_at + (n - 1) * interval '1 second'
     from forum_threads t, generate_series(1, t.post_count) n`,
  `update forum_categories c set thread_count = s.threads, post_count = s.posts
     from (select category_id, count(*)::int as threads, sum(post_count)::int as posts
             from forum_threads group by category_id) s
    where s.category_id = c.id`,
  `select setval('forum_categories_id_seq', ${FORUM_SIZE.categories}),
          setval('forum_threads_id_seq', ${FORUM_SIZE.threads})`,
  // as after autovacuum: fresh planner statistics and visibility maps
  `vacuum analyze users, forum_categories, forum_threads, forum_posts`,
];

/** Fills an empty, migrated database; returns the deep thread and the id of the post in its middle. */
export async function seedForum(client: pg.Client) {
  for (const statement of STATEMENTS) await client.query(statement);
  await client.query(
    `insert into sessions (id, user_id, token_hash, created_at, expires_at)
     values (gen_random_uuid(), '00000000-0000-4000-8000-000000000001', $1, now(), now() + interval '1 day')`,
    [createHash("sha256").update(BENCH_MEMBER_TOKEN).digest("hex")],
  );
  const { rows } = await client.query<{ id: string }>(
    "select id::text as id from forum_posts where thread_id = 1 and number = $1",
    [FORUM_SIZE.deepThreadPosts / 2],
  );
  return { deepThreadId: "1", middlePostId: rows[0]!.id };
}
