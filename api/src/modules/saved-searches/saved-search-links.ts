import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Locale } from "@incident-watch/schema";

/** Used when MAIL_LINK_KEY is unset: links then work until this process ends. */
const processKey = randomBytes(32).toString("hex");

const signature = (key: string | undefined, searchId: string) =>
  createHmac("sha256", key ?? processKey)
    .update(`unsubscribe-saved-search:${searchId}`)
    .digest();

/** A token naming saved searches (`searchId`: one id, or several joined by "_") and proving the link came from us; it never expires (mail sits in inboxes). */
export function searchUnsubscribeToken(key: string | undefined, searchId: string): string {
  return `${searchId}.${signature(key, searchId).toString("base64url")}`;
}

/**
 * The saved searches the token names (a mail about several names them all, joined by "_"), or undefined
 * when it was not made with our key.
 */
export function searchesOfUnsubscribeToken(key: string | undefined, token: unknown): string[] | undefined {
  if (typeof token !== "string" || token.length > 600) return undefined;
  const [searchIds, encoded] = token.split(".");
  if (!searchIds || !encoded || !/^\d{1,18}(_\d{1,18})*$/.test(searchIds)) return undefined;
  const given = Buffer.from(encoded, "base64url");
  const expected = signature(key, searchIds);
  const valid = given.length === expected.length && timingSafeEqual(given, expected);
  return valid ? searchIds.split("_") : undefined;
}

/**
 * The one-click unsubscribe address of a saved search's mail (RFC 8058: GET shows a page in the language
 * it names, only POST acts).
 */
export const searchUnsubscribeUrl = (
  publicUrl: string,
  key: string | undefined,
  searchId: string,
  locale: Locale,
) =>
  `${publicUrl}/api/saved-searches/unsubscribe?token=${searchUnsubscribeToken(key, searchId)}&lang=${locale}`;

/** The secret part of a feed's address: 32 random bytes. */
export const newFeedToken = () => randomBytes(32).toString("base64url");

/** A webhook's signing key: 32 random bytes, as hex. */
export const newWebhookSecret = () => randomBytes(32).toString("hex");

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/saved-searches/feed/${token}.atom`;

/** The headers RFC 8058 asks of a mail with a one-click unsubscribe. */
export const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
