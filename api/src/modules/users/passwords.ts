import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let decoy: Promise<string> | undefined;

/** False for a wrong password or no account; both take one argon2 run, so timing does not reveal names. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  const target = passwordHash ?? (await decoy);
  try {
    return (await verify(target, password)) && passwordHash !== undefined;
  } catch {
    return false;
  }
}

/** A password for generated accounts (first admin, demo accounts), shown once in the start-up log. */
export function randomPassword(bytes = 15): string {
  return randomBytes(bytes).toString("base64url");
}
