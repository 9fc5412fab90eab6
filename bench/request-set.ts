// The four requests issue 42 names, and the events they read beside the forum bench's forum; the thread
// page's query as the web app asks it.
import type pg from "pg";
import type { BenchRequest } from "./bench-app.js";
import { seedForum } from "./forum-seed.js";

const EVENTS = 10_000;
export const THREAD_PAGE_QUERY = `query ($id: ID!, $page: Int!) { thread(id: $id) {
  id title isLocked isPinned postCount pageCount viewerCanReply category { id name }
  posts(page: $page) { page pageCount posts { id number html createdAt editedAt isDeleted
    viewerCanEdit viewerCanDelete reactions { kind count reacted }
    author { id username role profilePicture useDefaultAvatar postCount createdAt isOnline } } } } }`;
export const graphqlRequest = (query: string, variables?: Record<string, unknown>): BenchRequest => ({
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: JSON.stringify({ query, variables }),
});

/** 10,000 approved events, for REST /api/events. */
export async function seedEvents(client: pg.Client): Promise<void> {
  await client.query(
    `insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                         status, created_at, updated_at)
     select 'russian', 'Profiled incident ' || g, 'page', 'https://bench.example.org/' || g,
            'https://bench.example.org/' || g, date '2020-01-01' + (g % 1800), 40 + (g % 20), (g % 30),
            'approved', now(), now()
       from generate_series(1, $1::int) g`,
    [EVENTS],
  );
  await client.query("vacuum analyze events");
}

const ONLY = process.env.BENCH_ONLY?.split(",");

/**
 * Seeds what the requests asked for need (`BENCH_ONLY=typename,page-info`; all four by default) and
 * returns them: `{ __typename }`, page 1 of the 100,000-post thread, a post's page-info and REST /api/events.
 */
export async function seedRequests(client: pg.Client): Promise<Array<[string, BenchRequest]>> {
  const wanted = (name: string) => !ONLY || ONLY.includes(name);
  const seeded = ["thread-page", "page-info"].some(wanted)
    ? await seedForum(client)
    : { deepThreadId: "0", middlePostId: "0" };
  if (wanted("rest-events")) await seedEvents(client);
  return requestsOf(seeded).filter(([name]) => wanted(name));
}

function requestsOf(seeded: Awaited<ReturnType<typeof seedForum>>): Array<[string, BenchRequest]> {
  return [
    ["typename", graphqlRequest("{ __typename }")],
    ["thread-page", graphqlRequest(THREAD_PAGE_QUERY, { id: seeded.deepThreadId, page: 1 })],
    ["page-info", { path: `/api/forum/posts/${seeded.middlePostId}/page-info` }],
    ["rest-events", { path: "/api/events" }],
  ];
}
