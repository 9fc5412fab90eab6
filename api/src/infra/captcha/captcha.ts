import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { AppError, ValidationError } from "../../graphql/errors.js";
import type { CspSources } from "../../http/security-headers.js";
import type { Logger } from "../logger.js";
import { AltchaVerifier, type AltchaChallenge } from "./altcha.js";
import { RecaptchaVerifier } from "./recaptcha.js";

export type { AltchaChallenge };
export type CaptchaOutcome = "ok" | "missing" | "failed";
export type CaptchaProvider = "altcha" | "recaptcha";

/** One server-side check for every form with a captcha (registration, forgot password, incident submission). */
export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** The public key the reCAPTCHA widget needs; none for the self-hosted provider. */
  readonly siteKey: string | undefined;
  /** Origins the widget loads from, for the Content-Security-Policy. */
  readonly csp: CspSources;
  /** The spec's message when no token came ("reCAPTCHA" or the neutral "verification"). */
  readonly requiredMessage: string;
  /** The spec's message when a token is wrong, used again or expired. */
  readonly failureMessage: string;
  verify(token: string | null | undefined, ip: string): Promise<CaptchaOutcome>;
  /** A fresh proof-of-work challenge for the self-hosted widget; undefined with reCAPTCHA. */
  createChallenge(): Promise<AltchaChallenge | undefined>;
}

/** reCAPTCHA when both keys are configured; otherwise the self-hosted proof of work (no third party). */
export function createCaptchaVerifier(config: Config, orm: MikroORM, logger: Logger): CaptchaVerifier {
  if (config.recaptchaSiteKey && config.recaptchaSecretKey) {
    return new RecaptchaVerifier(
      config.recaptchaSiteKey,
      config.recaptchaSecretKey,
      config.recaptchaVerifyUrl,
      logger,
    );
  }
  return new AltchaVerifier(
    { hmacKey: config.captchaHmacKey, cost: config.altchaCost, maxCounter: config.altchaMaxCounter },
    orm,
    logger,
  );
}

/** Throws BAD_USER_INPUT (field captcha) for a missing token and CAPTCHA_FAILED for a rejected one. */
export async function assertCaptcha(
  captcha: CaptchaVerifier,
  token: string | null | undefined,
  ip: string,
): Promise<void> {
  const outcome = await captcha.verify(token, ip);
  if (outcome === "missing") throw new ValidationError({ captcha: captcha.requiredMessage });
  if (outcome === "failed") throw new AppError("CAPTCHA_FAILED", captcha.failureMessage);
}

/** The provider's own "please complete" text when no token came, for a form's field errors. */
export function captchaMissing(
  captcha: CaptchaVerifier,
  token: string | null | undefined,
): string | undefined {
  return token?.trim() ? undefined : captcha.requiredMessage;
}
