import type { Actor, Outcome } from "../permission-table.js";

// The usual shapes of a row's expectations.
export const PUBLIC: Record<Actor, Outcome> = {
  visitor: "allowed",
  member: "allowed",
  otherMember: "allowed",
  banned: "allowed",
  moderator: "allowed",
  admin: "allowed",
};
/** Any signed-in account, banned ones included (reading and keeping one's own account). */
export const SIGNED_IN: Record<Actor, Outcome> = { ...PUBLIC, visitor: "UNAUTHENTICATED" };
/** Writing for everyone to see: signed in and not banned. */
export const NOT_BANNED: Record<Actor, Outcome> = { ...SIGNED_IN, banned: "FORBIDDEN" };
/** The author, or staff. */
export const OWNER_OR_STAFF: Record<Actor, Outcome> = { ...NOT_BANNED, otherMember: "FORBIDDEN" };
/** The recipient only; anyone else's looks missing. */
export const OWNER_ONLY: Record<Actor, Outcome> = {
  visitor: "UNAUTHENTICATED",
  member: "allowed",
  otherMember: "NOT_FOUND",
  banned: "NOT_FOUND",
  moderator: "NOT_FOUND",
  admin: "NOT_FOUND",
};
export const STAFF: Record<Actor, Outcome> = {
  visitor: "UNAUTHENTICATED",
  member: "FORBIDDEN",
  otherMember: "FORBIDDEN",
  banned: "FORBIDDEN",
  moderator: "allowed",
  admin: "allowed",
};
export const ADMIN: Record<Actor, Outcome> = { ...STAFF, moderator: "FORBIDDEN" };
export const NOBODY: Record<Actor, Outcome> = { ...ADMIN, admin: "FORBIDDEN" };

export const PASSWORD = "correct horse";
export const NEW_PASSWORD = "a brand new passphrase 42";
