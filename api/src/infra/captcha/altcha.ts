import { createHmac, randomBytes } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { messages } from "@incident-watch/schema";
import type { Logger } from "../logger.js";
import type { CaptchaOutcome, CaptchaVerifier } from "./captcha.types.js";

export interface AltchaOptions {
  /** Signs challenges; random per process when unset (then challenges do not survive a restart). */
  hmacKey: string | undefined;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution counter is drawn between half of this and this. */
  maxCounter: number;
}

export const ALTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = "PBKDF2/SHA-256";
const MAX_PAYLOAD_LENGTH = 8_192;

/** The two secrets: one signs the challenge, one signs the expected key so verifying costs one HMAC. */
export function altchaSecrets(hmacKey: string) {
  return {
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex"),
  };
}

/** A signed challenge that expires ALTCHA_TTL_MS after `now`. */
export function issueAltchaChallenge(options: AltchaOptions & { hmacKey: string }, now = new Date()) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: options.cost,
    counter: randomInt(options.maxCounter, Math.ceil(options.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + ALTCHA_TTL_MS),
    ...altchaSecrets(options.hmacKey),
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * What the altcha widget submits: base64 of JSON { challenge, solution }. Only the shape is checked here;
 * verifySolution checks the values and the signature.
 */
function parsePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    if (!isObject(payload)) return null;
    const { challenge, solution } = payload;
    if (!isObject(challenge) || typeof challenge.signature !== "string" || !isObject(challenge.parameters)) {
      return null;
    }
    if (!isObject(solution)) return null;
    return { challenge: challenge as unknown as Challenge, solution: solution as unknown as Solution };
  } catch {
    return null;
  }
}

/** Self-hosted proof of work (ALTCHA): no third-party request; each challenge is accepted once. */
export class AltchaVerifier implements CaptchaVerifier {
  readonly provider = "altcha" as const;
  readonly siteKey = undefined;
  readonly csp = {};
  readonly requiredMessage = messages.verificationRequired;
  readonly failureMessage = messages.verificationFailed;
  private readonly options: AltchaOptions & { hmacKey: string };

  constructor(
    options: AltchaOptions,
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {
    this.options = { ...options, hmacKey: options.hmacKey ?? randomBytes(32).toString("hex") };
  }

  createChallenge(): Promise<Challenge> {
    return issueAltchaChallenge(this.options);
  }

  async verify(token: string | null | undefined): Promise<CaptchaOutcome> {
    if (!token || !token.trim()) return "missing";
    if (token.length > MAX_PAYLOAD_LENGTH) return "failed";
    const payload = parsePayload(token.trim());
    const expiresAt = payload?.challenge.parameters.expiresAt;
    if (!payload || typeof expiresAt !== "number") return "failed";
    try {
      const result = await verifySolution({ ...payload, deriveKey, ...altchaSecrets(this.options.hmacKey) });
      if (!result.verified) return "failed";
    } catch (error) {
      this.logger.debug("Malformed captcha payload", { error: String(error) });
      return "failed";
    }
    return (await this.redeem(payload.challenge.signature!, new Date(expiresAt * 1000))) ? "ok" : "failed";
  }

  /** Records the challenge as used; false when it already was (on any instance sharing the database). */
  private async redeem(signature: string, expiresAt: Date): Promise<boolean> {
    const connection = this.orm.em.getConnection();
    await connection.execute("delete from captcha_redemptions where expires_at < now()");
    const inserted = await connection.execute<{ signature: string }[]>(
      "insert into captcha_redemptions (signature, expires_at) values (?, ?) on conflict do nothing returning signature",
      [signature, expiresAt],
    );
    return inserted.length === 1;
  }
}
