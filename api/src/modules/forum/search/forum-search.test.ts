import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import type { TestApp } from "../../../../test/app.js";
import { DELETE_POST, reply, startThread, startForumApp, type Member } from "../../../../test/forum.js";

const SEARCH = `query ($q: String!, $page: Int) { searchForum(query: $q, page: $page) {
  page pageCount totalCount hits { snippet post { id number isDeleted } thread { id title } } } }`;

interface Results {
  searchForum: {
    page: number;
    pageCount: number;
    totalCount: number;
    hits: Array<{
      snippet: string;
      post: { id: string; number: number };
      thread: { id: string; title: string };
    }>;
  };
}

describe("searching the forum", () => {
  let app: TestApp;
  let member: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({
      app,
      members: [member],
      categoryIds: [categoryId],
    } = await startForumApp({ members: [{}], categories: ["General"] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const search = async (q: string, page?: number) =>
    (await app.graphql<Results>(SEARCH, { q, page })).data!.searchForum;

  it("finds posts by stemmed words and marks the matches in an escaped snippet", async () => {
    const { threadId } = await startThread(app, member, categoryId);
    const { id } = await reply(
      app,
      member,
      threadId,
      "Saboteurs <b>damaged</b> the substations near Riga & Tartu",
    );
    const result = await search("substation damage");
    expect(result.totalCount).toBe(1);
    expect(result.hits[0]!.post.id).toBe(id);
    expect(result.hits[0]!.snippet).toContain("<mark>damaged</mark>");
    expect(result.hits[0]!.snippet).toContain("Riga &amp; Tartu");
    expect(result.hits[0]!.snippet).toContain("<mark>substations</mark>");
    expect(result.hits[0]!.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("finds a thread by its title, through its opening post", async () => {
    const { threadId, postId } = await startThread(app, member, categoryId, "Nothing special in here");
    await app.orm.em
      .fork()
      .execute("update forum_threads set title = ? where id = ?", ["Zeppelin sightings", threadId]);
    const result = await search("zeppelin");
    expect(result.hits.map((h) => [h.post.id, h.thread.id])).toEqual([[postId, threadId]]);
  });

  it("keeps the punctuation that opens a title in its snippet", async () => {
    const { threadId } = await startThread(app, member, categoryId, "Seen near the coast last night.");
    await app.orm.em
      .fork()
      .execute("update forum_threads set title = ? where id = ?", [
        "[Demo] GPS jamming over Gotland",
        threadId,
      ]);
    const [hit] = (await search("jamming")).hits;
    expect(hit!.snippet.startsWith("[Demo] GPS <mark>jamming</mark> over Gotland")).toBe(true);
  });

  it("leaves quote markers out of snippets", async () => {
    const { threadId, postId } = await startThread(app, member, categoryId);
    await reply(app, member, threadId, `[quote=${postId}]\nOpening words\n[/quote]\nA marmalade theory`);
    const [hit] = (await search("marmalade")).hits;
    expect(hit!.snippet).not.toContain("quote");
    expect(hit!.snippet).toContain("<mark>marmalade</mark>");
  });

  it("never finds a deleted post", async () => {
    const { threadId } = await startThread(app, member, categoryId);
    const { id } = await reply(app, member, threadId, "Quixotic ramblings about balloons");
    expect((await search("quixotic")).totalCount).toBe(1);
    await app.graphql(DELETE_POST, { id }, member.headers);
    expect(await search("quixotic")).toMatchObject({ totalCount: 0, pageCount: 1, hits: [] });
  });

  it("pages the results twenty at a time", async () => {
    const { threadId } = await startThread(app, member, categoryId);
    for (let i = 0; i < 23; i += 1) await reply(app, member, threadId, `Pipeline report number ${i}`);
    const first = await search("pipeline");
    const second = await search("pipeline", 2);
    expect([first.totalCount, first.pageCount, first.hits.length, second.hits.length]).toEqual([
      23, 2, 20, 3,
    ]);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.post.id)).size).toBe(23);
  });

  it.each([
    ["   ", messages.searchQueryRequired],
    ["x".repeat(201), messages.searchQueryTooLong],
  ])("refuses the search text %j", async (q, message) => {
    const result = await app.graphql(SEARCH, { q });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });

  it("answers operators and punctuation without an error", async () => {
    for (const q of ['"cable cut" -rail', "or", "&|!():*", "'"]) {
      expect((await app.graphql(SEARCH, { q })).errors).toBeUndefined();
    }
  });
});
