import { createHash } from "node:crypto";

/** The namespace of every identifier the site derives (a UUIDv5 of the site's name in the URL namespace). */
export const SITE_NAMESPACE = "6d6e0a7c-5f0e-5b8a-9a4e-3f1d2c7b9e41";

/** RFC 9562's name-based UUID, version 5 (SHA-1): the same name always gives the same identifier. */
export function uuidV5(name: string, namespace = SITE_NAMESPACE): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
