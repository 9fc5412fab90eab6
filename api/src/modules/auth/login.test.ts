import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import {
  clientAddress,
  LOGIN,
  registerAccount,
  type Account,
  type RestAuthAnswer,
} from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import { refusal } from "../../../test/refusal.js";

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
      body: (await response.json()) as RestAuthAnswer,
    };
  }

  const me = (headers: Record<string, string>) => fetch(`${app.url}/api/auth/me`, { headers });

  it("answers REST login with a new token and the legacy user shape, matching the name ignoring case", async () => {
    const { status, body } = await restLogin({ username: "login_member", password: account.password });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
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
      expect(await response.json()).toEqual({
        message: expect.any(String) as unknown,
        messageKey: "loginRequired",
      });
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
    expect(limited.body).toEqual(refusal(messages.tooManyLoginAttempts, undefined, "RATE_LIMITED"));
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
  });

  /** A REST login with a freshly solved captcha, as the login form sends it once asked to. */
  async function loginWithCaptcha(body: Record<string, unknown>) {
    const ip = clientAddress();
    const recaptchaToken = await solveAltcha(app.url, { "x-forwarded-for": ip });
    return restLogin({ ...body, recaptchaToken }, ip);
  }

  /**
   * Wrong passwords for a name, each from an address of its own so the per-address limits stay out of it;
   * past the fifth with a solved captcha, as only then does a wrong password count as a failure.
   */
  async function fail(username: string, times: number) {
    for (let i = 0; i < times; i++) {
      const body = { username, password: "wrong" };
      expect((await (i < 5 ? restLogin(body) : loginWithCaptcha(body))).status).toBe(401);
    }
  }

  it("asks for the captcha past five failures for a name, answering unknown names exactly alike", async () => {
    const member = await registerAccount(app, "Doubted_Member");
    const answers = [];
    for (const [username, password] of [
      [member.username, member.password],
      ["ghost_member", "anything"],
    ] as const) {
      await fail(username, 5);
      const asked = await restLogin({ username, password });
      expect(asked).toEqual({
        status: 400,
        retryAfter: null,
        body: {
          message: messages.loginNeedsVerification,
          messageKey: "loginNeedsVerification",
          code: "CAPTCHA_REQUIRED",
        },
      });
      const graphql = await app.graphql(
        LOGIN,
        { input: { username, password } },
        { "x-forwarded-for": clientAddress() },
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: messages.loginNeedsVerification,
        extensions: { code: "CAPTCHA_REQUIRED" },
      });
      answers.push([asked, graphql.errors]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it("signs in with the right password and a solved captcha however many failures came before, admins included", async () => {
    const admin = await registerAccount(app, "Besieged_Admin");
    await app.orm.em.getConnection().execute("update users set role = 'admin' where id = ?", [admin.id]);
    await fail(admin.username, 12);
    // a solved captcha does not make a wrong password right, and that failure counts too
    const wrong = await loginWithCaptcha({ username: admin.username, password: "still wrong" });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.invalidCredentials } });
    const signedIn = await loginWithCaptcha({ username: admin.username, password: admin.password });
    expect(signedIn).toMatchObject({ status: 200, body: { user: { id: admin.id, role: "admin" } } });
    // the success forgets the failures: the next sign-in needs no captcha
    expect((await restLogin({ username: admin.username, password: admin.password })).status).toBe(200);
  });

  it("takes the captcha as captchaToken on GraphQL and refuses a wrong or reused answer", async () => {
    const member = await registerAccount(app, "Graphql_Doubted");
    await fail(member.username, 5);
    const ip = clientAddress();
    const headers = { "x-forwarded-for": ip };
    const captchaToken = await solveAltcha(app.url, headers);
    const input = { username: member.username, password: member.password };
    const bogus = await app.graphql(
      LOGIN,
      { input: { ...input, captchaToken: Buffer.from('{"challenge":{}}').toString("base64") } },
      headers,
    );
    expect(bogus.errors?.[0]).toMatchObject({
      message: messages.verificationFailed,
      extensions: { code: "CAPTCHA_FAILED" },
    });
    const result = await app.graphql<{ login: { user: { id: string } } }>(
      LOGIN,
      { input: { ...input, captchaToken } },
      headers,
    );
    expect(result.data?.login.user.id).toBe(member.id);
    await fail(member.username, 5);
    const reused = await app.graphql(LOGIN, { input: { ...input, captchaToken } }, headers);
    expect(reused.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("marks login answers, REST and GraphQL, as never to be stored by a cache", async () => {
    const rest = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get("cache-control")).toBe("no-store");
    const graphql = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { username: account.username, password: account.password } },
      }),
    });
    expect(((await graphql.json()) as { data?: unknown }).data).toBeTruthy();
    expect(graphql.headers.get("cache-control")).toBe("no-store");
  });

  it("forgets earlier failures after a successful login", async () => {
    const member = await registerAccount(app, "Forgetful_Member");
    for (let i = 0; i < 4; i++) await restLogin({ username: member.username, password: "wrong" });
    expect((await restLogin({ username: member.username, password: member.password })).status).toBe(200);
    for (let i = 0; i < 4; i++) await restLogin({ username: member.username, password: "wrong" });
    expect((await restLogin({ username: member.username, password: member.password })).status).toBe(200);
  });
});
