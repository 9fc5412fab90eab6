import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Locale } from "@incident-watch/schema";

/** Used when MAIL_LINK_KEY is unset: links then work until this process ends. */
const processKey = randomBytes(32).toString("hex");

function signature(key: string | undefined, userId: string): Buffer {
  return createHmac("sha256", key ?? processKey)
    .update(`unsubscribe-missed:${userId}`)
    .digest();
}

/** A token that names a member and proves the link came from us; it never expires (mail sits in inboxes). */
export function unsubscribeToken(key: string | undefined, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${signature(key, userId).toString("base64url")}`;
}

/** The member the token names, or undefined when it was not made with our key. */
export function unsubscribeTokenUser(key: string | undefined, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [encodedUser, encodedSignature] = token.split(".");
  if (!encodedUser || !encodedSignature) return undefined;
  const userId = Buffer.from(encodedUser, "base64url").toString("utf8");
  if (!/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const given = Buffer.from(encodedSignature, "base64url");
  const expected = signature(key, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

/** The one-click unsubscribe address, naming the language of the page it opens. */
export function unsubscribeUrl(
  publicUrl: string,
  key: string | undefined,
  userId: string,
  locale: Locale,
): string {
  return `${publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(key, userId)}&lang=${locale}`;
}
