// The members, sessions and thread of the notification benchmark, written straight into its database.
import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { webRequire } from "./bench-app.js";

const pgModule = webRequire("pg") as typeof pg;

export interface Fixture {
  /** A session token per watching member. */
  tokens: string[];
  /** The member who replies, and their token. */
  poster: string;
  threadId: string;
}

/** `members` signed-in members who all watch one thread, and a poster; one statement per table. */
export async function seedFixture(databaseUrl: string, members: number): Promise<Fixture> {
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: members + 1 }, () => randomBytes(32).toString("base64url"));
    const hashes = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (id, username, username_key, email, password_hash, role, created_at)
       select gen_random_uuid(), 'bench' || g, 'bench' || g, 'bench' || g || '@example.com', 'x', 'user',
              now() - interval '2 days'
         from generate_series(0, $1::int) g order by g
       returning id`,
      [members],
    );
    await client.query(
      `insert into sessions (id, user_id, token_hash, created_at, expires_at)
       select gen_random_uuid(), u, h, now(), now() + interval '1 day'
         from unnest($1::uuid[], $2::text[]) as t(u, h)`,
      [users.map((u) => u.id), hashes],
    );
    const {
      rows: [category],
    } = await client.query<{ id: string }>(
      `insert into forum_categories (name, description, position, created_at)
       values ('Benchmark', 'Benchmark', 0, now()) returning id`,
    );
    const {
      rows: [thread],
    } = await client.query<{ id: string }>(
      `insert into forum_threads (title, category_id, author_id, last_poster_id, post_count, last_activity_at, created_at)
       values ('Benchmark thread', $1, $2, $2, 1, now(), now()) returning id::text as id`,
      [category!.id, users[1]!.id],
    );
    await client.query(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       values ($1, $2, 1, 'Opening', '<p>Opening</p>', now())`,
      [thread!.id, users[1]!.id],
    );
    // every member but the poster (bench0) watches the thread
    await client.query(
      `insert into thread_watches (thread_id, user_id, level) select $1, u, 'watching' from unnest($2::uuid[]) u`,
      [thread!.id, users.slice(1).map((u) => u.id)],
    );
    return { tokens: tokens.slice(1), poster: tokens[0]!, threadId: thread!.id };
  } finally {
    await client.end();
  }
}
