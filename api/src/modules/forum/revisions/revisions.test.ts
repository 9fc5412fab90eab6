import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import type { TestApp } from "../../../../test/app.js";
import { sideOf, type DiffLine } from "./revision-diff.js";
import { forumMember, reply, startForumApp, startThread, type Member } from "../../../../test/forum.js";

const HISTORY = `query ($id: ID!) { postRevisions(postId: $id) {
  id markdown reason isHidden isRedacted isReported viewerCanDelete editor { username }
  diff { tooDifferent inline { kind segments { kind text } } sideBySide { before { kind } after { kind } } } } }`;
const EDIT_WITH_REASON = `mutation ($id: ID!, $body: String!, $reason: String) {
  editPost(id: $id, body: $body, reason: $reason) { id } }`;
const REPORT = `mutation ($id: ID!) { reportContent(input: { targetType: post, targetId: $id, reason: abuse }) { id } }`;
const REPORTED = `{ reportGroups(status: open) { nodes { targetId reports { editedAfterReport
  reportedRevision { id markdown isReported diff { inline { kind segments { kind text } } } } } } } }`;
const DELETE_REVISION = `mutation ($id: ID!) { deletePostRevision(id: $id) }`;
const HIDE = `mutation ($id: ID!, $reason: String) { hidePostRevision(id: $id, reason: $reason) { id isHidden markdown } }`;
const REDACT = `mutation ($id: ID!, $reason: String) { redactPostRevision(id: $id, reason: $reason) { id isRedacted markdown } }`;

interface Revision {
  id: string;
  markdown: string | null;
  isHidden: boolean;
  isReported: boolean;
  viewerCanDelete: boolean;
  diff: { tooDifferent: boolean; inline: Array<{ kind: string }>; sideBySide: unknown[] } | null;
}

