import { messages } from "./messages.js";

/** Avatar upload limits, shared so the settings page can warn before sending what the server refuses. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Checked from the image header before decoding, against pixel floods ("decompression bombs"). */
export const AVATAR_MAX_PIXELS = 40_000_000;
/** Width and height of the stored square WebP. */
export const AVATAR_SIZE = 256;
export const AVATAR_MEDIA_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/**
 * An early message for a chosen file, from what the browser says about it; the server decides from the
 * bytes. An empty type (unknown to the browser) is left to the server.
 */
export function avatarFileProblem(file: { size: number; type: string }): string | undefined {
  if (file.size === 0) return messages.avatarMissing;
  if (file.size > AVATAR_MAX_BYTES) return messages.avatarTooLarge;
  if (file.type && !(AVATAR_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return messages.avatarUnsupported;
  }
  return undefined;
}
