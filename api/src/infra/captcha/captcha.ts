import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { AppError, ValidationError } from "../../core/errors.js";
import type { Logger } from "../logger.js";
import { AltchaVerifier } from "./altcha.js";
import type { CaptchaVerifier } from "./captcha.types.js";
import { RecaptchaVerifier } from "./recaptcha.js";

export type { AltchaChallenge, CaptchaOutcome, CaptchaProvider, CaptchaVerifier } from "./captcha.types.js";

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
