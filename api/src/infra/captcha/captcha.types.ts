import type { Challenge } from "altcha-lib";
import type { CspSources } from "../../core/csp.js";

/** A signed proof-of-work challenge for the self-hosted widget. */
export type AltchaChallenge = Challenge;
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
