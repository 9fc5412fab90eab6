import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, insertCategories, type Member } from "../../../../test/forum.js";

/** The counts a member's profile shows, against what the posts and threads say. */
async function countsOf(app: TestApp, member: Member) {
  const [row] = await app.orm.em
    .fork()
    .execute<{ kept_posts: number; kept_threads: number; real_posts: number; real_threads: number }[]>(
      `select coalesce((select post_count from forum_user_stats where user_id = ?), 0) as kept_posts,
            coalesce((select thread_count from forum_user_stats where user_id = ?), 0) as kept_threads,
            (select count(*)::int from forum_posts where author_id = ? and not is_deleted) as real_posts,
            (select count(*)::int from forum_threads where author_id = ?) as real_threads`,
      [member.id, member.id, member.id, member.id],
    );
  return row!;
}

describe("members' post and thread counters", () => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    categoryId = (await insertCategories(app, ["Counted"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  it("follow set-based inserts, tombstones, restores and deletions by any writer", async () => {
    const [dora, emil] = [await forumMember(app), await forumMember(app)];
    const sql = (text: string, params: unknown[] = []) => app.orm.em.fork().execute(text, params);
    const [thread] = (await sql(
      `insert into forum_threads (title, category_id, author_id, last_activity_at, created_at)
       values ('Counted', ?, ?, now(), now()) returning id`,
      [categoryId, dora.id],
    )) as [{ id: string }];
    // one statement, many rows, two authors
    await sql(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       select ?, case when n % 3 = 0 then ?::uuid else ?::uuid end, n, 'x', '<p>x</p>', now()
         from generate_series(1, 30) n`,
      [thread.id, emil.id, dora.id],
    );
    expect(await countsOf(app, dora)).toEqual({
      kept_posts: 20,
      kept_threads: 1,
      real_posts: 20,
      real_threads: 1,
    });
    expect(await countsOf(app, emil)).toEqual({
      kept_posts: 10,
      kept_threads: 0,
      real_posts: 10,
      real_threads: 0,
    });

    await sql("update forum_posts set is_deleted = true where thread_id = ? and number <= 6", [thread.id]);
    await sql("update forum_posts set markdown = 'edited' where thread_id = ?", [thread.id]);
    expect(await countsOf(app, dora)).toMatchObject({ kept_posts: 16, real_posts: 16 });
    expect(await countsOf(app, emil)).toMatchObject({ kept_posts: 8, real_posts: 8 });

    await sql("update forum_posts set is_deleted = false where thread_id = ? and number = 3", [thread.id]);
    expect(await countsOf(app, emil)).toMatchObject({ kept_posts: 9, real_posts: 9 });

    await sql("delete from forum_threads where id = ?", [thread.id]);
    expect(await countsOf(app, dora)).toEqual({
      kept_posts: 0,
      kept_threads: 0,
      real_posts: 0,
      real_threads: 0,
    });
    expect(await countsOf(app, emil)).toEqual({
      kept_posts: 0,
      kept_threads: 0,
      real_posts: 0,
      real_threads: 0,
    });
  });
});
