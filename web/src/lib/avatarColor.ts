/** The eight avatar colours of spec §3, in a fixed order so a username always gets the same one. */
export const AVATAR_COLORS = ["blue", "red", "green", "yellow", "purple", "pink", "indigo", "teal"] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** A stable colour for a username: a 32-bit string hash (Java's, h * 31 + c) folded onto the palette. */
export function avatarColor(username: string): AvatarColor {
  let hash = 0;
  for (const char of username) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return AVATAR_COLORS[Math.abs(hash % AVATAR_COLORS.length)]!;
}

/** The uppercase first letter shown in the circle; the name falls back to "User". */
export function avatarInitial(username: string | null | undefined): string {
  const name = username?.trim() || "User";
  return [...name][0]!.toUpperCase();
}

/** A profile picture is used only when it is a real address: not empty, not "undefined" or "null" text. */
export function usablePicture(
  profilePicture: string | null | undefined,
  useDefaultAvatar: boolean | null | undefined,
): string | null {
  if (useDefaultAvatar === true || typeof profilePicture !== "string") return null;
  const url = profilePicture.trim();
  if (!url || url.includes("undefined") || url.includes("null")) return null;
  return url;
}
