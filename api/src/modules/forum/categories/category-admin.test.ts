import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, reportMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, reply, startThread, type Member } from "../../../../test/forum.js";

const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { id name description position } }`;
const UPDATE = `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id name description } }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderCategories(ids: $ids) { id position } }`;
const DELETE = `mutation ($id: ID!, $to: ID) { deleteCategory(id: $id, moveThreadsTo: $to) }`;
const CATEGORIES = `{ categories { id name threadCount postCount } }`;
const BROADCAST = `mutation ($content: String!) { broadcastSystemNotification(content: $content) }`;

interface Row {
  id: string;
  name: string;
  threadCount: number;
  postCount: number;
}

describe("category management", () => {
  let app: TestApp;
  let admin: Member;
  let moderator: Member;
  let member: Member;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    [admin, moderator, member] = await Promise.all([
      forumMember(app, { role: "admin" }),
      forumMember(app, { role: "moderator" }),
      forumMember(app),
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T[]>(query, params);
  const create = async (name: string) =>
    (
      await app.graphql<{ createCategory: { id: string; position: number } }>(
        CREATE,
        { input: { name } },
        admin.headers,
      )
    ).data!.createCategory;
  const categories = async () => (await app.graphql<{ categories: Row[] }>(CATEGORIES)).data!.categories;
  const actions = async () =>
    (
      await sql<{ action: string }>(
        "select action from staff_actions where target_type = 'category' order by id",
      )
    ).map((row) => row.action);

  it("creates at the end, renames and describes, and reorders, each audited", async () => {
    const a = await create("  Alpha   news ");
    const b = await create("Beta");
    expect(b.position).toBe(a.position + 1);
    expect((await categories()).find((c) => c.id === a.id)!.name).toBe("Alpha news");
    const updated = await app.graphql(
      UPDATE,
      { id: b.id, input: { description: "All about beta" } },
      admin.headers,
    );
    expect(updated.data).toEqual({
      updateCategory: { id: b.id, name: "Beta", description: "All about beta" },
    });
    const ids = (await categories()).map((c) => c.id);
    const reversed = [...ids].reverse();
    await app.graphql(REORDER, { ids: reversed }, admin.headers);
    expect((await categories()).map((c) => c.id)).toEqual(reversed);
    const partial = await app.graphql(REORDER, { ids: reversed.slice(1) }, admin.headers);
    expect(partial.errors?.[0]).toMatchObject({ message: reportMessages.categoryOrderInvalid });
    const blank = await app.graphql(CREATE, { input: { name: "  " } }, admin.headers);
    expect(blank.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await actions()).toEqual([
      "category.create",
      "category.create",
      "category.update",
      "category.reorder",
    ]);
  });

  it("refuses a category name or thread title made only of invisible characters, storing nothing", async () => {
    const invisible = "\u202E\u200B\u2060\u3164".repeat(5);
    const category = await app.graphql(CREATE, { input: { name: invisible } }, admin.headers);
    expect(category.errors?.[0]?.extensions?.fields).toEqual({ name: reportMessages.categoryNameRequired });
    const [first] = await sql<{ id: string }>("select id from forum_categories order by id limit 1");
    const thread = await app.graphql(
      `mutation ($input: CreateThreadInput!) { createThread(input: $input) { id } }`,
      { input: { categoryId: first!.id, title: invisible, body: "A body long enough to post" } },
      member.headers,
    );
    expect(thread.errors?.[0]?.extensions?.fields).toEqual({ title: messages.titleRequired });
    const [stored] = await sql<{ n: number }>(
      "select (select count(*) from forum_categories where name = ?)::int + (select count(*) from forum_threads where title = ?)::int as n",
      [invisible, invisible],
    );
    expect(stored!.n).toBe(0);
  });

  it("deletes an empty category, refuses one with threads, and moves the threads (deleted ones too) with counts", async () => {
    const empty = await create("Empty");
    expect((await app.graphql(DELETE, { id: empty.id }, admin.headers)).data).toEqual({
      deleteCategory: true,
    });

    const from = await create("From");
    const to = await create("To");
    const { threadId } = await startThread(app, member, from.id);
    await reply(app, member, threadId);
    const hidden = await startThread(app, member, from.id);
    await app.graphql(
      `mutation ($id: ID!) { deleteThread(id: $id) { id } }`,
      { id: hidden.threadId },
      admin.headers,
    );

    const refused = await app.graphql(DELETE, { id: from.id }, admin.headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: reportMessages.categoryHasThreads,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const self = await app.graphql(DELETE, { id: from.id, to: from.id }, admin.headers);
    expect(self.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await categories()).some((c) => c.id === from.id)).toBe(true);

    const moved = await app.graphql(DELETE, { id: from.id, to: to.id }, admin.headers);
    expect(moved.data).toEqual({ deleteCategory: true });
    const list = await categories();
    expect(list.some((c) => c.id === from.id)).toBe(false);
    expect(list.find((c) => c.id === to.id)).toMatchObject({ threadCount: 1, postCount: 2 });
    const threads = await sql<{ category_id: string }>(
      "select category_id::text as category_id from forum_threads where id in (?, ?)",
      [threadId, hidden.threadId],
    );
    expect(threads).toEqual([{ category_id: to.id }, { category_id: to.id }]);
    // Restoring the hidden thread counts it in its new category
    await app.graphql(
      `mutation ($id: ID!) { restoreThread(id: $id) { id } }`,
      { id: hidden.threadId },
      admin.headers,
    );
    expect((await categories()).find((c) => c.id === to.id)).toMatchObject({ threadCount: 2, postCount: 3 });
    expect((await actions()).filter((a) => a === "category.delete")).toHaveLength(2);
  });

  it("is for admins only: visitors UNAUTHENTICATED, members and moderators FORBIDDEN, missing ids NOT_FOUND", async () => {
    const category = await create("Guarded");
    const operations: Array<[string, Record<string, unknown>, Record<string, unknown> | null]> = [
      [CREATE, { input: { name: "Nope" } }, null],
      [UPDATE, { id: category.id, input: { name: "Nope" } }, { id: "999999999", input: { name: "Nope" } }],
      [REORDER, { ids: [category.id] }, null],
      [DELETE, { id: category.id }, { id: "999999999" }],
    ];
    for (const [query, variables, missing] of operations) {
      expect((await app.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      for (const who of [member, moderator])
        expect((await app.graphql(query, variables, who.headers)).errors?.[0]?.extensions?.code).toBe(
          "FORBIDDEN",
        );
      if (missing)
        expect((await app.graphql(query, missing, admin.headers)).errors?.[0]?.extensions?.code).toBe(
          "NOT_FOUND",
        );
    }
    const moveToMissing = await app.graphql(DELETE, { id: category.id, to: "999999999" }, admin.headers);
    expect(moveToMissing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await categories()).find((c) => c.id === category.id)!.name).toBe("Guarded");
  });

  it("records a broadcast in the audit log with the message", async () => {
    const sent = await app.graphql<{ broadcastSystemNotification: number }>(
      BROADCAST,
      { content: "The forum is read-only tonight" },
      admin.headers,
    );
    expect(sent.data!.broadcastSystemNotification).toBeGreaterThan(0);
    const [row] = await sql<{
      action: string;
      actor_id: string;
      details: { recipients: number; content: string };
    }>(
      "select action, actor_id, details from staff_actions where target_type = 'broadcast' order by id desc limit 1",
    );
    expect(row).toMatchObject({
      action: "broadcast.send",
      actor_id: admin.id,
      details: {
        recipients: sent.data!.broadcastSystemNotification,
        content: "The forum is read-only tonight",
      },
    });
  });
});
