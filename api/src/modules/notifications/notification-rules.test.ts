import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, type Member } from "../../../test/forum.js";
import { insertReply, insertThread } from "../forum/writes/forum-writes.js";
import type { PostFacts } from "./notification-fanout.js";

interface Received {
  type: string;
  content: string;
  actor: string | null;
  post: string | null;
}

describe("who gets which notification", () => {
  let app: TestApp;
  let category: string;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let dave: Member;

  /** What the forum does for a post: store it and notify in one transaction, publish after commit. */
  async function write(
    facts: Omit<PostFacts, "postId" | "content" | "threadTitle">,
    store: () => Promise<string>,
    storedThreadId = () => facts.threadId,
  ) {
    const em = app.orm.em.fork();
    const notifications = servicesOf(app, em).notifications;
    const postId = await store();
    await em.transactional((tx) =>
      notifications.forPost(tx, {
        ...facts,
        threadId: storedThreadId(),
        threadTitle: "A thread to follow",
        postId,
        content: `post ${postId}`,
      }),
    );
    return postId;
  }

  async function startThread(author: Member, extra: Partial<PostFacts> = {}) {
    let threadId = "";
    const postId = await write(
      { authorId: author.id, opensThread: true, ...extra, threadId: "" },
      async () => {
        const written = await changeOf(app, (tx) =>
          insertThread(tx, {
            categoryId: extra.categoryId ?? category,
            authorId: author.id,
            title: "A thread to follow",
            markdown: "Opening",
            html: "<p>Opening</p>",
          }),
        );
        threadId = written.threadId;
        return written.postId;
      },
      () => threadId,
    );
    return { threadId, postId };
  }

  function reply(author: Member, threadId: string, extra: Partial<PostFacts> = {}) {
    return write({ threadId, authorId: author.id, ...extra }, async () => {
      const written = await changeOf(app, (tx) =>
        insertReply(tx, {
          threadId,
          authorId: author.id,
          markdown: "A reply",
          html: "<p>A reply</p>",
          evenIfLocked: false,
        }),
      );
      return written!.postId;
    });
  }

  async function react(reactor: Member, postId: string, postAuthor: Member, threadId: string) {
    const em = app.orm.em.fork();
    const notifications = servicesOf(app, em).notifications;
    await em.transactional((tx) =>
      notifications.forReaction(tx, {
        postId,
        threadId,
        threadTitle: "A thread to follow",
        postAuthorId: postAuthor.id,
        reactorId: reactor.id,
        reactorName: reactor.username,
      }),
    );
  }

  async function received(member: Member, postId?: string): Promise<Received[]> {
    return app.orm.em.fork().execute<Received[]>(
      `select n.type, n.content, a.username as actor, n.related_post_id::text as post
         from notifications n left join users a on a.id = n.actor_id
        where n.recipient_id = ? and (?::bigint is null or n.related_post_id = ?::bigint)
        order by n.id`,
      [member.id, postId ?? null, postId ?? null],
    );
  }

  const gql = (member: Member, query: string, variables: Record<string, unknown> = {}) =>
    app.graphql<Record<string, unknown>>(query, variables, member.headers);

  beforeAll(async () => {
    app = await startTestApp();
    category = (await insertCategories(app, ["General"]))[0]!;
    alice = await forumMember(app, { username: "rules_alice" });
    bob = await forumMember(app, { username: "rules_bob" });
    carol = await forumMember(app, { username: "rules_carol" });
    dave = await forumMember(app, { username: "rules_dave" });
  });
  afterAll(() => app.close());

  it("notifies the thread's author and everyone who posted in it of a reply, never the replier", async () => {
    const { threadId, postId: opening } = await startThread(alice);
    expect(await received(alice, opening)).toEqual([]);
    const first = await reply(bob, threadId);
    expect(await received(alice, first)).toEqual([
      { type: "reply", content: `post ${first}`, actor: "rules_bob", post: first },
    ]);
    expect(await received(bob, first)).toEqual([]);
    const second = await reply(carol, threadId);
    expect((await received(alice, second)).map((n) => n.type)).toEqual(["reply"]);
    expect((await received(bob, second)).map((n) => n.type)).toEqual(["reply"]);
    expect(await received(carol, second)).toEqual([]);
    expect(await received(dave, second)).toEqual([]);
  });

  it("sends one notification per member and post, a mention over a quote over a reply", async () => {
    const { threadId } = await startThread(alice);
    await reply(bob, threadId);
    const post = await reply(carol, threadId, {
      mentionedUserIds: [alice.id, dave.id, carol.id],
      quotedAuthorIds: [alice.id, bob.id, carol.id],
    });
    expect((await received(alice, post)).map((n) => n.type)).toEqual(["mention"]);
    expect((await received(bob, post)).map((n) => n.type)).toEqual(["quote"]);
    expect((await received(dave, post)).map((n) => n.type)).toEqual(["mention"]);
    expect(await received(carol, post)).toEqual([]);
  });

  it("leaves out a member deleted since the post naming them or the reaction to their post was made", async () => {
    const gone = await forumMember(app, { username: "rules_gone" });
    const { threadId, postId: opening } = await startThread(alice);
    await app.orm.em.fork().execute("delete from users where id = ?", [gone.id]);
    const post = await reply(bob, threadId, {
      mentionedUserIds: [gone.id, dave.id],
      quotedAuthorIds: [gone.id],
    });
    expect((await received(dave, post)).map((n) => n.type)).toEqual(["mention"]);
    expect((await received(alice, post)).map((n) => n.type)).toEqual(["reply"]);
    await react(bob, opening, gone, threadId);
    expect(await received(gone)).toEqual([]);
  });

  it("follows each member's preferences, falling back to a reply when the more specific type is off", async () => {
    const { threadId } = await startThread(alice);
    await reply(bob, threadId);
    await gql(bob, "mutation { updateNotificationPreferences(input: { quote: false }) { quote } }");
    await gql(dave, "mutation { updateNotificationPreferences(input: { mention: false }) { mention } }");
    await gql(alice, "mutation { updateNotificationPreferences(input: { reply: false }) { reply } }");
    const post = await reply(carol, threadId, { quotedAuthorIds: [bob.id], mentionedUserIds: [dave.id] });
    expect((await received(bob, post)).map((n) => n.type)).toEqual(["reply"]);
    expect(await received(dave, post)).toEqual([]);
    expect(await received(alice, post)).toEqual([]);
    for (const member of [alice, bob, dave]) {
      await gql(
        member,
        "mutation { updateNotificationPreferences(input: { quote: true, mention: true, reply: true }) { reply } }",
      );
    }
  });

  it("lets a member watch, keep to normal or mute a thread: muted and normal get no replies, mentions still come", async () => {
    const { threadId } = await startThread(alice);
    await reply(bob, threadId);
    const SET = `mutation ($threadId: ID!, $level: WatchLevel!) { setThreadWatchLevel(threadId: $threadId, level: $level) { id watchLevel } }`;
    expect((await gql(bob, SET, { threadId, level: "muted" })).data).toEqual({
      setThreadWatchLevel: { id: threadId, watchLevel: "muted" },
    });
    await gql(alice, SET, { threadId, level: "normal" });
    await gql(dave, SET, { threadId, level: "watching" });
    const post = await reply(carol, threadId, { mentionedUserIds: [bob.id] });
    expect((await received(bob, post)).map((n) => n.type)).toEqual(["mention"]);
    expect(await received(alice, post)).toEqual([]);
    expect((await received(dave, post)).map((n) => n.type)).toEqual(["reply"]);
    // muted tells a mention only; normal still hears of a quote
    const quoting = await reply(carol, threadId, { quotedAuthorIds: [bob.id, alice.id] });
    expect(await received(bob, quoting)).toEqual([]);
    expect((await received(alice, quoting)).map((n) => n.type)).toEqual(["quote"]);
    // posting again does not undo a chosen level
    await reply(bob, threadId);
    const later = await reply(carol, threadId);
    expect(await received(bob, later)).toEqual([]);

    const level = `query ($id: ID!) { thread(id: $id) { watchLevel } }`;
    expect((await app.graphql(level, { id: threadId })).data).toEqual({ thread: { watchLevel: null } });
    expect((await gql(carol, level, { id: threadId })).data).toEqual({ thread: { watchLevel: "watching" } });
    const missing = await gql(carol, SET, { threadId: "999999", level: "muted" });
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const visitor = await app.graphql(SET, { threadId, level: "muted" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("tells a category's watchers of each new thread, and a muted category mutes the threads not chosen", async () => {
    const [watched] = await insertCategories(app, ["Watched category"]);
    const SET = `mutation ($categoryId: ID!, $level: WatchLevel!) { setCategoryWatchLevel(categoryId: $categoryId, level: $level) { id watchLevel } }`;
    expect((await gql(dave, SET, { categoryId: watched, level: "watching" })).data).toEqual({
      setCategoryWatchLevel: { id: watched, watchLevel: "watching" },
    });
    await gql(bob, SET, { categoryId: watched, level: "muted" });
    await gql(carol, SET, { categoryId: watched, level: "muted" });

    const { threadId, postId: opening } = await startThread(alice, { categoryId: watched });
    expect((await received(dave, opening)).map((n) => n.type)).toEqual(["new_thread"]);
    expect(await received(alice, opening)).toEqual([]);
    expect(await received(bob, opening)).toEqual([]);
    // a new thread is no reply: the category's watcher does not follow its replies by that
    const first = await reply(alice, threadId, { categoryId: watched });
    expect(await received(dave, first)).toEqual([]);

    // carol chose to watch this thread, which outweighs her muted category; bob chose nothing for it
    await gql(carol, `mutation ($id: ID!) { setThreadWatchLevel(threadId: $id, level: watching) { id } }`, {
      id: threadId,
    });
    const quoting = await reply(alice, threadId, { categoryId: watched, quotedAuthorIds: [bob.id] });
    expect(await received(bob, quoting)).toEqual([]);
    expect((await received(carol, quoting)).map((n) => n.type)).toEqual(["reply"]);
    const naming = await reply(alice, threadId, { categoryId: watched, mentionedUserIds: [bob.id] });
    expect((await received(bob, naming)).map((n) => n.type)).toEqual(["mention"]);

    // the same threads elsewhere tell as before
    const { postId: elsewhere } = await startThread(alice, { categoryId: category });
    expect(await received(dave, elsewhere)).toEqual([]);

    // the settings page lists what carol chose, the latest first (her earlier threads after), each with
    // its name and level
    const LIST = `{ watchedSubjects { level thread { id title watchLevel } category { id name watchLevel } } }`;
    const listed = (await gql(carol, LIST)).data as { watchedSubjects: unknown[] };
    expect(listed.watchedSubjects.slice(0, 2)).toEqual([
      {
        level: "watching",
        thread: { id: threadId, title: "A thread to follow", watchLevel: "watching" },
        category: null,
      },
      {
        level: "muted",
        thread: null,
        category: { id: watched, name: "Watched category", watchLevel: "muted" },
      },
    ]);
    expect((await app.graphql(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // a deleted thread is hidden from members, in the list too
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update forum_threads set is_deleted = true where id = ?", [threadId]);
    const after = (await gql(carol, LIST)).data as {
      watchedSubjects: Array<{ thread: { id: string } | null }>;
    };
    expect(after.watchedSubjects.map((row) => row.thread?.id)).not.toContain(threadId);
    expect(after.watchedSubjects).toHaveLength(listed.watchedSubjects.length - 1);

    const level = `query ($id: ID!) { category(id: $id) { watchLevel } }`;
    expect((await app.graphql(level, { id: watched })).data).toEqual({ category: { watchLevel: null } });
    expect((await gql(bob, level, { id: watched })).data).toEqual({ category: { watchLevel: "muted" } });
    expect((await gql(alice, level, { id: watched })).data).toEqual({ category: { watchLevel: "normal" } });
    const missing = await gql(bob, SET, { categoryId: "999999", level: "muted" });
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const visitor = await app.graphql(SET, { categoryId: watched, level: "muted" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("groups reactions to one post within an hour into one notification that comes back unseen", async () => {
    const { threadId, postId } = await startThread(alice);
    await react(alice, postId, alice, threadId);
    expect(await received(alice, postId)).toEqual([]);
    await react(bob, postId, alice, threadId);
    expect(await received(alice, postId)).toEqual([
      { type: "reaction", content: "rules_bob reacted to your post", actor: "rules_bob", post: postId },
    ]);
    await gql(alice, "mutation { markAllNotificationsSeen }");
    await react(carol, postId, alice, threadId);
    await react(dave, postId, alice, threadId);
    await react(bob, postId, alice, threadId);
    const grouped = await received(alice, postId);
    expect(grouped).toEqual([
      {
        type: "reaction",
        content: "rules_bob and 2 others reacted to your post",
        actor: "rules_bob",
        post: postId,
      },
    ]);
    const [state] = await app.orm.em
      .fork()
      .execute<{ seen: boolean }[]>(
        "select seen from notifications where recipient_id = ? and related_post_id = ?",
        [alice.id, postId],
      );
    expect(state!.seen).toBe(false);

    // an hour later a new group starts
    await app.orm.em
      .fork()
      .execute(
        "update notifications set group_started_at = now() - interval '61 minutes' where related_post_id = ?",
        [postId],
      );
    await react(carol, postId, alice, threadId);
    expect((await received(alice, postId)).map((n) => n.content)).toEqual([
      "rules_bob and 2 others reacted to your post",
      "rules_carol reacted to your post",
    ]);
  });

  it("sends no reaction notification to a member who turned them off", async () => {
    const { threadId, postId } = await startThread(dave);
    await gql(dave, "mutation { updateNotificationPreferences(input: { reaction: false }) { reaction } }");
    await react(bob, postId, dave, threadId);
    expect(await received(dave, postId)).toEqual([]);
  });

  it("names the related post and thread in GraphQL", async () => {
    const { threadId } = await startThread(alice);
    const post = await reply(bob, threadId);
    const result = await gql(
      alice,
      `{ notifications(first: 1) { nodes { type relatedPost { id } relatedThread { id title } actor { username } } } }`,
    );
    expect(result.data).toEqual({
      notifications: {
        nodes: [
          {
            type: "reply",
            relatedPost: { id: post },
            relatedThread: { id: threadId, title: "A thread to follow" },
            actor: { username: "rules_bob" },
          },
        ],
      },
    });
  });
});
