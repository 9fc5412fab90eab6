import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, type Member } from "../../../test/forum.js";
import { insertThread } from "../forum/writes/forum-writes.js";

/** Stored notifications say what they say as a key and its arguments, worded in each reader's language. */
describe("notifications as keys", () => {
  let app: TestApp;
  let author: Member;
  let fans: Member[];
  let threadId: string;
  let postId: string;

  async function react(reactor: Member) {
    const em = app.orm.em.fork();
    await em.transactional((tx) =>
      servicesOf(app, em).notifications.forReaction(tx, {
        postId,
        threadId,
        threadTitle: "Titel",
        postAuthorId: author.id,
        reactorId: reactor.id,
        reactorName: reactor.username,
      }),
    );
  }

  beforeAll(async () => {
    app = await startTestApp();
    const [category] = await insertCategories(app, ["General"]);
    author = await forumMember(app, { username: "keys_author" });
    fans = [];
    for (const name of ["keys_alice", "keys_bob", "keys_carol", "keys_dan"])
      fans.push(await forumMember(app, { username: name }));
    const written = await changeOf(app, (tx) =>
      insertThread(tx, {
        categoryId: category!,
        authorId: author.id,
        title: "Titel",
        markdown: "A post",
        html: "<p>A post</p>",
      }),
    );
    ({ threadId, postId } = written);
    await app.orm.em.fork().execute(`update users set language = 'de' where id = ?`, [author.id]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("stores a reaction as its key and arguments, the English beside them for clients that word no other language", async () => {
    for (const fan of [...fans].reverse()) await react(fan);
    const [row] = await app.orm.em
      .fork()
      .execute<Array<{ id: string; content: string; message_key: string; message_args: unknown }>>(
        `select id::text, content, message_key, message_args from notifications where recipient_id = ?`,
        [author.id],
      );
    expect(row).toMatchObject({
      content: "keys_alice and 3 others reacted to your post",
      message_key: "notifications.said.reactionWithOthers",
      message_args: { name: "keys_alice", others: 3 },
    });

    const { data } = await app.graphql<{
      notifications: { nodes: Array<{ messageKey: string; messageArgs: unknown[] }> };
    }>(
      `{ notifications(first: 5) { nodes { messageKey messageArgs { name text count } } } }`,
      {},
      author.headers,
    );
    expect(data!.notifications.nodes).toEqual([
      {
        messageKey: "notifications.said.reactionWithOthers",
        messageArgs: [
          { name: "name", text: "keys_alice", count: null },
          { name: "others", text: null, count: 3 },
        ],
      },
    ]);

    // a push names only the notification; its words come in the member's own language
    const read = await fetch(`${app.url}/api/push/messages/n:${row!.id}`, { headers: author.headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { body: string }).body).toBe(
      "keys_alice und 3 weitere Personen haben auf Ihren Beitrag reagiert",
    );
  });

  it("leaves no notification without a key once stored", async () => {
    const [{ keyless }] = await app.orm.em
      .fork()
      .execute<[{ keyless: number }]>(
        `select count(*)::int as keyless from notifications where message_key is null`,
      );
    expect(keyless).toBe(0);
  });
});