describe("a post's edit history", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let moderator: Member;
  let categoryId: string;
  const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);
  /** Moves a post out of its author's grace period. */
  const age = (postId: string) =>
    sql("update forum_posts set created_at = now() - interval '10 minutes' where id = ?", [postId]);

  beforeAll(async () => {
    ({
      app,
      members: [author, reader, moderator],
      categoryIds: [categoryId],
    } = await startForumApp({ members: [{}, {}, { role: "moderator" }], categories: ["General"] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  async function history(postId: string, viewer?: Member): Promise<Revision[]> {
    const answer = await app.graphql<{ postRevisions: Revision[] }>(HISTORY, { id: postId }, viewer?.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.postRevisions;
  }

  async function edit(member: Member, id: string, body: string, reason?: string) {
    const answer = await app.graphql(EDIT_WITH_REASON, { id, body, reason }, member.headers);
    expect(answer.errors).toBeUndefined();
  }

  it("keeps no revision for the author's edit in the grace period, and exactly one outside it", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "Teh road is closed");
    await edit(author, id, "The road is closed");
    expect(await history(id)).toEqual([]);
    await age(id);
    await edit(author, id, "The road is open again");
    const [only, ...rest] = await history(id);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ markdown: "The road is closed", isHidden: false, isReported: false });
    expect(only!.diff!.tooDifferent).toBe(false);
    expect(only!.diff!.inline.map((line) => line.kind)).toEqual(["removed", "added"]);
    expect(only!.diff!.sideBySide).toEqual([{ before: { kind: "removed" }, after: { kind: "added" } }]);
    // the post's editor is named though the grace-period edit kept no revision
    const shown = await app.graphql<{
      thread: { posts: { posts: Array<{ id: string; editedBy: unknown }> } };
    }>(`query ($id: ID!) { thread(id: $id) { posts { posts { id editedBy { username } } } } }`, {
      id: threadId,
    });
    expect(shown.data!.thread.posts.posts.find((p) => p.id === id)!.editedBy).toEqual({
      username: author.username,
    });
  });

  it("keeps a revision for an edit with a reason and for staff edits, even in the grace period", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "First");
    await edit(author, id, "Second", "Corrected the date");
    await edit(moderator, id, "Third");
    const revisions = await history(id);
    expect(revisions.map((r) => r.markdown)).toEqual(["Second", "First"]);
  });

  it("pins the reported text: a later edit, the author's deletion of the revision and of the post leave it to moderators", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "You are all idiots");
    expect((await app.graphql(REPORT, { id }, reader.headers)).errors).toBeUndefined();
    // in the grace period, but the text was reported: it is kept
    await edit(author, id, "I disagree with you all");
    const [pinned] = await history(id, author);
    expect(pinned).toMatchObject({
      markdown: "You are all idiots",
      isReported: true,
      viewerCanDelete: false,
    });
    const refused = await app.graphql(DELETE_REVISION, { id: pinned!.id }, author.headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.revisionReported,
      extensions: { code: "FORBIDDEN" },
    });
    // many more edits cannot push it out of the history
    await age(id);
    for (let n = 0; n < 3; n++) await edit(author, id, `Harmless text ${n}`);
    await app.graphql(`mutation ($id: ID!) { deletePost(id: $id) { id } }`, { id }, author.headers);
    expect(await history(id)).toEqual([]);
    const groups = await app.graphql<{
      reportGroups: {
        nodes: Array<{
          targetId: string;
          reports: Array<{
            editedAfterReport: boolean;
            reportedRevision: { id: string; markdown: string; diff: unknown } | null;
          }>;
        }>;
      };
    }>(REPORTED, {}, moderator.headers);
    const [entry] = groups.data!.reportGroups.nodes.find((g) => g.targetId === id)!.reports;
    expect(entry).toMatchObject({
      editedAfterReport: true,
      reportedRevision: { id: pinned!.id, markdown: "You are all idiots" },
    });
    // the diff leads from the reported text to today's
    const diff = entry!.reportedRevision!.diff as { inline: DiffLine[] };
    expect(sideOf(diff.inline, "before")).toBe("You are all idiots");
    expect(sideOf(diff.inline, "after")).toBe("Harmless text 2");
    // the reports queue's page asks for the diff on its own, as staff only
    const REPORTED_REVISION = `query ($id: ID!) { reportedRevision(id: $id) { diff { inline { kind segments { kind text } } } } }`;
    const alone = await app.graphql<{ reportedRevision: { diff: { inline: DiffLine[] } } | null }>(
      REPORTED_REVISION,
      { id: pinned!.id },
      moderator.headers,
    );
    expect(sideOf(alone.data!.reportedRevision!.diff.inline, "before")).toBe("You are all idiots");
    expect(sideOf(alone.data!.reportedRevision!.diff.inline, "after")).toBe("Harmless text 2");
    const asMember = await app.graphql(REPORTED_REVISION, { id: pinned!.id }, author.headers);
    expect(asMember.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lets the author delete an unreported revision of their own post, and nobody else", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "Draft");
    await age(id);
    await edit(author, id, "Final");
    const [revision] = await history(id, author);
    expect(revision!.viewerCanDelete).toBe(true);
    const refused = await app.graphql(DELETE_REVISION, { id: revision!.id }, reader.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const deleted = await app.graphql(DELETE_REVISION, { id: revision!.id }, author.headers);
    expect(deleted.data).toEqual({ deletePostRevision: true });
    expect(await history(id)).toEqual([]);
  });

  it("hides a revision from readers, who see only that one was hidden; redacts another; both in the audit log", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "My phone is 555-0100");
    await age(id);
    await edit(author, id, "My address is 1 Main St");
    await edit(author, id, "Contact me here");
    const [newer, older] = await history(id);
    const refused = await app.graphql(HIDE, { id: older!.id }, reader.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const hidden = await app.graphql(HIDE, { id: older!.id, reason: "Personal data" }, moderator.headers);
    expect(hidden.errors).toBeUndefined();
    const redacted = await app.graphql(REDACT, { id: newer!.id, reason: "Address" }, moderator.headers);
    expect(redacted.data).toEqual({
      redactPostRevision: { id: newer!.id, isRedacted: true, markdown: null },
    });
    for (const viewer of [undefined, reader, author]) {
      const seen = await history(id, viewer);
      expect(seen.map((r) => [r.isHidden, r.markdown, r.diff])).toEqual([
        [false, null, null],
        [true, null, null],
      ]);
    }
    const staff = await history(id, moderator);
    expect(staff[1]).toMatchObject({ isHidden: true, markdown: "My phone is 555-0100" });
    const stored = await sql<{ markdown: string }>("select markdown from forum_post_revisions where id = ?", [
      newer!.id,
    ]);
    expect(stored).toEqual([{ markdown: "" }]);
    const audit = await sql<{ action: string; reason: string; actor_id: string }>(
      "select action, reason, actor_id::text as actor_id from staff_actions where target_type = 'post' and target_id = ? order by id",
      [id],
    );
    expect(audit).toEqual([
      { action: "post.revisionHide", reason: "Personal data", actor_id: moderator.id },
      { action: "post.revisionRedact", reason: "Address", actor_id: moderator.id },
    ]);
  });

  it("renders each earlier text as posts are, sanitised, and none for readers of a hidden one", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(
      app,
      author,
      threadId,
      `**Road** closed, ask @${reader.username}\n\n<script>alert(1)</script><img src=x onerror=alert(2)>`,
    );
    await age(id);
    await edit(author, id, "Road open");
    const HTML = `query ($id: ID!) { postRevisions(postId: $id) { id html } }`;
    const shown = await app.graphql<{ postRevisions: Array<{ id: string; html: string | null }> }>(HTML, {
      id,
    });
    expect(shown.errors).toBeUndefined();
    const [revision] = shown.data!.postRevisions;
    expect(revision!.html).toContain("<strong>Road</strong> closed");
    expect(revision!.html).toContain(`href="/forum/user/${encodeURIComponent(reader.username)}"`);
    // raw HTML is shown as text, never as markup
    expect(revision!.html).not.toMatch(/<script|<[^>]*onerror/i);
    await app.graphql(HIDE, { id: revision!.id, reason: "Check" }, moderator.headers);
    const hidden = await app.graphql<{ postRevisions: Array<{ html: string | null }> }>(
      HTML,
      { id },
      reader.headers,
    );
    expect(hidden.data!.postRevisions).toEqual([{ id: revision!.id, html: null }]);
    const forStaff = await app.graphql<{ postRevisions: Array<{ html: string | null }> }>(
      HTML,
      { id },
      moderator.headers,
    );
    expect(forStaff.data!.postRevisions[0]!.html).toContain("<strong>Road</strong>");
  });

  it("serves the history over REST as in GraphQL, and refuses a malformed id with 400", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "Line one\nLine two");
    await age(id);
    await edit(author, id, "Line one\nLine 2");
    const answer = await fetch(`${app.url}/api/forum/posts/${id}/revisions`);
    expect(answer.status).toBe(200);
    const [revision] = (await answer.json()) as Array<{
      markdown: string;
      editor: unknown;
      diff: { inline: DiffLine[] };
    }>;
    expect(revision).toMatchObject({ markdown: "Line one\nLine two", editor: { username: author.username } });
    expect(sideOf(revision!.diff.inline, "after")).toBe("Line one\nLine 2");
    const malformed = await fetch(`${app.url}/api/forum/posts/x1/revisions`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("message");
  });

  it("tells those who reacted or quoted before a change, not those who came after nor a quick correction", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "I love this plan");
    const react = (member: Member) =>
      app.graphql(
        `mutation ($id: ID!) { toggleReaction(postId: $id, kind: like) { id } }`,
        { id },
        member.headers,
      );
    expect((await react(reader)).errors).toBeUndefined();
    await reply(app, moderator, threadId, `[quote=${id}]\nI love this plan\n[/quote]\nMe too`);
    // a correction in the author's first minutes is not a change of what they reacted to
    await edit(author, id, "I love this plan!");
    const PAGE = `query ($id: ID!) { thread(id: $id) { posts { posts { id editedAfterViewer } } } }`;
    const seenBy = async (viewer?: Member) => {
      const answer = await app.graphql<{
        thread: { posts: { posts: Array<{ id: string; editedAfterViewer: string | null }> } };
      }>(PAGE, { id: threadId }, viewer?.headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!.thread.posts.posts.find((post) => post.id === id)!.editedAfterViewer;
    };
    expect(await seenBy(reader)).toBeNull();
    await age(id);
    await edit(author, id, "I hate this plan");
    // once as a visitor first, so a member's page may be the visitor's with their part filled in
    expect(await seenBy()).toBeNull();
    expect(await seenBy(reader)).toBe("reaction");
    expect(await seenBy(moderator)).toBe("quote");
    expect(await seenBy(author)).toBeNull();
  });

  it("never tells the editor that their own edit came after their reaction or quote", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "The bridge is closed");
    for (const member of [author, moderator, reader])
      await app.graphql(
        `mutation ($id: ID!) { toggleReaction(postId: $id, kind: thanks) { id } }`,
        { id },
        member.headers,
      );
    const PAGE = `query ($id: ID!) { thread(id: $id) { posts { posts { id editedAfterViewer } } } }`;
    const seenBy = async (viewer: Member) => {
      const answer = await app.graphql<{
        thread: { posts: { posts: Array<{ id: string; editedAfterViewer: string | null }> } };
      }>(PAGE, { id: threadId }, viewer.headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!.thread.posts.posts.find((post) => post.id === id)!.editedAfterViewer;
    };
    await age(id);
    await edit(author, id, "The bridge is open");
    expect(await seenBy(author)).toBeNull();
    expect(await seenBy(moderator)).toBe("reaction");
    await edit(moderator, id, "The bridge is open to walkers");
    // the latest edit decides: the moderator's own is no news to them, and is news to the author
    expect(await seenBy(moderator)).toBeNull();
    expect(await seenBy(author)).toBe("reaction");
    expect(await seenBy(reader)).toBe("reaction");
  });

  it("notifies those who reacted or quoted when the post changes, as their reaction and quote settings say", async () => {
    const [fan, quoter, quiet] = await Promise.all([forumMember(app), forumMember(app), forumMember(app)]);
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "Meet at the north gate");
    for (const member of [fan, quiet])
      await app.graphql(
        `mutation ($id: ID!) { toggleReaction(postId: $id, kind: thanks) { id } }`,
        { id },
        member.headers,
      );
    await reply(app, quoter, threadId, `[quote=${id}]\nMeet at the north gate\n[/quote]\nSee you there`);
    await app.graphql(
      "mutation { updateNotificationPreferences(input: { reaction: false }) { reaction } }",
      {},
      quiet.headers,
    );
    await age(id);
    await edit(author, id, "Meet at the south gate");
    await edit(author, id, "Meet at the south gate, at noon");
    const notices = async (member: Member) => {
      const answer = await app.graphql<{
        notifications: {
          nodes: Array<{ type: string; content: string; relatedPost: { id: string } | null }>;
        };
      }>("{ notifications { nodes { type content relatedPost { id } } } }", {}, member.headers);
      return answer.data!.notifications.nodes.filter((n) => n.relatedPost?.id === id);
    };
    // one unseen notice however many times it changes
    expect(await notices(fan)).toEqual([
      { type: "reaction", content: `${author.username} changed a post you reacted to`, relatedPost: { id } },
    ]);
    expect(await notices(quoter)).toEqual([
      { type: "quote", content: `${author.username} changed a post you quoted`, relatedPost: { id } },
    ]);
    expect(await notices(quiet)).toEqual([]);
  });

  it("answers an unknown revision with NOT_FOUND", async () => {
    const answer = await app.graphql(DELETE_REVISION, { id: "999999999" }, author.headers);
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.revisionNotFound,
      extensions: { code: "NOT_FOUND" },
    });
  });
});
