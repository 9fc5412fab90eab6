// What incident cards cost a thread page (issue 54): `npm run bench:cards` (run it pinned: `taskset -c 1`;
// the server is moved to core 0). One database with 10,000 incidents and two threads of 1,000 posts, one of
// them with every post citing an incident; the built app as deployed. Each round measures the hello-world,
// then page 1 of each thread as a visitor's browser asks for it: the thread's posts, and, for the thread
// whose posts cite incidents, the cards' query beside it. Prints each as a share of the round's
// hello-world, and the carded page (both requests) against the plain one.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type pg from "pg";
import {
  loadScenario,
  ONE_ADDRESS_UNLIMITED,
  pin,
  startDatabaseServer,
  startHelloWorld,
  startSeededApp,
  type BenchRequest,
  type Measured,
} from "./bench-app.js";
import { graphqlRequest, seedEvents, THREAD_PAGE_QUERY } from "./request-set.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POSTS = 1_000;
const AUTHOR = "00000000-0000-4000-8000-000000000001";

/** The cards' query as the thread page sends it (web/src/features/forum/cards/incidentCards.graphql.ts). */
const CARDS_QUERY = `query PostCitations($postIds: [ID!]!, $language: String!) { postCitations(postIds: $postIds) {
  postId
  incidents { id type kind country date evidenceStatus latitude longitude title titleLanguage
    translations(languages: [$language]) { language title stale } }
  withdrawn { id } } }`;

const loadAverage = () => execFileSync("cat", ["/proc/loadavg"]).toString().split(" ")[0];

/** Thread 1 plain, thread 2 with every post citing one of the incidents, as `#id` renders. */
async function seedThreads(client: pg.Client): Promise<void> {
  await seedEvents(client);
  await client.query(
    `insert into users (id, username, username_key, email, password_hash, role, created_at, last_active_at)
     values ($1, 'CardAuthor', 'cardauthor', 'cards@example.org', '!', 'user', now(), now())`,
    [AUTHOR],
  );
  await client.query(
    `insert into forum_categories (id, name, description, position, created_at)
     values (1, 'Cards', 'Threads citing incidents', 1, now())`,
  );
  await client.query(
    `insert into forum_threads (id, title, category_id, author_id, last_poster_id, post_count, reply_count,
                                last_activity_at, created_at)
     select t, 'Thread ' || t, 1, $1, $1, $2, $2 - 1, now(), now() from generate_series(1, 2) t`,
    [AUTHOR, POSTS],
  );
  await client.query(
    `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
     select t, $1, n,
            case when t = 1 then 'Reply ' || n else 'Reply ' || n || ' about #' || e.id end,
            case when t = 1 then '<p>Reply ' || n || '</p>'
                 else '<p>Reply ' || n || ' about <a href="/incident/' || e.id ||
                      '" class="incident-cite" data-incident="' || e.id || '">#' || e.id || '</a></p>' end,
            now() - ($2 - n) * interval '1 second'
       from generate_series(1, 2) t, generate_series(1, $2::int) n
       join lateral (select id from events order by id offset n - 1 limit 1) e on true`,
    [AUTHOR, POSTS],
  );
  await client.query(`select setval('forum_threads_id_seq', 2), setval('forum_categories_id_seq', 1)`);
  await client.query("vacuum analyze users, forum_threads, forum_posts, forum_post_citations");
  const cited = await client.query<{ count: number }>(
    "select count(*)::int as count from forum_post_citations",
  );
  if (cited.rows[0]!.count !== POSTS)
    throw new Error(`expected ${POSTS} citations, got ${cited.rows[0]!.count}`);
}

const describe = (name: string, measured: Measured, hello: number) =>
  `${name} 1/${(hello / measured.requestsPerSecond).toFixed(2)} (${Math.round(measured.requestsPerSecond)}/s, ` +
  `p99 ${measured.p99} ms, ${measured.errors} err, ${Math.round(measured.processorMicrosPerAnswer)} µs a request)`;

async function main() {
  const server = await startDatabaseServer();
  const app = await startSeededApp(server.url, seedThreads, {
    env: {
      ...ONE_ADDRESS_UNLIMITED,
      WEB_DIST: process.env.WEB_DIST ?? resolve("dist"),
    },
  });
  const pinned = pin(0, app.pid);
  const page = (threadId: string): BenchRequest =>
    graphqlRequest(THREAD_PAGE_QUERY, { id: threadId, page: 1 });
  // the cards of page 1's posts, as the page asks once it has them
  const shown = (await (await fetch(`${app.url}/graphql`, { method: "POST", ...page("2") })).json()) as {
    data: { thread: { posts: { posts: Array<{ id: string }> } } };
  };
  const postIds = shown.data.thread.posts.posts.map((post) => post.id);
  const cards = graphqlRequest(CARDS_QUERY, { postIds, language: "de" });
  const options = { connections: CONNECTIONS, seconds: SECONDS };
  console.log(
    `${POSTS} posts a thread, ${CONNECTIONS} connections, ${SECONDS} s a scenario, ${pinned ? "server on core 0" : "unpinned"}`,
  );
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const load = loadAverage();
      const hello = await startHelloWorld();
      pin(0, hello.pid);
      const reference = await loadScenario(hello, { path: "/" }, options);
      await hello.close();
      const plain = await loadScenario(app, page("1"), options);
      const carded = await loadScenario(app, page("2"), options);
      const cardsOnly = await loadScenario(app, cards, options);
      // a carded page is both requests: its cost per page is the sum of their times
      const cardedPages = 1 / (1 / carded.requestsPerSecond + 1 / cardsOnly.requestsPerSecond);
      const helloRate = reference.requestsPerSecond;
      console.log(
        `round ${round}: load ${load}→${loadAverage()}, hello-world ${Math.round(helloRate)}/s; ` +
          `${describe("plain thread page", plain, helloRate)}; ` +
          `${describe("carded thread page", carded, helloRate)}; ` +
          `${describe("its cards", cardsOnly, helloRate)}; ` +
          `carded page with its cards 1/${(helloRate / cardedPages).toFixed(2)} against plain 1/${(helloRate / plain.requestsPerSecond).toFixed(2)}`,
      );
    }
  } finally {
    await app.close();
    await server.stop();
  }
}

await main();
