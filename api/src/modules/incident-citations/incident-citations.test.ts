import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import {
  countStatements,
  DELETE_POST,
  EDIT_POST,
  reply,
  startForumApp,
  startThread,
  type Member,
} from "../../../test/forum.js";

// asked with the data's version, as the web asks for cards: a thread's shared answer follows only its posts
const CITATIONS = `query ($id: ID!) { dataVersion thread(id: $id) { posts { posts {
  id citedIncidents { id title } withdrawnCitedIncidents { id reason } } } } }`;
const CITED_BY = `query ($id: ID!) { event(id: $id) { citedBy { id title } } }`;
// the web's cards query: one answer shared by visitors, by the posts of a page
const POST_CITATIONS = `query ($ids: [ID!]!) { postCitations(postIds: $ids) {
  postId incidents { id title } withdrawn { id } } }`;

interface Cited {
  id: string;
  citedIncidents: { id: string; title: string }[];
  withdrawnCitedIncidents: { id: string; reason: string }[];
}

describe("incidents cited in posts", () => {
  let app: TestApp;
  let member: Member;
  let moderator: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({
      app,
      members: [member, moderator],
      categoryIds: [categoryId],
    } = await startForumApp({ members: [{}, { role: "moderator" }], categories: ["Sightings"] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const origin = () => app.config.publicUrl.replace(/\/+$/, "");
  const postsOf = async (threadId: string, headers?: Record<string, string>) =>
    (await app.graphql<{ thread: { posts: { posts: Cited[] } } }>(CITATIONS, { id: threadId }, headers)).data!
      .thread.posts.posts;
  const citedBy = async (eventId: string, headers?: Record<string, string>) =>
    (
      await app.graphql<{ event: { citedBy: { id: string; title: string }[] } | null }>(
        CITED_BY,
        { id: eventId },
        headers,
      )
    ).data!.event?.citedBy.map((thread) => thread.id);

  it("renders #id, an incident's address and a version's address as placeholders with a plain link", async () => {
    const [a, b, c] = await insertEvents(app, [
      { title: "Drone over the Gdańsk shipyard" },
      { title: "Cable cut near Gotland" },
      { title: "GPS jamming over Narva" },
    ]);
    const { threadId } = await startThread(app, member, categoryId);
    const body = `Same as #${a}, see ${origin()}/incident/${b} and [the first version](/incident/${c}/v/1).
Not a citation: #99999999999, a#${a}, \`#${a}\`.`;
    const post = await reply(app, member, threadId, body);
    expect(post.html).toContain(`<a href="/incident/${a}" class="incident-cite" data-incident="${a}"`);
    expect(post.html).toContain(`>#${a}</a>`);
    expect(post.html).toContain(
      `href="${origin()}/incident/${b}" class="incident-cite" data-incident="${b}"`,
    );
    expect(post.html).toContain(
      `href="/incident/${c}/v/1" class="incident-cite" data-incident="${c}" data-version="1"`,
    );
    // the card's facts are not in the stored HTML: it is filled when read
    expect(post.html).not.toContain("Gdańsk");
    expect(post.html).toContain("#99999999999");
    expect(post.html.match(/data-incident=/g)).toHaveLength(3);

    const cited = (await postsOf(threadId)).find((row) => row.id === post.id)!;
    expect(cited.citedIncidents.map((event) => event.title)).toEqual([
      "Drone over the Gdańsk shipyard",
      "Cable cut near Gotland",
      "GPS jamming over Narva",
    ]);
    expect(await citedBy(a!)).toEqual([threadId]);
  });

  it("rewrites a post's citations when it is edited, deleted and restored", async () => {
    const [a, b] = await insertEvents(app, [{ title: "Balloon over Vilnius" }, { title: "Drone over Riga" }]);
    const { threadId } = await startThread(app, member, categoryId);
    const post = await reply(app, member, threadId, `Like #${a}.`);
    expect((await postsOf(threadId)).find((row) => row.id === post.id)!.citedIncidents).toEqual([
      { id: a, title: "Balloon over Vilnius" },
    ]);

    const edited = await app.graphql(EDIT_POST, { id: post.id, body: `Rather like #${b}.` }, member.headers);
    expect(edited.errors).toBeUndefined();
    expect((await postsOf(threadId)).find((row) => row.id === post.id)!.citedIncidents).toEqual([
      { id: b, title: "Drone over Riga" },
    ]);
    expect(await citedBy(a!)).toEqual([]);
    expect(await citedBy(b!)).toEqual([threadId]);

    const deleted = await app.graphql(DELETE_POST, { id: post.id }, member.headers);
    expect(deleted.errors).toBeUndefined();
    expect(await citedBy(b!)).toEqual([]);
  });

  it("never shows a pending incident, and marks a withdrawn one", async () => {
    const [pending, published] = await insertEvents(app, [
      { title: "Secret pending sighting", status: "pending" },
      { title: "Lights over Tallinn port" },
    ]);
    const { threadId } = await startThread(app, member, categoryId);
    const post = await reply(app, member, threadId, `#${pending} and #${published}`);
    // a pending incident's placeholder stays a plain link to its page, which answers nothing to visitors
    expect(post.html).not.toContain("Secret pending sighting");
    let cited = (await postsOf(threadId)).find((row) => row.id === post.id)!;
    expect(cited.citedIncidents).toEqual([{ id: published, title: "Lights over Tallinn port" }]);
    expect(cited.withdrawnCitedIncidents).toEqual([]);

    const rejected = await app.graphql(
      `mutation ($id: ID!) { rejectEvent(id: $id, reason: "The source retracted it.") { id } }`,
      { id: published },
      moderator.headers,
    );
    expect(rejected.errors).toBeUndefined();
    cited = (await postsOf(threadId)).find((row) => row.id === post.id)!;
    expect(cited.citedIncidents).toEqual([]);
    expect(cited.withdrawnCitedIncidents).toEqual([
      { id: published, reason: "Rejected by the moderators after publication." },
    ]);
    // neither is public: no list of citing threads to anyone but staff
    expect(await citedBy(published!)).toBeUndefined();
    expect(await citedBy(pending!, moderator.headers)).toEqual([threadId]);
  });

  it("lists the citing threads newest first, bounded, and loads a page's citations in one query", async () => {
    const [eventId, other] = await insertEvents(app, [
      { title: "Drone near Kraków" },
      { title: "Drone near Łódź" },
    ]);
    const threads: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { threadId } = await startThread(
        app,
        member,
        categoryId,
        `Opening with #${eventId}, thread ${i}`,
      );
      threads.push(threadId);
    }
    const answer = await app.graphql<{ event: { citedBy: { id: string }[] } }>(
      `query ($id: ID!) { event(id: $id) { citedBy(first: 2) { id } } }`,
      { id: eventId },
    );
    expect(answer.data!.event.citedBy.map((thread) => thread.id)).toEqual([threads[2], threads[1]]);

    const { threadId } = await startThread(app, member, categoryId, `About #${eventId}`);
    for (let i = 0; i < 5; i += 1)
      await reply(app, member, threadId, `#${i % 2 ? eventId : other} again ${i}`);
    const plain = `query ($id: ID!) { dataVersion thread(id: $id) { posts { posts { id } } } }`;
    await postsOf(threadId);
    const without = await countStatements(app, () => app.graphql(plain, { id: threadId }));
    const withCards = await countStatements(app, () => postsOf(threadId));
    // the citations, their incidents and the withdrawn ones: three statements for the whole page
    expect(withCards - without).toBe(3);
    expect((await postsOf(threadId)).flatMap((row) => row.citedIncidents.map((event) => event.id))).toEqual([
      eventId,
      other,
      eventId,
      other,
      eventId,
      other,
    ]);
  });

  it("takes a correction of an incident cited in 10,000 posts without rewriting one: the next read shows it", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Cable cut near Gotland" }]);
    const { threadId } = await startThread(app, member, categoryId, `About #${eventId}`);
    const connection = app.orm.em.fork().getConnection();
    // 10,000 more posts citing it, as 10,000 replies would leave them (their citations kept by the trigger)
    await connection.execute(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       select thread_id, author_id, number + g, markdown, html, created_at + g * interval '1 millisecond'
         from forum_posts, generate_series(1, 10000) g where thread_id = ? and number = 1`,
      [threadId],
    );
    await connection.execute(
      `update forum_threads set post_count = post_count + 10000, reply_count = reply_count + 10000,
         version = version + 1 where id = ?`,
      [threadId],
    );
    const citing = await connection.execute<{ n: number }[]>(
      `select count(*)::int as n from forum_post_citations where event_id = ?`,
      [eventId],
    );
    expect(citing[0]!.n).toBe(10_001);
    const newest = async () =>
      (
        await connection.execute<{ x: string }[]>(
          `select max(xmin::text::bigint)::text as x from forum_posts`,
        )
      )[0]!.x;
    const before = await newest();

    const corrected = await app.graphql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Cable cut off Gotland" }) { id } }`,
      { id: eventId },
      moderator.headers,
    );
    expect(corrected.errors).toBeUndefined();
    // the cards are filled when read (decision 161): no post was written by the correction, nor is one
    // queued to be, and the very next read of the thread shows the new title on each of its cards
    expect(await newest()).toBe(before);
    const page = await postsOf(threadId);
    expect(page.length).toBeGreaterThan(1);
    for (const post of page)
      expect(post.citedIncidents).toEqual([{ id: eventId, title: "Cable cut off Gotland" }]);
  });

  it("answers a page's cards by its posts, shared by visitors until an incident changes, a deleted thread's to staff only", async () => {
    const [eventId, other] = await insertEvents(app, [
      { title: "Drone over the Vilnius airport" },
      { title: "Balloons over Klaipėda" },
    ]);
    const { threadId, postId: opening } = await startThread(app, member, categoryId, `About #${eventId}`);
    const second = await reply(app, member, threadId, `And #${other}, like #${eventId}`);
    const plain = await reply(app, member, threadId, "Nothing cited here");
    type Answer = { postCitations: { postId: string; incidents: { id: string; title: string }[] }[] };
    const cards = async (ids: string[], headers?: Record<string, string>) =>
      (await app.graphql<Answer>(POST_CITATIONS, { ids }, headers)).data!.postCitations;
    const ids = [opening, second.id, plain.id, opening];
    expect(await cards(ids)).toEqual([
      {
        postId: opening,
        incidents: [{ id: eventId, title: "Drone over the Vilnius airport" }],
        withdrawn: [],
      },
      {
        postId: second.id,
        incidents: [
          { id: eventId, title: "Drone over the Vilnius airport" },
          { id: other, title: "Balloons over Klaipėda" },
        ],
        withdrawn: [],
      },
      { postId: plain.id, incidents: [], withdrawn: [] },
    ]);

    // a title changed behind the app's back is not seen by visitors: their answer is the shared one
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(`update events set title = 'Changed unseen' where id = ?`, [eventId]);
    expect((await cards(ids))[0]!.incidents[0]!.title).toBe("Drone over the Vilnius airport");
    // a moderator's correction is seen by the next visitor
    const corrected = await app.graphql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Drone over Vilnius airport" }) { id } }`,
      { id: eventId },
      moderator.headers,
    );
    expect(corrected.errors).toBeUndefined();
    expect((await cards(ids))[0]!.incidents[0]!.title).toBe("Drone over Vilnius airport");

    const deleted = await app.graphql(
      `mutation ($id: ID!) { deleteThread(id: $id) { id } }`,
      { id: threadId },
      moderator.headers,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await cards(ids)).toEqual([]);
    expect(await cards(ids, member.headers)).toEqual([]);
    expect((await cards(ids, moderator.headers)).map((post) => post.postId)).toEqual([
      opening,
      second.id,
      plain.id,
    ]);

    const tooMany = await app.graphql(POST_CITATIONS, {
      ids: Array.from({ length: 51 }, (_, i) => String(i + 1)),
    });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: "Ask for the citations of at most 50 posts",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("answers a bad citedBy bound with an empty list, never an error", async () => {
    const [eventId] = await insertEvents(app, [{}]);
    const answer = await app.graphql(`query ($id: ID!) { event(id: $id) { citedBy(first: -3) { id } } }`, {
      id: eventId,
    });
    expect(answer.errors).toBeUndefined();
  });
});
