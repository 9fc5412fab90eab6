import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { onThisMachine } from "./slowness.js";

/** What the altcha widget would submit for this challenge: base64 of JSON { challenge, solution }. */
export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: onThisMachine(10_000) });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from the app, as the widget does, and solves it. */
export async function solveAltcha(appUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${appUrl}/api/captcha/challenge`, { headers });
  if (!response.ok) throw new Error(`challenge request failed: ${response.status}`);
  return solveAltchaChallenge((await response.json()) as Challenge);
}
