import type { AppDeps } from "../../deps.js";
import type { RequestInfo } from "../../core/viewer.js";
import { notFound } from "../../core/errors.js";
import type { AltchaChallenge } from "../../infra/captcha/captcha.js";
import type { CaptchaConfig } from "./captcha-config.type.js";

export const CAPTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** What the web forms need to show the configured captcha, and fresh challenges for the self-hosted one. */
export class CaptchaService {
  constructor(private readonly deps: Pick<AppDeps, "captcha" | "rateLimiter">) {}

  config(): CaptchaConfig {
    const { provider, siteKey } = this.deps.captcha;
    return {
      provider,
      siteKey: siteKey ?? null,
      challengeUrl: provider === "altcha" ? CAPTCHA_CHALLENGE_PATH : null,
    };
  }

  async challenge(request: RequestInfo): Promise<AltchaChallenge> {
    await this.deps.rateLimiter.consume("captchaChallengesPerAddress", request.ip);
    const challenge = await this.deps.captcha.createChallenge();
    if (!challenge) throw notFound();
    return challenge;
  }
}
