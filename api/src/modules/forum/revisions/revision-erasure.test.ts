import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import { forumMember, reply, startForumApp, startThread, type Member } from "../../../../test/forum.js";
import { ERASED_EMAIL, ERASED_NAME } from "./revision-erasure.js";

const RENAME = `mutation ($id: ID!, $title: String!, $reason: String) {
  editThreadTitle(id: $id, title: $title, reason: $reason) { id } }`;
const EDIT = `mutation ($id: ID!, $body: String!, $reason: String) { editPost(id: $id, body: $body, reason: $reason) { id } }`;

describe("a member's revisions and their data rights", () => {
  let app: TestApp;
  let friend: Member;
  let categoryId: string;
  const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    ({
      app,
      members: [friend],
      categoryIds: [categoryId],
    } = await startForumApp({ members: [{}], categories: ["General"] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives the member their posts' earlier texts and their threads' earlier titles in the data download", async () => {
    const member = await forumMember(app);
    const { threadId } = await startThread(app, member, categoryId);
    const { id } = await reply(app, member, threadId, "Before the correction");
    await app.graphql(EDIT, { id, body: "After the correction", reason: "Typo" }, member.headers);
    const renamed = await app.graphql(
      RENAME,
      { id: threadId, title: "A better title", reason: "Clearer" },
      member.headers,
    );
    expect(renamed.errors).toBeUndefined();
    const answer = await fetch(`${app.url}/api/forum/settings/data`, { headers: member.headers });
    expect(answer.status).toBe(200);
    const data = (await answer.json()) as {
      postRevisions: unknown[];
      threadTitleRevisions: Array<{ title: string }>;
    };
    expect(data.threadTitleRevisions).toEqual([
      expect.objectContaining({ threadId, reason: "Clearer", editedByYou: true }),
    ]);
    expect(data.threadTitleRevisions[0]!.title).toMatch(/^A thread to read/);
    expect(data.postRevisions).toEqual([
      expect.objectContaining({
        postId: id,
        markdown: "Before the correction",
        reason: "Typo",
        editedByYou: true,
      }),
    ]);
  });

  it("leaves no revision row holding an erased member's name or e-mail address", async () => {
    const leaving = await forumMember(app, { username: `Leaving_${process.pid}` });
    const email = `${leaving.username}@example.com`;
    const { threadId } = await startThread(app, leaving, categoryId);
    const own = await reply(app, leaving, threadId, `I am ${leaving.username}, write to ${email}`);
    await app.graphql(
      EDIT,
      { id: own.id, body: "Nothing personal here", reason: "Privacy" },
      leaving.headers,
    );
    // another member's post mentioning them, edited with the mention still in the earlier text
    const other = await reply(app, friend, threadId, `Thanks @${leaving.username.toLowerCase()}! (${email})`);
    await app.graphql(EDIT, { id: other.id, body: "Thanks!", reason: "Shorter" }, friend.headers);
    // a thread title that named them, renamed by its author with the name still in the earlier title
    const { threadId: namedThread } = await startThread(app, friend, categoryId);
    await app.graphql(RENAME, { id: namedThread, title: `Ask ${leaving.username} about it` }, friend.headers);
    await app.graphql(
      RENAME,
      { id: namedThread, title: "Ask the organisers", reason: "Privacy" },
      friend.headers,
    );
    // a longer word that only contains their name is left alone
    const unrelated = await reply(app, friend, threadId, `x${leaving.username}y stays`);
    await app.graphql(EDIT, { id: unrelated.id, body: "Changed", reason: "Edit" }, friend.headers);
    const deleted = await app.graphql(
      `mutation ($password: String!) { deleteAccount(password: $password) }`,
      { password: "correct horse" },
      leaving.headers,
    );
    expect(deleted.data).toEqual({ deleteAccount: true });
    const rows = await sql<{ post_id: string; markdown: string; editor_id: string | null }>(
      "select post_id::text as post_id, markdown, editor_id::text as editor_id from forum_post_revisions where post_id in (?, ?, ?)",
      [own.id, other.id, unrelated.id],
    );
    const text = JSON.stringify(rows).toLowerCase();
    expect(text).not.toContain(email.toLowerCase());
    expect(rows.find((r) => r.post_id === own.id)).toEqual({
      post_id: own.id,
      markdown: `I am ${ERASED_NAME}, write to ${ERASED_EMAIL}`,
      editor_id: null,
    });
    expect(rows.find((r) => r.post_id === other.id)!.markdown).toBe(
      `Thanks ${ERASED_NAME}! (${ERASED_EMAIL})`,
    );
    const titles = await sql<{ title: string }>(
      "select title from forum_thread_title_revisions where thread_id = ? order by id",
      [namedThread],
    );
    // the first rename fell in the author's grace period and kept nothing
    expect(titles.map((r) => r.title)).toEqual([`Ask ${ERASED_NAME} about it`]);
    expect(rows.find((r) => r.post_id === unrelated.id)!.markdown).toBe(`x${leaving.username}y stays`);
    const erasedNameAlone = new RegExp(`(^|[^a-z0-9_-])@?${leaving.username.toLowerCase()}([^a-z0-9_-]|$)`);
    expect(
      rows.filter((r) => r.post_id !== unrelated.id).map((r) => r.markdown.toLowerCase()),
    ).not.toContainEqual(expect.stringMatching(erasedNameAlone));
  });

  it("erases an erased member's name however a revision spells it, so no visitor reads it in the history", async () => {
    const leaving = await forumMember(app, { username: `e18_9d6ji_${process.pid}` });
    const escaped = leaving.username.replaceAll("_", "\\_");
    const entities = leaving.username.replaceAll("_", "&#95;");
    const { threadId } = await startThread(app, friend, categoryId);
    const post = await reply(app, friend, threadId, `Ask ${escaped} or @${entities} about it`);
    const edited = await app.graphql(
      EDIT,
      { id: post.id, body: "Ask the organisers", reason: "Privacy" },
      friend.headers,
    );
    expect(edited.errors).toBeUndefined();
    const deleted = await app.graphql(
      `mutation ($password: String!) { deleteAccount(password: $password) }`,
      { password: "correct horse" },
      leaving.headers,
    );
    expect(deleted.data).toEqual({ deleteAccount: true });
    const history = await app.graphql<{ postRevisions: Array<{ markdown: string; html: string }> }>(
      `query ($id: ID!) { postRevisions(postId: $id) { markdown html } }`,
      { id: post.id },
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.postRevisions.map((r) => r.markdown)).toEqual([
      `Ask ${ERASED_NAME} or ${ERASED_NAME} about it`,
    ]);
    expect(history.data!.postRevisions[0]!.html).not.toContain(leaving.username);
  });
});
