import { AsyncLocalStorage } from "node:async_hooks";
import diagnostics from "node:diagnostics_channel";
import { changeOf, servicesOf, startTestApp, type TestApp } from "./app.js";
import { Role } from "../src/modules/users/role.js";
import { insertReply, insertThread } from "../src/modules/forum/writes/forum-writes.js";

export interface Member {
  id: string;
  username: string;
  token: string;
  headers: Record<string, string>;
}

let members = 0;

/**
 * A signed-in account made directly (no captcha round trip), `ageDays` old: accounts under a day old get
 * the first-day posting limits, so the default is an established member.
 */
export async function forumMember(
  app: TestApp,
  options: { role?: "user" | "moderator" | "admin"; ageDays?: number; username?: string } = {},
): Promise<Member> {
  const em = app.orm.em.fork();
  const username = options.username ?? `fm${process.pid}_${++members}`;
  const services = servicesOf(app, em);
  const user = await services.users.create({
    username,
    email: `${username}@example.com`,
    password: "correct horse",
    role: Role[options.role ?? "user"],
  });
  await em.execute("update users set created_at = now() - ?::interval where id = ?", [
    `${options.ageDays ?? 2} days`,
    user.id,
  ]);
  const token = await services.auth.sessions.start(user);
  return { id: user.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

/** Confirms the member's mail address as its confirmation link does: until then nothing is mailed to it. */
export async function confirmMail(app: TestApp, member: { id: string }): Promise<void> {
  await app.orm.em.fork().execute("update users set confirmed_email = email where id = ?", [member.id]);
}

/** A forumMember whose mail address is confirmed, for tests of what is mailed to members. */
export async function confirmedMember(app: TestApp, options: MemberOptions = {}): Promise<Member> {
  const member = await forumMember(app, options);
  await confirmMail(app, member);
  return member;
}

type MemberOptions = NonNullable<Parameters<typeof forumMember>[1]>;
/** One value for each entry of a tuple. */
type Each<T extends readonly unknown[], V> = { [K in keyof T]: V };

/**
 * The app for a suite about writing in the forum, with its members (one per entry of `members`) and its
 * categories (ids in the order of `categories`). Posting spacing and quotas are relaxed a thousandfold:
 * posting-limits.test.ts tests them.
 */
export async function startForumApp<
  const M extends readonly MemberOptions[],
  const C extends readonly string[],
>(setup: { members: M; categories: C; env?: Record<string, string> }) {
  const app = await startTestApp({ RATE_LIMIT_FACTOR: "1000", ...setup.env });
  const members = await Promise.all(setup.members.map((options) => forumMember(app, options)));
  const categoryIds = await insertCategories(app, [...setup.categories]);
  return { app, members: members as Each<M, Member>, categoryIds: categoryIds as Each<C, string> };
}

/** Categories stored directly; returns their ids in order. */
export async function insertCategories(app: TestApp, names: string[]): Promise<string[]> {
  const em = app.orm.em.fork();
  const ids: string[] = [];
  for (const [position, name] of names.entries()) {
    const [row] = await em.execute<{ id: string }[]>(
      `insert into forum_categories (name, description, position, created_at)
       values (?, ?, ?, now()) returning id::text as id`,
      [name, `About ${name}`, position],
    );
    ids.push(row!.id);
  }
  return ids;
}

/**
 * Counts the SQL statements the app sends for the requests `run` makes (every statement goes through knex),
 * leaving out the batched view counts, which a timer writes every few seconds whatever the requests.
 */
export async function countStatements(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  return (await requestStatements(app, run)).length;
}

/**
 * The statements the requests `run` makes send, in order, with their bindings: a timer's or another
 * request's are not theirs (each request's are told apart by its async context).
 */
export async function requestStatements(
  app: TestApp,
  run: () => Promise<unknown>,
): Promise<Array<{ sql: string; bindings: unknown[] }>> {
  const knex = app.orm.em.getConnection().getKnex();
  const mine: Statements = { sent: [] };
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    if (requestCounted.getStore() !== mine) return; // a timer's or another request's statement
    if (!query.sql.startsWith("update forum_threads t set views"))
      mine.sent.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  const arrived = () => requestCounted.enterWith(mine);
  diagnostics.subscribe("http.server.request.start", arrived);
  knex.on("query", listener);
  try {
    await run();
  } finally {
    knex.off("query", listener);
    diagnostics.unsubscribe("http.server.request.start", arrived);
  }
  return mine.sent;
}

interface Statements {
  sent: Array<{ sql: string; bindings: unknown[] }>;
}

/**
 * The count a request arriving during countStatements belongs to: the server's channel announces each
 * request in the turn that goes on to handle it, so its statements carry the count and the outbox's or a
 * background job's polls, which run in their own turns, do not.
 */
const requestCounted = new AsyncLocalStorage<Statements>();

export const CREATE_THREAD = `mutation ($input: CreateThreadInput!) {
  createThread(input: $input) { id title postCount replyCount posts { posts { id number } } } }`;
export const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { id number page html } }`;
export const EDIT_POST = `mutation ($id: ID!, $body: String!) { editPost(id: $id, body: $body) { id markdown html editedAt } }`;
export const DELETE_POST = `mutation ($id: ID!) { deletePost(id: $id) { id number isDeleted html markdown author { id } } }`;

let threads = 0;

/** Starts a thread through the API; returns its id and its opening post's id. */
export async function startThread(
  app: TestApp,
  member: Member,
  categoryId: string,
  body = `Opening post ${++threads} of a thread`,
): Promise<{ threadId: string; postId: string }> {
  const result = await app.graphql<{ createThread: { id: string; posts: { posts: Array<{ id: string }> } } }>(
    CREATE_THREAD,
    { input: { categoryId, title: `A thread to read ${threads}`, body } },
    member.headers,
  );
  if (!result.data) throw new Error(`createThread failed: ${JSON.stringify(result.errors)}`);
  return { threadId: result.data.createThread.id, postId: result.data.createThread.posts.posts[0]!.id };
}

let replies = 0;

/** Replies through the API; returns the new post (id, number, page and stored HTML). */
export async function reply(
  app: TestApp,
  member: Member,
  threadId: string,
  body = `Reply number ${++replies}`,
) {
  const result = await app.graphql<{
    createPost: { id: string; number: number; page: number; html: string };
  }>(CREATE_POST, { input: { threadId, body } }, member.headers);
  if (!result.data) throw new Error(`createPost failed: ${JSON.stringify(result.errors)}`);
  return result.data.createPost;
}

/** Threads and replies written straight to the database (past quotas, set-up data), `hoursAgo` old. */
export async function insertThreadAt(app: TestApp, member: Member, categoryId: string, hoursAgo = 1) {
  return changeOf(app, (tx) =>
    insertThread(tx, {
      categoryId,
      authorId: member.id,
      title: "A thread from earlier",
      markdown: `Earlier text ${++threads}`,
      html: "<p>Earlier text</p>",
      at: new Date(Date.now() - hoursAgo * 3_600_000),
    }),
  );
}

export async function insertReplyAt(app: TestApp, member: Member, threadId: string, hoursAgo = 1) {
  return (await changeOf(app, (tx) =>
    insertReply(tx, {
      threadId,
      authorId: member.id,
      markdown: `Earlier reply ${++replies}`,
      html: "<p>Earlier reply</p>",
      evenIfLocked: true,
      at: new Date(Date.now() - hoursAgo * 3_600_000),
    }),
  ))!;
}
