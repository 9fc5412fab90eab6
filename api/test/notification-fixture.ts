// Members who watch threads, their sessions and the members who reply, written straight into a database
// (the notification, live and rolling-restart benchmarks, and the rolling-restart test).
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

export interface Fixture {
  /** A session token per watching member. */
  tokens: string[];
  /** Each watching member's id, in the order of tokens. */
  memberIds: string[];
  /** The first replying member's token. */
  poster: string;
  /** Every replying member's token (the poster first); they watch nothing, so their replies notify only watchers. */
  posters: string[];
  /** The first thread. */
  threadId: string;
  threadIds: string[];
  /** The thread each watching member watches, as an index of threadIds: member n watches thread n % threads. */
  watched: number[];
  /** Per watching member, the notification they already hold (with `held`), as a page holds its list. */
  held: Array<string | null>;
}

export interface FixtureOptions {
  /** Threads the members are spread over (1). */
  threads?: number;
  /** Members who reply (1). */
  posters?: number;
  /** Give every watching member one notification first, the cursor a returning page resumes from. */
  held?: boolean;
}

/**
 * `members` signed-in members spread over `threads` threads, each member watching one, and the members
 * who reply; a few statements per table whatever the numbers.
 */
export async function seedFixture(
  databaseUrl: string,
  members: number,
  { threads = 1, posters = 1, held = false }: FixtureOptions = {},
): Promise<Fixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: members + posters }, () => randomBytes(32).toString("base64url"));
    const hashes = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (id, username, username_key, email, password_hash, role, created_at)
       select gen_random_uuid(), 'bench' || g, 'bench' || g, 'bench' || g || '@example.com', 'x', 'user',
              now() - interval '2 days'
         from generate_series(0, $1::int - 1) g order by g
       returning id`,
      [members + posters],
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
    // each thread opened by the first poster
    const { rows: threadRows } = await client.query<{ id: string }>(
      `insert into forum_threads (title, category_id, author_id, last_poster_id, post_count, last_activity_at, created_at)
       select 'Benchmark thread ' || g, $1, $2, $2, 1, now(), now() from generate_series(1, $3::int) g order by g
       returning id::text as id`,
      [category!.id, users[0]!.id, threads],
    );
    const threadIds = threadRows.map((row) => row.id);
    await client.query(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       select t, $2, 1, 'Opening', '<p>Opening</p>', now() from unnest($1::bigint[]) t`,
      [threadIds, users[0]!.id],
    );
    const watchers = users.slice(posters).map((u) => u.id);
    const watched = watchers.map((_, n) => n % threads);
    await client.query(
      `insert into follows (subject_kind, subject_id, user_id, level)
       select 'thread', t, u, 'watching' from unnest($1::bigint[], $2::uuid[]) as w(t, u)`,
      [watched.map((n) => threadIds[n]!), watchers],
    );
    // the posters' own level everywhere: "normal" (only what names them), so replying does not make them
    // watchers (posting watches a thread where no level was chosen) and their replies notify only the members
    await client.query(
      `insert into follows (subject_kind, subject_id, user_id, level)
       select 'thread', t, u, 'normal' from unnest($1::bigint[]) t, unnest($2::uuid[]) u`,
      [threadIds, users.slice(0, posters).map((u) => u.id)],
    );
    let heldIds: Array<string | null> = watchers.map(() => null);
    if (held) {
      const { rows } = await client.query<{ id: string; recipient_id: string }>(
        `insert into notifications (recipient_id, type, content)
         select u, 'system', 'Welcome' from unnest($1::uuid[]) u returning id::text as id, recipient_id`,
        [watchers],
      );
      const byMember = new Map(rows.map((row) => [row.recipient_id, row.id]));
      heldIds = watchers.map((id) => byMember.get(id)!);
    }
    return {
      tokens: tokens.slice(posters),
      memberIds: watchers,
      poster: tokens[0]!,
      posters: tokens.slice(0, posters),
      threadId: threadIds[0]!,
      threadIds,
      watched,
      held: heldIds,
    };
  } finally {
    await client.end();
  }
}
