import pg from "pg";
import { describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { clientAddress, registerAccount } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  isResetMail,
  RESET_PASSWORD,
  setupMailingApp,
} from "../../../test/password-mail.js";

describe("password reset links", () => {
  const suite = setupMailingApp();

  /** The whole HTTP answer to a forgot-password request, REST or GraphQL, minus the Date header. */
  async function forgot(transport: "rest" | "graphql", email: string) {
    const ip = clientAddress();
    const captchaToken = await solveAltcha(suite.app.url, { "x-forwarded-for": ip });
    const [path, body] =
      transport === "rest"
        ? ["/api/auth/forgot-password", { email, recaptchaToken: captchaToken }]
        : ["/graphql", { query: FORGOT_PASSWORD, variables: { email, captchaToken } }];
    const response = await fetch(`${suite.app.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
      // a request that waited for the database would hang here while the test holds its tables
      signal: AbortSignal.timeout(5_000),
    });
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    return { status: response.status, headers, body: await response.text() };
  }

  const reset = (token: string, next: string) => suite.app.graphql(RESET_PASSWORD, { token, next });

  it("answers forgot-password identically for a known and an unknown address, before touching the accounts", async () => {
    const members = {
      rest: await registerAccount(suite.app, "Recovering_Rest"),
      graphql: await registerAccount(suite.app, "Recovering_Graphql"),
    };
    // hold the accounts and reset links: an answer that waited for the look-up or the token could not come
    const blocker = new pg.Client({ connectionString: suite.app.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("lock table users, password_resets in access exclusive mode");
      for (const transport of ["rest", "graphql"] as const) {
        const known = await forgot(transport, members[transport].email);
        const unknown = await forgot(transport, `nobody.${transport}@example.com`);
        expect(known.status).toBe(200);
        expect(known).toEqual(unknown);
      }
      expect(suite.mailbox.received.filter(isResetMail)).toEqual([]);
      await blocker.query("rollback");
    } finally {
      await blocker.end();
    }
    // once the tables are free, the links go out
    for (const member of Object.values(members)) {
      const token = await suite.tokenFromMail(member.email);
      expect((await reset(token, "recovered at last")).data).toEqual({
        resetPassword: messages.passwordResetDone,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suite.mailbox.received.filter((mail) => mail.to[0]?.startsWith("nobody"))).toEqual([]);
  });

  it("voids every reset link already mailed when the password is changed", async () => {
    const member = await registerAccount(suite.app, "Changed_Mind");
    await forgot("rest", member.email);
    const token = await suite.tokenFromMail(member.email);
    const changed = await suite.app.graphql(
      CHANGE_PASSWORD,
      { current: member.password, next: "changed my mind" },
      { authorization: `Bearer ${member.token}` },
    );
    expect(changed.data).toEqual({ changePassword: true });
    const result = await reset(token, "taken over later");
    expect(result.errors?.[0]).toMatchObject({
      message: messages.resetPasswordFailed,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("voids every other reset link of the account when one of them is used", async () => {
    const member = await registerAccount(suite.app, "Many_Links");
    await forgot("rest", member.email);
    const mailed = await suite.tokenFromMail(member.email);
    // a second outstanding link, as a request on another instance could have made it
    await suite.app.orm.em
      .getConnection()
      .execute(
        "insert into password_resets (id, user_id, token_hash, expires_at, created_at) select gen_random_uuid(), user_id, encode(sha256(?::bytea), 'hex'), expires_at, now() from password_resets where user_id = ?",
        ["second-link-token", member.id],
      );
    expect((await reset(mailed, "used the first link")).data).toEqual({
      resetPassword: messages.passwordResetDone,
    });
    const second = await reset("second-link-token", "used the second link");
    expect(second.errors?.[0]?.message).toBe(messages.resetPasswordFailed);
  });
});
