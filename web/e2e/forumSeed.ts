// Forum content for the browser tests, made through the app's own GraphQL API (categories, which have
// no API yet, straight in the database).
import type { Page } from "playwright-core";
import { solveAltcha } from "../../api/test/captcha.js";
import type { E2E } from "./harness.js";

export interface Member {
  id: string;
  username: string;
  password: string;
  token: string;
}

let addresses = 0;
/** A distinct client address per account, so the per-address registration limit never bites. */
export const nextAddress = () => `203.0.113.${++addresses}`;

export async function gql<T>(
  e2e: E2E,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${e2e.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Registers a member (solving the self-hosted captcha as the widget would) older than a day, so the
 * first-day posting limits do not apply. A retried test finds its member registered and signs in. */
export async function registerMember(e2e: E2E, username: string): Promise<Member> {
  const headers = { "x-forwarded-for": nextAddress() };
  const password = `${username}-secret-1`;
  const [known] = await e2e.sql<{ id: string }>(`select id::text as id from users where username = $1`, [
    username,
  ]);
  if (known) {
    const data = await gql<{ login: { token: string } }>(
      e2e,
      `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
      { input: { username, password } },
      undefined,
      headers,
    );
    return { id: known.id, username, password, token: data.login.token };
  }
  const captchaToken = await solveAltcha(e2e.url, headers);
  const data = await gql<{ register: { token: string; user: { id: string } } }>(
    e2e,
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`,
    { input: { username, email: `${username}@example.org`, password, captchaToken, ageConfirmed: true } },
    undefined,
    headers,
  );
  // an established member: a month old, their mail address confirmed (as its mailed link would)
  await e2e.sql(
    `update users set created_at = now() - interval '30 days', confirmed_email = email where id = $1`,
    [data.register.user.id],
  );
  return { id: data.register.user.id, username, password, token: data.register.token };
}

export async function createCategory(e2e: E2E, name: string, description: string, position = 0) {
  const [row] = await e2e.sql<{ id: string }>(
    `insert into forum_categories (name, description, position, created_at) values ($1, $2, $3, now()) returning id`,
    [name, description, position],
  );
  return String(row!.id);
}

export async function createThread(
  e2e: E2E,
  member: Member,
  categoryId: string,
  title: string,
  body: string,
) {
  const data = await gql<{ createThread: { id: string } }>(
    e2e,
    `mutation ($input: CreateThreadInput!) { createThread(input: $input) { id } }`,
    { input: { categoryId, title, body } },
    member.token,
  );
  return data.createThread.id;
}

export async function createPost(e2e: E2E, member: Member, threadId: string, body: string) {
  const data = await gql<{ createPost: { id: string; page: number } }>(
    e2e,
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { id page } }`,
    { input: { threadId, body } },
    member.token,
  );
  return data.createPost;
}

/** A thread of 23 posts, `opener`'s and `other`'s in turn: page 2 holds posts 21 to 23. */
export async function createBusyThread(e2e: E2E, opener: Member, other: Member, categoryId: string) {
  const threadId = await createThread(
    e2e,
    opener,
    categoryId,
    "Drones over the naval base",
    "Seen at **dusk**, three of them.",
  );
  for (let number = 2; number <= 23; number += 1)
    await createPost(e2e, number % 2 ? opener : other, threadId, `Sighting report number ${number}.`);
  return threadId;
}

/**
 * A page from an address of its own whose browser holds `member`'s session, as after logging in; it draws
 * maps when `webgl` says so (the file's default otherwise).
 */
export async function pageAs(e2e: E2E, member?: Member, options: { webgl?: boolean } = {}): Promise<Page> {
  const page = await e2e.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() }, ...options });
  if (member)
    await page.context().addInitScript((token) => localStorage.setItem("token", token), member.token);
  return page;
}
