import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, REGISTER, registerAccount, type RestAuthAnswer } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";

describe("registration", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A registration from a fresh address with a solved captcha, with the given fields replaced. */
  async function register(fields: Record<string, string | boolean | null>, ip = clientAddress()) {
    const headers = { "x-forwarded-for": ip };
    const input = {
      username: `new_${Math.random().toString(36).slice(2, 10)}`,
      email: `${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: "secret lantern 1",
      captchaToken: await solveAltcha(app.url, headers),
      ageConfirmed: true,
      ...fields,
    };
    return app.graphql<{ register: { token: string; user: Record<string, unknown> } }>(
      REGISTER,
      { input },
      headers,
    );
  }

  async function restRegister(body: Record<string, unknown>, ip = clientAddress()) {
    const headers = { "x-forwarded-for": ip, "content-type": "application/json" };
    const recaptchaToken = await solveAltcha(app.url, headers);
    const response = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({ recaptchaToken, password: "secret lantern 1", ageConfirmed: true, ...body }),
    });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: (await response.json()) as RestAuthAnswer,
    };
  }

  it("creates a user account and signs it in", async () => {
    const result = await register({ username: "Alice_1", email: "Alice@Example.com" });
    expect(result.errors).toBeUndefined();
    const { token, user } = result.data!.register;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      username: "Alice_1",
      role: "user",
      profilePicture: null,
      useDefaultAvatar: false,
    });
    const me = await app.graphql("{ me { username role } }", {}, { authorization: `Bearer ${token}` });
    expect(me.data).toEqual({ me: { username: "Alice_1", role: "user" } });
  });

  it.each([
    [{ username: "" }, "username", messages.usernameRequired],
    [{ username: "ab" }, "username", messages.usernameTooShort],
    [{ username: "a".repeat(33) }, "username", messages.usernameTooLong],
    [{ username: "bad name!" }, "username", messages.usernameCharacters],
    [{ email: "" }, "email", messages.emailRequired],
    [{ email: "not-an-address" }, "email", messages.emailInvalid],
    [{ password: "" }, "password", messages.passwordRequired],
    [{ password: "12345" }, "password", messages.passwordTooShort],
    [{ password: "x".repeat(129) }, "password", messages.passwordTooLong],
    [{ captchaToken: "" }, "captcha", messages.verificationRequired],
  ])("refuses %j with the spec's message for %s", async (fields, field, message) => {
    const result = await register(fields);
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.extensions?.fields).toMatchObject({ [field]: message });
  });

  it.each([false, null])(
    "refuses a registration whose member does not confirm being at least 16 (ageConfirmed %j)",
    async (ageConfirmed) => {
      const result = await register({ username: "too_young", ageConfirmed });
      expect(result.errors?.[0]).toMatchObject({
        message: messages.ageConfirmationRequired,
        extensions: { code: "BAD_USER_INPUT", fields: { ageConfirmed: messages.ageConfirmationRequired } },
      });
      const [row] = await app.orm.em
        .getConnection()
        .execute<{ count: string }[]>("select count(*) from users where username_key = 'too_young'");
      expect(Number(row!.count)).toBe(0);
    },
  );

  it("refuses a REST registration without the age confirmation, or with a string for it", async () => {
    for (const ageConfirmed of [undefined, "true"]) {
      const { status, body } = await restRegister({
        username: "young_rest",
        email: "young@example.com",
        ageConfirmed,
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ ageConfirmed: messages.ageConfirmationRequired });
    }
  });

  it("refuses a wrong captcha answer with CAPTCHA_FAILED", async () => {
    const result = await register({ captchaToken: Buffer.from('{"challenge":{}}').toString("base64") });
    expect(result.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
    expect(result.errors?.[0]?.message).toBe(messages.verificationFailed);
  });

  it("refuses a captcha answer used a second time", async () => {
    const ip = clientAddress();
    const captchaToken = await solveAltcha(app.url, { "x-forwarded-for": ip });
    expect((await register({ captchaToken }, ip)).errors).toBeUndefined();
    const again = await register({ captchaToken }, ip);
    expect(again.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("refuses a username or email already in use, ignoring case, with 409 on REST", async () => {
    await registerAccount(app, "Taken_Name");
    const sameName = await register({ username: "taken_name" });
    expect(sameName.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(sameName.errors?.[0]?.message).toBe(messages.usernameOrEmailTaken);
    const sameEmail = await restRegister({ username: "other_name", email: "TAKEN_NAME@example.COM" });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: messages.usernameOrEmailTaken } });
  });

  it("answers REST registration with { token, user } in the legacy shape", async () => {
    const { status, body } = await restRegister({ username: "rest_user", email: "rest@example.com" });
    expect(status).toBe(201);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      user: {
        _id: expect.any(String) as unknown,
        id: body.user?._id,
        username: "rest_user",
        role: "user",
        profilePicture: null,
        useDefaultAvatar: false,
      },
    });
  });

  it("ignores a role sent with the registration", async () => {
    const { status, body } = await restRegister({
      username: "sneaky",
      email: "sneaky@example.com",
      role: "admin",
    });
    expect(status).toBe(201);
    expect(body.user?.role).toBe("user");
    const me = await fetch(`${app.url}/api/auth/me`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(((await me.json()) as RestAuthAnswer).user?.role).toBe("user");
  });

  it("answers REST validation errors with 400, the first message and every field", async () => {
    const { status, body } = await restRegister({ username: "x", email: 42 });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: messages.usernameTooShort,
      messageKey: "usernameTooShort",
      errors: { username: messages.usernameTooShort, email: messages.emailRequired },
      errorKeys: { username: "usernameTooShort", email: "emailRequired" },
    });
  });

  it("allows three accounts per client address a day", async () => {
    const ip = clientAddress();
    for (let i = 0; i < 3; i++) expect((await register({}, ip)).errors).toBeUndefined();
    const fourth = await register({}, ip);
    expect(fourth.errors?.[0]?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: expect.any(Number) as unknown,
    });
  });

  it("counts a name or address already in use towards the address's three registrations a day", async () => {
    const ip = clientAddress();
    await registerAccount(app, "Probed_Name");
    expect((await register({}, ip)).errors).toBeUndefined();
    const probes: Record<string, string>[] = [
      { username: "probed_name" },
      { email: "PROBED_NAME@example.com" },
    ];
    for (const fields of probes)
      expect((await register(fields, ip)).errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const fourth = await register({}, ip);
    expect(fourth.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
  });

  it.each(["password123", "Qwerty123", "iloveyou"])(
    "refuses the common password %s with the shared message, creating nothing",
    async (password) => {
      const graphql = await register({ username: "common_pick", password });
      expect(graphql.errors?.[0]).toMatchObject({
        message: messages.passwordTooCommon,
        extensions: { code: "BAD_USER_INPUT", fields: { password: messages.passwordTooCommon } },
      });
      const rest = await restRegister({ username: "common_pick", email: "common@example.com", password });
      expect(rest).toMatchObject({ status: 400, body: { errors: { password: messages.passwordTooCommon } } });
      const [row] = await app.orm.em
        .getConnection()
        .execute<{ count: string }[]>("select count(*) from users where username_key = 'common_pick'");
      expect(Number(row!.count)).toBe(0);
    },
  );

  it("marks registration answers, REST and GraphQL, as never to be stored by a cache", async () => {
    const rest = await restRegister({ username: "uncached", email: "uncached@example.com" });
    expect(rest).toMatchObject({ status: 201, cacheControl: "no-store" });
    const ip = clientAddress();
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({
        query: REGISTER,
        variables: {
          input: {
            username: "uncached_too",
            email: "uncached_too@example.com",
            password: "secret lantern 1",
            captchaToken: await solveAltcha(app.url, { "x-forwarded-for": ip }),
            ageConfirmed: true,
          },
        },
      }),
    });
    expect(((await response.json()) as { data?: unknown }).data).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("stores the password as an argon2id hash", async () => {
    await registerAccount(app, "hash_check");
    const [row] = await app.orm.em
      .getConnection()
      .execute<{ password_hash: string }[]>(
        "select password_hash from users where username_key = 'hash_check'",
      );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
