import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwoInstances, type TestApp } from "../../test/app.js";
import type { Account } from "../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import {
  EDIT_POST,
  forumMember,
  insertCategories,
  insertThreadAt,
  reply,
  startThread,
  type Member,
} from "../../test/forum.js";
import { rolledBack, settled } from "../../test/outbox.js";
import { indexFilter } from "./events/map/index/index-filter.js";
import { insertReply } from "./forum/writes/forum-writes.js";
import { liveMessage, publishLive } from "./live-topics.js";

/**
 * The caches of decision 088 besides the public versions' own values (cache-versions.test.ts): each is
 * kept while nothing it hangs on changes (shown by a change made behind the app's back staying unseen),
 * and made again after a committed change, on the writer at once and on a second instance.
 */

// A visitor's page is a whole answer shared by the thread's version; the alias sends a member's page
// through GraphQL, which reads the shared post pages (PostPageCache) instead.
const VISITOR_PAGE = `query Page($id: ID!) { thread(id: $id) { id posts { posts { id html } } } }`;
const MEMBER_PAGE = `query MemberPage($id: ID!) { thread(id: $id) { id posts { posts { id text: html } } } }`;

/** Html of every post on a thread's first page, as a visitor and as a member read it on `app`. */
async function pageOn(app: TestApp, threadId: string, reader: Member) {
  const visitor = await app.graphql<{ thread: { posts: { posts: Array<{ html: string }> } } }>(VISITOR_PAGE, {
    id: threadId,
  });
  const member = await app.graphql<{ thread: { posts: { posts: Array<{ text: string }> } } }>(
    MEMBER_PAGE,
    { id: threadId },
    reader.headers,
  );
  expect(visitor.errors).toBeUndefined();
  expect(member.errors).toBeUndefined();
  return {
    visitor: visitor.data!.thread.posts.posts.map((post) => post.html),
    member: member.data!.thread.posts.posts.map((post) => post.text),
  };
}

/** The map payload's ETag and incident ids as GET /api/events/map sends them on `app`. */
async function mapOn(app: TestApp) {
  const response = await fetch(`${app.url}/api/events/map`);
  expect(response.status).toBe(200);
  const { ids } = (await response.json()) as { ids: string[] };
  return { etag: response.headers.get("etag")!, ids };
}

/**
 * Approves an incident in the database behind the app's back, then rolls back a public change: only a
 * cache that read again without a committed change would show the incident.
 */
async function approvedBehindTheAppsBackThenRolledBack(app: TestApp, id: string) {
  await app.orm.em
    .fork()
    .execute(`update events set status = 'approved', published_at = now(), changed_at = now() where id = ?`, [
      id,
    ]);
  await rolledBack(app, (tx) =>
    publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "never" })]),
  );
}

let places = 0;

/** A bounding box around a place no other incident of this file is at. */
function lonelyPlace() {
  const latitude = 60 + ++places;
  const longitude = -20 + places;
  const bbox = { west: longitude - 0.5, south: latitude - 0.5, east: longitude + 0.5, north: latitude + 0.5 };
  return { latitude, longitude, bbox };
}

