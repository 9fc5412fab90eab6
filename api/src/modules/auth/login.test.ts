import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, LOGIN, registerAccount, type Account } from "../../../test/accounts.js";

describe("signing in and out", () => {
  let app: TestApp;
  let account: Account;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    account = await registerAccount(app, "Login_Member");
  });

  afterAll(async () => {
    await app?.close();
  });

  async function restLogin(body: Record<string, unknown>, ip = clientAddress()) {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.json(),
    };
  }

  const me = (headers: Record<string, string>) => fetch(`${app.url}/api/auth/me`, { headers });

  it("answers REST login with a new token and the legacy user shape, matching the name ignoring case", async () => {
    const { status, body } = await restLogin({ username: "login_member", password: account.password });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        _id: account.id,
        id: account.id,
        username: "Login_Member",
        role: "user",
        profilePicture: null,
        useDefaultAvatar: false,
      },
    });
    expect(body.token).not.toBe(account.token);
  });

  it("refuses a wrong password with 401 and the spec's message", async () => {
    const result = await restLogin({ username: account.username, password: "wrong password" });
    expect(result).toMatchObject({ status: 401, body: { message: messages.invalidCredentials } });
    const graphql = await app.graphql(
      LOGIN,
      { input: { username: account.username, password: "wrong password" } },
      { "x-forwarded-for": clientAddress() },
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: messages.invalidCredentials,
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const unknown = await restLogin({ username: "nobody_here", password: "whatever" });
    const wrong = await restLogin({ username: account.username, password: "whatever" });
    expect(unknown).toEqual(wrong);
  });

  it("refuses empty credentials with the spec's messages", async () => {
    const { status, body } = await restLogin({ username: " ", password: "" });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ username: messages.usernameRequired, password: messages.passwordRequired });
  });

  it("finds the viewer from an Authorization Bearer header or the token cookie", async () => {
    const byHeader = await me({ authorization: `Bearer ${account.token}` });
    expect(await byHeader.json()).toMatchObject({ user: { _id: account.id, username: "Login_Member" } });
    const byCookie = await app.graphql(
      "{ me { id username } }",
      {},
      { cookie: `theme=dark; token=${account.token}` },
    );
    expect(byCookie.data).toEqual({ me: { id: account.id, username: "Login_Member" } });
  });

  it("finds the viewer of a socket from the Bearer token in its connection parameters", async () => {
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${account.token}` },
    });
    try {
      const result = await new Promise((resolve, reject) => {
        client.subscribe(
          { query: "{ me { username } }" },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      expect(result).toEqual({ data: { me: { username: "Login_Member" } } });
    } finally {
      await client.dispose();
    }
  });

  it("answers the current-user call without a valid token with 401 { message }", async () => {
    for (const headers of [{}, { authorization: "Bearer not-a-session" }] as Record<string, string>[]) {
      const response = await me(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const graphql = await app.graphql("{ me { id } }", {}, { authorization: "Bearer not-a-session" });
    expect(graphql.data).toEqual({ me: null });
  });

  it("ends the session on logout, over GraphQL and REST", async () => {
    const { body } = await restLogin({ username: account.username, password: account.password });
    const auth = { authorization: `Bearer ${body.token}` };
    const logout = await app.graphql<{ logout: boolean }>("mutation { logout }", {}, auth);
    expect(logout.data).toEqual({ logout: true });
    expect((await me(auth)).status).toBe(401);
    expect((await app.graphql("mutation { logout }", {}, auth)).data).toEqual({ logout: false });

    const second = await restLogin({ username: account.username, password: account.password });
    const restAuth = { authorization: `Bearer ${second.body.token}` };
    const response = await fetch(`${app.url}/api/auth/logout`, { method: "POST", headers: restAuth });
    expect(response.status).toBe(200);
    expect((await me(restAuth)).status).toBe(401);
    expect((await me({ authorization: `Bearer ${account.token}` })).status).toBe(200);
  });

  it("treats an expired session as signed out", async () => {
    const { body } = await restLogin({ username: account.username, password: account.password });
    await app.orm.em
      .getConnection()
      .execute(
        "update sessions set expires_at = now() - interval '1 second' where user_id = ? and created_at = (select max(created_at) from sessions where user_id = ?)",
        [account.id, account.id],
      );
    expect((await me({ authorization: `Bearer ${body.token}` })).status).toBe(401);
  });

  it("keeps sessions for seven days", async () => {
    const { body } = await restLogin({ username: account.username, password: account.password });
    const rows = await app.orm.em
      .getConnection()
      .execute<{ days: number }[]>(
        "select extract(epoch from expires_at - created_at) / 86400 as days from sessions where user_id = ? order by created_at desc limit 1",
        [account.id],
      );
    expect(Number(rows[0]!.days)).toBeCloseTo(7, 3);
    expect(body.token).toBeTruthy();
  });

  it("records when a member was last active, at most once a minute", async () => {
    const auth = { authorization: `Bearer ${account.token}` };
    await app.orm.em
      .getConnection()
      .execute("update users set last_active_at = null where id = ?", [account.id]);
    const first = await app.graphql<{ me: { lastActiveAt: string } }>("{ me { lastActiveAt } }", {}, auth);
    const recorded = first.data!.me.lastActiveAt;
    expect(Date.now() - Date.parse(recorded)).toBeLessThan(10_000);
    const second = await app.graphql<{ me: { lastActiveAt: string } }>("{ me { lastActiveAt } }", {}, auth);
    expect(second.data!.me.lastActiveAt).toBe(recorded);
  });

  it("answers the seventh attempt in a minute from one address with 429 and Retry-After", async () => {
    const ip = clientAddress();
    for (let i = 0; i < 6; i++) {
      expect((await restLogin({ username: `someone${i}`, password: "x" }, ip)).status).toBe(401);
    }
    const limited = await restLogin({ username: account.username, password: account.password }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: messages.tooManyLoginAttempts });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
  });

  it("locks an account name for 15 minutes after five failures, known or not", async () => {
    const locked = await registerAccount(app, "Locked_Member");
    for (const username of [locked.username, "ghost_member"]) {
      for (let i = 0; i < 5; i++) expect((await restLogin({ username, password: "wrong" })).status).toBe(401);
      const refused = await restLogin({
        username,
        password: username === "ghost_member" ? "x" : locked.password,
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: messages.tooManyLoginAttempts });
      expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
  });

  it("forgets earlier failures after a successful login", async () => {
    const member = await registerAccount(app, "Forgetful_Member");
    for (let i = 0; i < 4; i++) await restLogin({ username: member.username, password: "wrong" });
    expect((await restLogin({ username: member.username, password: member.password })).status).toBe(200);
    for (let i = 0; i < 4; i++) await restLogin({ username: member.username, password: "wrong" });
    expect((await restLogin({ username: member.username, password: member.password })).status).toBe(200);
  });
});
