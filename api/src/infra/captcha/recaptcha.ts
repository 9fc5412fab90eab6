import { messages } from "@incident-watch/schema";
import type { Logger } from "../logger.js";
import type { CaptchaOutcome, CaptchaVerifier } from "./captcha.types.js";

const TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 8_192;

/** Google reCAPTCHA v2: the token is checked with siteverify, which also refuses a token used twice. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = "recaptcha" as const;
  readonly requiredMessage = messages.captchaRequired;
  readonly failureMessage = messages.captchaFailed;
  readonly csp = {
    script: ["https://www.google.com", "https://www.gstatic.com"],
    frame: ["https://www.google.com", "https://www.gstatic.com"],
  };

  constructor(
    readonly siteKey: string,
    private readonly secretKey: string,
    private readonly verifyUrl: string,
    private readonly logger: Logger,
  ) {}

  async verify(token: string | null | undefined, ip: string): Promise<CaptchaOutcome> {
    if (!token || !token.trim()) return "missing";
    if (token.length > MAX_TOKEN_LENGTH) return "failed";
    try {
      const response = await fetch(this.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret: this.secretKey, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.warn("reCAPTCHA siteverify answered with an error", { status: response.status });
        return "failed";
      }
      const result = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
      if (result.success === true) return "ok";
      this.logger.debug("reCAPTCHA token refused", { errors: result["error-codes"] });
      return "failed";
    } catch (error) {
      this.logger.warn("reCAPTCHA siteverify unreachable", { error: String(error) });
      return "failed";
    }
  }

  async createChallenge(): Promise<undefined> {
    return undefined;
  }
}
