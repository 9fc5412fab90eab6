import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { registerAccount } from "../../../../test/accounts.js";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, insertCategories, reply, startThread } from "../../../../test/forum.js";
import { NOTIFICATION_ADDED, openLive } from "../../../../test/live.js";

const DELETE = `mutation ($password: String!) { deleteAccount(password: $password) }`;
const ME = `{ me { id } }`;

describe("deleting one's own account", () => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000", TRUST_PROXY: "1" });
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const sql = <T>(text: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T[]>(text, params);

  it("needs the password, ends every session and socket, keeps the posts without an author", async () => {
    const account = await registerAccount(app);
    const headers = { authorization: `Bearer ${account.token}` };
    const member = { ...account, headers };
    const { threadId } = await startThread(app, member, categoryId, "My opening words stay");
    const other = await forumMember(app);
    await reply(app, other, threadId, "A reply that stays as it is");
    const live = await openLive(app.url, account.token, [NOTIFICATION_ADDED]);

    const wrong = await app.graphql(DELETE, { password: "not my password" }, headers);
    expect(wrong.errors?.[0]).toMatchObject({
      message: messages.accountDeletePasswordIncorrect,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const empty = await app.graphql(DELETE, { password: "" }, headers);
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await sql("select id from users where id = ?", [account.id])).toHaveLength(1);

    const done = await app.graphql<{ deleteAccount: boolean }>(
      DELETE,
      { password: account.password },
      headers,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data).toEqual({ deleteAccount: true });
    expect(await live.closed).toBe(4401);
    expect(await sql("select id from users where id = ?", [account.id])).toEqual([]);
    expect(await sql("select id from sessions where user_id = ?", [account.id])).toEqual([]);
    const me = await app.graphql(ME, {}, headers);
    expect(me.data).toEqual({ me: null });

    // the thread and its posts stay; the member's own post has no author any more
    const posts = await sql<{ markdown: string; author_id: string | null }>(
      "select markdown, author_id from forum_posts where thread_id = ? order by number",
      [threadId],
    );
    expect(posts).toEqual([
      { markdown: "My opening words stay", author_id: null },
      { markdown: "A reply that stays as it is", author_id: other.id },
    ]);
  });

  it("keeps the username from new sign-ups for the cooling-off, in any case", async () => {
    const account = await registerAccount(app);
    await app.graphql(DELETE, { password: account.password }, { authorization: `Bearer ${account.token}` });
    await expect(registerAccount(app, account.username.toUpperCase())).rejects.toThrow(
      messages.usernameOrEmailTaken,
    );
    await sql("update retired_usernames set free_at = now() - interval '1 second'");
    const again = await registerAccount(app, account.username);
    expect(again.id).not.toBe(account.id);
  });

  it("refuses staff and visitors", async () => {
    const moderator = await forumMember(app, { role: "moderator" });
    const staff = await app.graphql(DELETE, { password: "correct horse" }, moderator.headers);
    expect(staff.errors?.[0]).toMatchObject({
      message: messages.accountDeleteStaff,
      extensions: { code: "FORBIDDEN" },
    });
    const visitor = await app.graphql(DELETE, { password: "x" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
