import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import type { TestApp } from "../../../../test/app.js";
import { startForumApp, startThread, type Member } from "../../../../test/forum.js";

const RENAME = `mutation ($id: ID!, $title: String!, $reason: String) {
  editThreadTitle(id: $id, title: $title, reason: $reason) { id title titleEditedAt } }`;
const TITLES = `query ($id: ID!) { threadTitleRevisions(threadId: $id) {
  id title reason isHidden isRedacted editor { username } diff { tooDifferent inline { kind segments { kind text } } } } }`;
const HIDE = `mutation ($id: ID!, $reason: String) { hideThreadTitleRevision(id: $id, reason: $reason) { id isHidden title } }`;
const REDACT = `mutation ($id: ID!, $reason: String) { redactThreadTitleRevision(id: $id, reason: $reason) { id isRedacted title } }`;

interface TitleRevision {
  id: string;
  title: string | null;
  reason: string | null;
  isHidden: boolean;
  isRedacted: boolean;
  editor: { username: string } | null;
  diff: {
    tooDifferent: boolean;
    inline: Array<{ kind: string; segments: Array<{ kind: string; text: string }> }>;
  } | null;
}

describe("a thread's title history", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let moderator: Member;
  let categoryId: string;
  const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);
  /** Moves a thread out of its author's grace period. */
  const age = (threadId: string) =>
    sql("update forum_threads set created_at = now() - interval '10 minutes' where id = ?", [threadId]);

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

  const rename = (member: Member, id: string, title: string, reason?: string) =>
    app.graphql<{ editThreadTitle: { title: string; titleEditedAt: string | null } }>(
      RENAME,
      { id, title, reason },
      member.headers,
    );

  async function titles(threadId: string, viewer?: Member): Promise<TitleRevision[]> {
    const answer = await app.graphql<{ threadTitleRevisions: TitleRevision[] }>(
      TITLES,
      { id: threadId },
      viewer?.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.threadTitleRevisions;
  }

  it("keeps no earlier title for the author's edit in the grace period, and exactly one outside it", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const quick = await rename(author, threadId, "  Drones  over the   port ");
    expect(quick.errors).toBeUndefined();
    expect(quick.data!.editThreadTitle).toMatchObject({ title: "Drones over the port" });
    expect(quick.data!.editThreadTitle.titleEditedAt).not.toBeNull();
    expect(await titles(threadId)).toEqual([]);
    await age(threadId);
    expect((await rename(author, threadId, "Drones over the harbour")).errors).toBeUndefined();
    const [only, ...rest] = await titles(threadId);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      title: "Drones over the port",
      reason: null,
      editor: { username: author.username },
    });
    expect(only!.diff!.inline[0]!.segments).toEqual([
      { kind: "same", text: "Drones over the " },
      { kind: "removed", text: "port" },
    ]);
    // REST gives the same history
    const rest1 = await fetch(`${app.url}/api/forum/threads/${threadId}/title-revisions`);
    expect(rest1.status).toBe(200);
    expect(await rest1.json()).toEqual([
      expect.objectContaining({ title: "Drones over the port", editor: { username: author.username } }),
    ]);
    expect((await fetch(`${app.url}/api/forum/threads/not-an-id/title-revisions`)).status).toBe(400);
  });

  it("keeps the earlier title for staff edits and edits with a reason, even in the grace period; staff edits are audited", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    expect((await rename(author, threadId, "Second title", "Wrong town")).errors).toBeUndefined();
    expect((await rename(moderator, threadId, "Third title here")).errors).toBeUndefined();
    const history = await titles(threadId);
    expect(history.map((r) => [r.title, r.reason, r.editor?.username])).toEqual([
      ["Second title", null, moderator.username],
      [expect.stringMatching(/^A thread to read/), "Wrong town", author.username],
    ]);
    const audit = await sql<{ action: string; actor_id: string }>(
      "select action, actor_id::text as actor_id from staff_actions where target_type = 'thread' and target_id = ?",
      [threadId],
    );
    expect(audit).toEqual([{ action: "thread.rename", actor_id: moderator.id }]);
  });

  it("lets only the opening post's author (while the thread is open) and staff change the title", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const other = await rename(reader, threadId, "Taken over by someone else");
    expect(other.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const invalid = await rename(author, threadId, "  ");
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { title: messages.titleRequired },
    });
    await sql("update forum_threads set is_locked = true where id = ?", [threadId]);
    const locked = await rename(author, threadId, "Renamed while locked");
    expect(locked.errors?.[0]).toMatchObject({
      message: messages.threadLocked,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await rename(moderator, threadId, "Renamed by staff while locked")).errors).toBeUndefined();
    const visitor = await app.graphql(RENAME, { id: threadId, title: "From a visitor" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("hides an earlier title from readers and redacts another, both in the audit log with who and why", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    await age(threadId);
    await rename(author, threadId, "My phone is 555 0100");
    await rename(author, threadId, "Nothing personal now");
    const [newer, older] = await titles(threadId);
    const refused = await app.graphql(HIDE, { id: newer!.id }, reader.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const hidden = await app.graphql(HIDE, { id: newer!.id, reason: "Personal data" }, moderator.headers);
    expect(hidden.data).toEqual({
      hideThreadTitleRevision: { id: newer!.id, isHidden: true, title: "My phone is 555 0100" },
    });
    const redacted = await app.graphql(REDACT, { id: older!.id, reason: "Slur" }, moderator.headers);
    expect(redacted.data).toEqual({
      redactThreadTitleRevision: { id: older!.id, isRedacted: true, title: null },
    });
    const forReaders = await titles(threadId, reader);
    expect(forReaders.map((r) => [r.isHidden, r.isRedacted, r.title, r.diff])).toEqual([
      [true, false, null, null],
      [false, true, null, null],
    ]);
    expect((await titles(threadId, moderator))[0]!.title).toBe("My phone is 555 0100");
    const [stored] = await sql<{ title: string }>(
      "select title from forum_thread_title_revisions where id = ?",
      [older!.id],
    );
    expect(stored!.title).toBe("");
    const audit = await sql<{ action: string; reason: string; actor_id: string }>(
      "select action, reason, actor_id::text as actor_id from staff_actions where target_type = 'thread' and target_id = ? order by id",
      [threadId],
    );
    expect(audit).toEqual([
      { action: "thread.titleRevisionHide", reason: "Personal data", actor_id: moderator.id },
      { action: "thread.titleRevisionRedact", reason: "Slur", actor_id: moderator.id },
    ]);
  });

  it("answers an unknown thread or earlier title with NOT_FOUND, and hides a deleted thread's titles from readers", async () => {
    const unknown = await app.graphql(TITLES, { id: "999999999" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const hide = await app.graphql(HIDE, { id: "999999999" }, moderator.headers);
    expect(hide.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const { threadId } = await startThread(app, author, categoryId);
    await sql("update forum_threads set is_deleted = true where id = ?", [threadId]);
    const gone = await app.graphql(TITLES, { id: threadId }, reader.headers);
    expect(gone.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await titles(threadId, moderator)).toEqual([]);
  });
});