describe("each cache of decision 088 moved by committed changes only", () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  let moderator: Account;
  let reader: Member;
  let author: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances());
    moderator = await accountWithRole(a, "moderator");
    [reader, author] = [await forumMember(a), await forumMember(a)];
    [categoryId] = (await insertCategories(a, ["General"])) as [string];
  });
  afterAll(() => close?.());

  /** Two threads by `author`, each page read (so kept) on both instances as a visitor and a member. */
  async function twoKeptThreads() {
    const threads = [
      await insertThreadAt(a, author, categoryId),
      await insertThreadAt(a, author, categoryId),
    ];
    await settled(a);
    const pages = new Map<string, Awaited<ReturnType<typeof pageOn>>>();
    for (const { threadId } of threads) {
      pages.set(threadId, await pageOn(a, threadId, reader));
      for (const app of [a, b]) expect(await pageOn(app, threadId, reader)).toEqual(pages.get(threadId));
    }
    // changed behind the app's back: the thread's version stays, so kept pages go on showing the old text
    for (const { postId } of threads)
      await a.orm.em
        .fork()
        .execute(`update forum_posts set html = '<p>Edited by hand</p>' where id = ?`, [postId]);
    for (const { threadId } of threads)
      for (const app of [a, b]) expect(await pageOn(app, threadId, reader)).toEqual(pages.get(threadId));
    return { threads: threads as [(typeof threads)[0], (typeof threads)[0]], pages };
  }

  it("thread pages: a rolled-back reply leaves every thread's kept page in place on both instances", async () => {
    const { threads, pages } = await twoKeptThreads();
    await rolledBack(a, (tx) =>
      insertReply(tx, {
        threadId: threads[0].threadId,
        authorId: reader.id,
        markdown: "never posted",
        html: "<p>never posted</p>",
        evenIfLocked: false,
      }),
    );
    for (const { threadId } of threads)
      for (const app of [a, b]) expect(await pageOn(app, threadId, reader)).toEqual(pages.get(threadId));
  });

  it("thread pages: a committed reply or edit makes that thread's page again on both instances, and no other", async () => {
    const { threads, pages } = await twoKeptThreads();
    const [changed, untouched] = threads;
    await reply(a, await forumMember(a), changed.threadId, "A reply read at once");
    // b finds the new version on the thread row it reads for every page: no message needs to arrive
    for (const app of [a, b]) {
      const page = await pageOn(app, changed.threadId, reader);
      for (const html of [page.visitor, page.member]) {
        expect(html).toHaveLength(2);
        expect(html[0]).toContain("Edited by hand");
        expect(html[1]).toContain("A reply read at once");
      }
      expect(await pageOn(app, untouched.threadId, reader)).toEqual(pages.get(untouched.threadId));
    }

    const edited = await a.graphql(
      EDIT_POST,
      { id: changed.postId, body: "Edited through the app" },
      author.headers,
    );
    expect(edited.errors).toBeUndefined();
    for (const app of [a, b]) {
      const page = await pageOn(app, changed.threadId, reader);
      for (const html of [page.visitor, page.member]) expect(html[0]).toContain("Edited through the app");
      expect(await pageOn(app, untouched.threadId, reader)).toEqual(pages.get(untouched.threadId));
    }
  });

  /** A pending incident alone in its box, and how many incidents an instance's index counts there. */
  async function pendingAtALonelyPlace() {
    const place = lonelyPlace();
    const [pending] = await insertEvents(a, [{ ...place, status: "pending" }]);
    await settled(a);
    const inBox = indexFilter({ bbox: place.bbox })!;
    const countOn = async (app: TestApp) =>
      (await app.state.events.incidentIndex.get(app.orm.em.fork())).count(inBox);
    return { place, pending: pending!, countOn };
  }

  it("incident index: a rolled-back change leaves it as it was on both instances", async () => {
    const { pending, countOn } = await pendingAtALonelyPlace();
    for (const app of [a, b]) expect(await countOn(app)).toBe(0);
    // approved behind the app's back: a read of the index would find it by the count alone
    await approvedBehindTheAppsBackThenRolledBack(a, pending);
    for (const app of [a, b]) expect(await countOn(app)).toBe(0);
  });

  it("incident index: an approval through the app is in the index and the clusters on the writer at once and on the other instance", async () => {
    const { place, pending, countOn } = await pendingAtALonelyPlace();
    const clustersOn = async (app: TestApp) => {
      const answer = await app.graphql<{ mapClusters: { count: number } }>(
        `query ($bbox: BoundingBox!) { mapClusters(bbox: $bbox, zoom: 6) { count } }`,
        { bbox: place.bbox },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.mapClusters.count;
    };
    for (const app of [a, b]) {
      expect(await countOn(app)).toBe(0);
      expect(await clustersOn(app)).toBe(0);
    }
    const approved = await a.graphql(
      `mutation { approveEvent(id: "${pending}") { id } }`,
      {},
      bearer(moderator),
    );
    expect(approved.errors).toBeUndefined();
    expect(await countOn(a)).toBe(1);
    expect(await clustersOn(a)).toBe(1);
    await expect.poll(() => countOn(b)).toBe(1);
    expect(await clustersOn(b)).toBe(1);
  });

  it("map payload: its ETag stays through a rolled-back change and a forum change, and moves with a committed public change", async () => {
    const [byHand, throughApp] = await insertEvents(a, [{ status: "pending" }, { status: "pending" }]);
    await settled(a);
    const kept = await mapOn(a);
    expect(await mapOn(b)).toEqual(kept);
    const unchanged = await fetch(`${b.url}/api/events/map`, { headers: { "if-none-match": kept.etag } });
    expect(unchanged.status).toBe(304);

    // approved behind the app's back, so a payload made again would differ from the kept one
    await approvedBehindTheAppsBackThenRolledBack(a, byHand!);
    for (const app of [a, b]) expect(await mapOn(app)).toEqual(kept);

    await startThread(a, author, categoryId);
    await settled(a);
    for (const app of [a, b]) expect(await mapOn(app)).toEqual(kept);

    const approved = await a.graphql(
      `mutation { approveEvent(id: "${throughApp}") { id } }`,
      {},
      bearer(moderator),
    );
    expect(approved.errors).toBeUndefined();
    const moved = await mapOn(a);
    expect(moved.etag).not.toBe(kept.etag);
    expect(moved.ids).toEqual(expect.arrayContaining([byHand, throughApp]));
    await expect.poll(async () => (await mapOn(b)).etag).toBe(moved.etag);
    expect(await mapOn(b)).toEqual(moved);
  });
});
