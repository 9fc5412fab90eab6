import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { messages } from "@incident-watch/schema";

/**
 * The most common passwords, most frequent first: the 49,233-entry list of zxcvbn (drawn from leaked
 * password sets), shipped as plain JSON in the MIT-licensed npm package @zxcvbn-ts/language-common.
 * The list is lower case, so a password is looked up in lower case ("Password1" is as common as "password1").
 */
const LIST_FILE = "@zxcvbn-ts/language-common/src/passwords.json";

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const list: unknown = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(LIST_FILE), "utf8"));
    if (!Array.isArray(list) || list.length < 10_000 || list.some((entry) => typeof entry !== "string"))
      throw new Error(`${LIST_FILE} is not a list of at least 10,000 passwords`);
    common = new Set(list as string[]);
  }
  return common;
}

export const commonPasswordCount = (): number => commonPasswords().size;

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The shared message when a new password is one of the most common, for the given field. */
export function commonPasswordError(password: string | undefined): string | undefined {
  return password && isCommonPassword(password) ? messages.passwordTooCommon : undefined;
}
