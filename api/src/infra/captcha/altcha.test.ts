import type { Challenge, Solution } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress } from "../../../test/accounts.js";
import { solveAltcha, solveAltchaChallenge } from "../../../test/captcha.js";
import { createLogger } from "../logger.js";
import { ALTCHA_TTL_MS, AltchaVerifier, issueAltchaChallenge } from "./altcha.js";

const HMAC_KEY = "test-captcha-key";

describe("the self-hosted captcha (ALTCHA)", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", CAPTCHA_HMAC_KEY: HMAC_KEY });
  });

  afterAll(async () => {
    await app?.close();
  });

  const options = () => ({
    hmacKey: HMAC_KEY,
    cost: app.config.altchaCost,
    maxCounter: app.config.altchaMaxCounter,
  });
  let serial = 0;
  /** A forgot-password request (each for a new address, so only the captcha decides). */
  const forgot = (captchaToken: string) =>
    app.graphql(
      "mutation ($email: String!, $t: String!) { forgotPassword(email: $email, captchaToken: $t) }",
      { email: `someone${++serial}@example.com`, t: captchaToken },
      { "x-forwarded-for": clientAddress() },
    );

  it("is what the forms are told to show when no reCAPTCHA keys are configured", async () => {
    const result = await app.graphql("{ captcha { provider siteKey challengeUrl } }");
    expect(result.data).toEqual({
      captcha: { provider: "altcha", siteKey: null, challengeUrl: "/api/captcha/challenge" },
    });
  });

  it("hands out signed, expiring challenges that are never cached", async () => {
    const response = await fetch(`${app.url}/api/captcha/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as Challenge;
    expect(challenge).toMatchObject({
      parameters: {
        algorithm: "PBKDF2/SHA-256",
        expiresAt: expect.any(Number) as unknown,
        keySignature: expect.any(String) as unknown,
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    const ttl = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(ALTCHA_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(ALTCHA_TTL_MS);
  });

  it("accepts a solved challenge once", async () => {
    const token = await solveAltcha(app.url);
    expect((await forgot(token)).data).toEqual({ forgotPassword: true });
    const replay = await forgot(token);
    expect(replay.errors?.[0]).toMatchObject({
      message: messages.verificationFailed,
      extensions: { code: "CAPTCHA_FAILED" },
    });
  });

  it("refuses a used challenge on every instance that shares the database", async () => {
    const token = await solveAltcha(app.url);
    expect((await forgot(token)).errors).toBeUndefined();
    const otherInstance = new AltchaVerifier(options(), app.orm, createLogger("silent"));
    expect(await otherInstance.verify(token)).toBe("failed");
  });

  it("accepts a challenge issued by another instance with the same key", async () => {
    const token = await solveAltchaChallenge(await issueAltchaChallenge(options()));
    expect((await forgot(token)).errors).toBeUndefined();
  });

  it("refuses an expired challenge", async () => {
    const issuedLongAgo = new Date(Date.now() - ALTCHA_TTL_MS - 1000);
    const token = await solveAltchaChallenge(await issueAltchaChallenge(options(), issuedLongAgo));
    expect((await forgot(token)).errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("refuses a challenge signed with another key", async () => {
    const token = await solveAltchaChallenge(
      await issueAltchaChallenge({ ...options(), hmacKey: "other-key" }),
    );
    expect((await forgot(token)).errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("refuses a wrong solution and malformed answers", async () => {
    const payload = JSON.parse(Buffer.from(await solveAltcha(app.url), "base64").toString()) as {
      challenge: Challenge;
      solution: Solution;
    };
    payload.solution.counter += 1;
    payload.solution.derivedKey = "00".repeat(32);
    const wrong = Buffer.from(JSON.stringify(payload)).toString("base64");
    for (const token of [
      wrong,
      "not base64 at all",
      Buffer.from("[]").toString("base64"),
      // null parameters: refused like any malformed answer, not thrown as a server error
      Buffer.from('{"challenge":{"signature":"x","parameters":null},"solution":{}}').toString("base64"),
      "x".repeat(10_000),
    ]) {
      expect((await forgot(token)).errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
    }
  });

  it("asks for the verification with the neutral wording when the answer is missing", async () => {
    const result = await forgot("  ");
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { captcha: messages.verificationRequired },
    });
  });

  it("forgets used challenges once they have expired", async () => {
    const connection = app.orm.em.getConnection();
    await connection.execute(
      "insert into captcha_redemptions (signature, expires_at) values ('stale', now() - interval '1 minute')",
    );
    expect((await forgot(await solveAltcha(app.url))).errors).toBeUndefined();
    const rows = await connection.execute("select 1 from captcha_redemptions where signature = 'stale'");
    expect(rows).toHaveLength(0);
  });

  it("limits how many challenges one address may ask for", async () => {
    const headers = { "x-forwarded-for": clientAddress() };
    for (let i = 0; i < 30; i++) {
      expect((await fetch(`${app.url}/api/captcha/challenge`, { headers })).status).toBe(200);
    }
    const limited = await fetch(`${app.url}/api/captcha/challenge`, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
