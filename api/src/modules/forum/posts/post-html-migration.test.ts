import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type pg from "pg";
import { databaseBefore, type DatabaseBefore } from "../../../../test/database.js";

const BOUND = "Migration20261130000000_post_html_bound";

/** Posts stored before a post's HTML was bounded, some past the bound. */
describe("posts whose stored HTML passes the bound", () => {
  let oldDatabase: DatabaseBefore;
  let client: pg.Client;
  const html = async (markdown: string) =>
    (await client.query<{ html: string }>("select html from forum_posts where markdown = $1", [markdown]))
      .rows[0]!.html;

  beforeAll(async () => {
    oldDatabase = await databaseBefore(inject("databaseServerUrl"), BOUND);
    client = oldDatabase.client;
    await client.query(`
      with author as (
        insert into users (id, username, username_key, email, password_hash, role, created_at)
        values (gen_random_uuid(), 'writer', 'writer', 'writer@example.org', 'x', 'user', now()) returning id),
      category as (
        insert into forum_categories (name, description, position, created_at)
        values ('General', 'About it', 0, now()) returning id),
      thread as (
        insert into forum_threads (title, category_id, author_id, last_poster_id, post_count, last_activity_at, created_at)
        select 'A thread', category.id, author.id, author.id, 4, now(), now() from author, category returning id, author_id)
      insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
      select thread.id, thread.author_id, n, markdown, html, now() from thread, (values
        (1, 'ordinary', '<p>ordinary</p>'),
        (2, 'past the ceiling', '<p>' || repeat('x', 200000) || '</p>'),
        (3, 'short, grown past 8 times and 16 KB', '<p>' || repeat('y', 20000) || '</p>'),
        (4, repeat('z ', 10000), '<p>' || repeat('z ', 10000) || '</p>')) as posts(n, markdown, html)`);
    await oldDatabase.orm.getMigrator().up();
  });

  afterAll(async () => {
    await oldDatabase?.close();
  });

  it("shows a note instead of the HTML past the bound and keeps the Markdown", async () => {
    expect(await html("past the ceiling")).toMatch(/^<p><em>This post is not shown: .*192 KB.*<\/em><\/p>$/);
    expect(await html("short, grown past 8 times and 16 KB")).toMatch(/^<p><em>This post is not shown/);
  });

  it("leaves posts within the bound as they were", async () => {
    expect(await html("ordinary")).toBe("<p>ordinary</p>");
    expect(await html("z ".repeat(10000))).toBe(`<p>${"z ".repeat(10000)}</p>`);
  });
});
