import { messages } from "@incident-watch/schema";

export type CaptchaProvider = "altcha" | "recaptcha";

export interface CaptchaTexts {
  required: string;
  failed: string;
  loadFailed: string;
  initFailed: string;
  error: string;
  expired: string;
}

/** Spec §5 and §8 captcha texts; the self-hosted provider says "verification" where Google's says reCAPTCHA. */
export function captchaTexts(provider: CaptchaProvider): CaptchaTexts {
  if (provider === "recaptcha") {
    return {
      required: messages.captchaRequired,
      failed: messages.captchaFailed,
      loadFailed: messages.recaptchaLoadFailed,
      initFailed: messages.recaptchaInitFailed,
      error: messages.captchaFailed,
      expired: messages.recaptchaExpired,
    };
  }
  return {
    required: messages.verificationRequired,
    failed: messages.verificationFailed,
    loadFailed: messages.verificationLoadFailed,
    initFailed: messages.verificationInitFailed,
    error: messages.verificationError,
    expired: messages.verificationExpired,
  };
}
