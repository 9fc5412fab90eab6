// A steady load of members through the proxy: members who reply in watched threads (the app's createPost,
// each reply notifying the thread's watchers) and readers (a member reading a thread, a visitor the
// categories), each from a loopback address of its own as distinct clients behind nginx are. Every answer is
// kept, to be checked against what the database stored.
import pg from "pg";
import { clientAt, type ClientAt } from "./client-at.js";
import type { Fixture } from "./notification-fixture.js";

const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`;
const THREAD = `query ($id: ID!) { thread(id: $id) { id title postCount } unseenNotificationCount }`;
const CATEGORIES = `{ categories { id name } }`;

export interface LoadOptions {
  /** The proxy's address. */
  url: string;
  fixture: Fixture;
  /** Between the starts of one poster's replies (each poster replies one at a time). */
  writeIntervalMs: number;
  readers: number;
  /** Between the starts of one reader's reads. */
  readIntervalMs: number;
  /** Begins every reply's text, so a phase's replies can be found in the database. */
  label: string;
}

export interface WriteAnswer {
  /** The reply's text, unique to it. */
  body: string;
  status: number;
  /** The stored post's id, when the answer said so: the write was acknowledged. */
  postId?: string;
  ms: number;
}

export interface LoadResult {
  writes: WriteAnswer[];
  /** Read answers by status (0: no answer, the connection failed). */
  readStatuses: Map<number, number>;
  readMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the posters and readers; stop() lets each finish what it is doing and returns every answer. */
export function startLoad(options: LoadOptions): { stop(): Promise<LoadResult> } {
  const { fixture } = options;
  const result: LoadResult = { writes: [], readStatuses: new Map(), readMs: [] };
  const clients: ClientAt[] = [];
  let running = true;
  const paced = async (intervalMs: number, offset: number, work: (n: number) => Promise<void>) => {
    await sleep(offset); // spread over the interval rather than all at once
    for (let n = 0; running; n += 1) {
      const started = Date.now();
      await work(n);
      await sleep(intervalMs - (Date.now() - started));
    }
  };

  const posters = fixture.posters.map((token, p) => {
    const client = clientAt(options.url, `127.2.0.${p + 1}`);
    clients.push(client);
    const headers = { authorization: `Bearer ${token}` };
    const offset = (options.writeIntervalMs * p) / fixture.posters.length;
    return paced(options.writeIntervalMs, offset, async (n) => {
      // every thread in turn, each poster starting elsewhere
      const threadId = fixture.threadIds[(p + n * fixture.posters.length) % fixture.threadIds.length]!;
      const body = `${options.label} reply ${p}.${n}`;
      const started = performance.now();
      const answer = await client
        .graphql<{ createPost: { id: string } }>(CREATE_POST, { input: { threadId, body } }, headers)
        .catch(() => ({ status: 0, data: undefined }));
      result.writes.push({
        body,
        status: answer.status,
        postId: answer.data?.createPost?.id,
        ms: performance.now() - started,
      });
    });
  });

  const readers = Array.from({ length: options.readers }, (_, r) => {
    const client = clientAt(options.url, `127.3.0.${r + 1}`);
    clients.push(client);
    const member = { authorization: `Bearer ${fixture.tokens[r % fixture.tokens.length]}` };
    const offset = (options.readIntervalMs * r) / options.readers;
    return paced(options.readIntervalMs, offset, async (n) => {
      const threadId = fixture.threadIds[n % fixture.threadIds.length]!;
      // a member's read reaches an instance every time; a visitor's may come from nginx's cache
      const path =
        n % 2 === 0
          ? `/graphql?query=${encodeURIComponent(THREAD)}&variables=${encodeURIComponent(JSON.stringify({ id: threadId }))}`
          : `/graphql?query=${encodeURIComponent(CATEGORIES)}`;
      const started = performance.now();
      const status = await client
        .get(path, n % 2 === 0 ? member : {})
        .then((answer) => answer.status)
        .catch(() => 0);
      result.readMs.push(performance.now() - started);
      result.readStatuses.set(status, (result.readStatuses.get(status) ?? 0) + 1);
    });
  });

  let stopped: Promise<LoadResult> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        running = false;
        await Promise.all([...posters, ...readers]);
        for (const client of clients) client.close();
        return result;
      })()),
  };
}

/** What the database holds of a phase's replies: each stored reply's text and id, and who was notified. */
export async function storedReplies(databaseUrl: string, label: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: posts } = await client.query<{ id: string; markdown: string; thread_id: string }>(
      `select id::text, markdown, thread_id::text from forum_posts where starts_with(markdown, $1)`,
      [`${label} reply `],
    );
    const { rows: notifications } = await client.query<{ id: string; recipient_id: string }>(
      `select n.id::text, n.recipient_id::text from notifications n
         join forum_posts p on p.id = n.related_post_id
        where starts_with(p.markdown, $1)`,
      [`${label} reply `],
    );
    return { posts, notifications };
  } finally {
    await client.end();
  }
}
