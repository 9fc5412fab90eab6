import { createHash, randomBytes } from "node:crypto";
import { KEY_PREFIX } from "../../core/api-key-tokens.js";

/** The prefix and 43 characters of base64url: 256 random bits. */
const KEY_PATTERN = /^iwk_[\w-]{43}$/;

/** A new secret, shown to its member once; only its hash is kept. */
export const newKeySecret = () => KEY_PREFIX + randomBytes(32).toString("base64url");

/** A high-entropy secret needs no slow hash: SHA-256 finds it by equality and reveals nothing. */
export const hashKeySecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** What the list shows of a key to tell it apart: its first characters. */
export const keyHint = (secret: string) => secret.slice(0, KEY_PREFIX.length + 6);

export const isWellFormedKey = (token: string) => KEY_PATTERN.test(token);
