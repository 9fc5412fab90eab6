import { describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { clientAddress, registerAccount } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  setupMailingApp,
} from "../../../test/password-mail.js";

describe("passwords", () => {
  const suite = setupMailingApp();

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const isSignedIn = async (token: string) =>
    (await fetch(`${suite.app.url}/api/auth/me`, { headers: bearer(token) })).status === 200;

  async function login(username: string, password: string) {
    const response = await fetch(`${suite.app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({ username, password }),
    });
    return { status: response.status, token: ((await response.json()) as { token?: string }).token ?? "" };
  }

  async function forgot(email: string, captcha = true) {
    const headers = { "x-forwarded-for": clientAddress() };
    const captchaToken = captcha ? await solveAltcha(suite.app.url, headers) : "";
    return suite.app.graphql<{ forgotPassword: boolean }>(FORGOT_PASSWORD, { email, captchaToken }, headers);
  }

  it("changes the password with the current one and ends the member's other sessions", async () => {
    const member = await registerAccount(suite.app, "Changer");
    const other = await login(member.username, member.password);
    const result = await suite.app.graphql(
      CHANGE_PASSWORD,
      { current: member.password, next: "brand new pass" },
      bearer(member.token),
    );
    expect(result.data).toEqual({ changePassword: true });
    expect(await isSignedIn(member.token)).toBe(true);
    expect(await isSignedIn(other.token)).toBe(false);
    expect((await login(member.username, member.password)).status).toBe(401);
    expect((await login(member.username, "brand new pass")).status).toBe(200);
  });

  it("refuses a password change without a session, with a wrong current password or a short new one", async () => {
    const member = await registerAccount(suite.app, "Careful");
    const anonymous = await suite.app.graphql(CHANGE_PASSWORD, {
      current: member.password,
      next: "another pass",
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const wrong = await suite.app.graphql(
      CHANGE_PASSWORD,
      { current: "not it", next: "another pass" },
      bearer(member.token),
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { currentPassword: messages.currentPasswordIncorrect },
    });
    const short = await suite.app.graphql(
      CHANGE_PASSWORD,
      { current: "", next: "123" },
      bearer(member.token),
    );
    expect(short.errors?.[0]?.extensions?.fields).toEqual({
      currentPassword: messages.currentPasswordRequired,
      newPassword: messages.newPasswordTooShort,
    });
  });

  it("refuses one of the most common passwords as the new one, on change and on reset", async () => {
    const member = await registerAccount(suite.app, "Predictable");
    const changed = await suite.app.graphql(
      CHANGE_PASSWORD,
      { current: member.password, next: "Sunshine1" },
      bearer(member.token),
    );
    expect(changed.errors?.[0]).toMatchObject({
      message: messages.passwordTooCommon,
      extensions: { code: "BAD_USER_INPUT", fields: { newPassword: messages.passwordTooCommon } },
    });
    await forgot(member.email);
    const token = await suite.tokenFromMail(member.email);
    const reset = await suite.app.graphql(RESET_PASSWORD, { token, next: "football" });
    expect(reset.errors?.[0]?.extensions?.fields).toEqual({ newPassword: messages.passwordTooCommon });
    // nothing changed: the old password still works and the link is still good
    expect((await login(member.username, member.password)).status).toBe(200);
    expect((await suite.app.graphql(RESET_PASSWORD, { token, next: "uncommon choice" })).data).toEqual({
      resetPassword: messages.passwordResetDone,
    });
  });

  it("allows five wrong current passwords an hour per account, whatever failed sign-ins others caused", async () => {
    const member = await registerAccount(suite.app, "Fumbler");
    for (let i = 0; i < 6; i++) await login(member.username, "not my password");
    const change = (current: string) =>
      suite.app.graphql(CHANGE_PASSWORD, { current, next: "a better secret" }, bearer(member.token));
    for (let i = 0; i < 5; i++)
      expect((await change("not it")).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const limited = await change(member.password);
    expect(limited.errors?.[0]?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: expect.any(Number) as unknown,
    });
    await suite.app.deps.rateLimiter.reset("wrongCurrentPasswordPerUser", member.id);
    expect((await change(member.password)).data).toEqual({ changePassword: true });
  });

  it("answers forgot-password the same for an unknown address and sends no mail", async () => {
    const unknown = await forgot("nobody@example.com");
    expect(unknown).toMatchObject({ data: { forgotPassword: true } });
    const response = await fetch(`${suite.app.url}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({
        email: "nobody2@example.com",
        recaptchaToken: await solveAltcha(suite.app.url),
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.forgotPasswordSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suite.mailbox.received.filter((mail) => mail.to[0]?.startsWith("nobody"))).toEqual([]);
  });

  it("mails a reset link that sets a new password once and ends every session", async () => {
    const member = await registerAccount(suite.app, "Forgetter");
    expect((await forgot("  FORGETTER@example.com ")).data).toEqual({ forgotPassword: true });
    const token = await suite.tokenFromMail(member.email);

    const response = await fetch(`${suite.app.url}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, newPassword: "fresh password" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.passwordResetDone });
    expect(await isSignedIn(member.token)).toBe(false);
    expect((await login(member.username, "fresh password")).status).toBe(200);

    const again = await suite.app.graphql(RESET_PASSWORD, { token, next: "another one" });
    expect(again.errors?.[0]).toMatchObject({
      message: messages.resetPasswordFailed,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("refuses a reset link older than one hour", async () => {
    const member = await registerAccount(suite.app, "Slowpoke");
    await forgot(member.email);
    const token = await suite.tokenFromMail(member.email);
    const [row] = await suite.app.orm.em
      .getConnection()
      .execute<{ minutes: number }[]>(
        "select extract(epoch from expires_at - created_at) / 60 as minutes from password_resets where user_id = ?",
        [member.id],
      );
    expect(Number(row!.minutes)).toBeCloseTo(60, 3);
    await suite.app.orm.em
      .getConnection()
      .execute("update password_resets set expires_at = now() - interval '1 second' where user_id = ?", [
        member.id,
      ]);
    const result = await suite.app.graphql(RESET_PASSWORD, { token, next: "too late now" });
    expect(result.errors?.[0]?.message).toBe(messages.resetPasswordFailed);
    expect((await login(member.username, member.password)).status).toBe(200);
  });

  it("keeps only the newest reset link of an account", async () => {
    const member = await registerAccount(suite.app, "Twice");
    await forgot(member.email);
    const first = await suite.tokenFromMail(member.email);
    await suite.app.deps.rateLimiter.reset("forgotPasswordPerAccount", member.email.toLowerCase());
    await forgot(member.email);
    const second = await suite.tokenFromMail(member.email);
    expect(
      (await suite.app.graphql(RESET_PASSWORD, { token: first, next: "new secret" })).errors?.[0]?.message,
    ).toBe(messages.resetPasswordFailed);
    expect((await suite.app.graphql(RESET_PASSWORD, { token: second, next: "new secret" })).data).toEqual({
      resetPassword: messages.passwordResetDone,
    });
  });

  it("checks the reset form's fields with the spec's messages", async () => {
    const missing = await suite.app.graphql(RESET_PASSWORD, { token: " ", next: "whatever" });
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ token: messages.resetTokenMissing });
    const short = await suite.app.graphql(RESET_PASSWORD, { token: "abc", next: "12345" });
    expect(short.errors?.[0]?.extensions?.fields).toEqual({ newPassword: messages.newPasswordTooShort });
    const empty = await suite.app.graphql(RESET_PASSWORD, { token: "abc", next: "" });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ newPassword: messages.newPasswordRequired });
  });

  it("checks the forgot-password form's fields with the spec's messages", async () => {
    const result = await forgot("", false);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { email: messages.emailRequired, captcha: messages.verificationRequired },
    });
  });

  it("accepts one forgot-password request per address every five minutes, known or not", async () => {
    for (const email of ["limited@example.com", "Changer@example.com"]) {
      expect((await forgot(email)).data).toEqual({ forgotPassword: true });
      const second = await forgot(email);
      expect(second.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
      expect(Number(second.errors?.[0]?.extensions?.retryAfter)).toBeGreaterThan(4 * 60);
    }
  });
});
