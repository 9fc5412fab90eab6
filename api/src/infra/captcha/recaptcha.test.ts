import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { restCall } from "../../../test/rest.js";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, REGISTER } from "../../../test/accounts.js";
import { startRecaptchaStandIn, type RecaptchaStandIn } from "../../../test/recaptcha-standin.js";
import { createLogger } from "../logger.js";
import { RecaptchaVerifier } from "./recaptcha.js";

describe("Google reCAPTCHA, when its keys are configured", () => {
  let google: RecaptchaStandIn;
  let app: TestApp;

  beforeAll(async () => {
    google = await startRecaptchaStandIn();
    app = await startTestApp({
      TRUST_PROXY: "1",
      RECAPTCHA_SITE_KEY: "site-key-123",
      RECAPTCHA_SECRET_KEY: google.secret,
      RECAPTCHA_VERIFY_URL: google.url,
    });
  });

  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  let serial = 0;
  const register = (captchaToken: string) => {
    serial += 1;
    const input = {
      username: `recaptcha_${serial}`,
      email: `r${serial}@example.com`,
      password: "secret lantern 1",
      captchaToken,
      ageConfirmed: true,
    };
    return app.graphql(REGISTER, { input }, { "x-forwarded-for": clientAddress() });
  };

  it("tells the forms to show reCAPTCHA with the site key", async () => {
    const result = await app.graphql("{ captcha { provider siteKey challengeUrl } }");
    expect(result.data).toEqual({
      captcha: { provider: "recaptcha", siteKey: "site-key-123", challengeUrl: null },
    });
    expect((await fetch(`${app.url}/api/captcha/challenge`)).status).toBe(404);
  });

  it("lets Google's script and frame through the Content-Security-Policy", async () => {
    const csp = (await fetch(`${app.url}/healthz`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
  });

  it("accepts a token that siteverify confirms", async () => {
    const result = await register(google.issue());
    expect(result.errors).toBeUndefined();
  });

  it("asks for the reCAPTCHA when the token is missing", async () => {
    const result = await register("");
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { captcha: messages.captchaRequired },
    });
  });

  it("asks for the reCAPTCHA on an incident submission without a token, in the spec's words", async () => {
    const response = await restCall(app, "POST", "/api/events/submit", {
      headers: { "x-forwarded-for": clientAddress() },
      body: {
        type: "russian",
        sourceUrl: "https://example.org/recaptcha-missing",
        date: "2024-05-01",
        latitude: 52.2,
        longitude: 21.0,
      },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: messages.captchaRequired,
      messageKey: "captchaRequired",
      errors: { captcha: messages.captchaRequired },
      errorKeys: { captcha: "captchaRequired" },
    });
  });

  it.each([
    ["wrong", () => "made-up-token"],
    ["expired", () => google.issue(180)],
  ])("refuses a %s token with the spec's reCAPTCHA message", async (_kind, token) => {
    const result = await register(token());
    expect(result.errors?.[0]).toMatchObject({
      message: messages.captchaFailed,
      extensions: { code: "CAPTCHA_FAILED" },
    });
  });

  it("refuses a token used a second time", async () => {
    const token = google.issue();
    expect((await register(token)).errors).toBeUndefined();
    expect((await register(token)).errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("accepts the token as recaptchaToken on the REST paths", async () => {
    const response = await restCall(app, "POST", "/api/auth/forgot-password", {
      headers: { "x-forwarded-for": clientAddress() },
      body: { email: "someone@example.com", recaptchaToken: google.issue() },
    });
    expect(response.status).toBe(200);
  });

  it("counts an unreachable siteverify as a failed check, not a server error", async () => {
    const verifier = new RecaptchaVerifier("k", "s", "http://127.0.0.1:9/siteverify", createLogger("silent"));
    expect(await verifier.verify("token", "127.0.0.1")).toBe("failed");
  });
});
