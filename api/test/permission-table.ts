/**
 * Who may call each write of the API: every GraphQL mutation and every REST write route, as each of six
 * actors. Data only (no app, no database): api/src/permissions.test.ts runs every cell against the real
 * server, and docs/permissions.md is written from this table (permissions:doc), so the two cannot drift.
 * The rows are in api/test/permissions/, a file per area; the usual expectations in its shapes.ts.
 */

import { ACCOUNT_ROWS } from "./permissions/accounts.js";
import { FORUM_ROWS } from "./permissions/forum.js";
import { FORUM_MODERATION_ROWS } from "./permissions/forum-moderation.js";
import { NOTIFICATION_ROWS } from "./permissions/notifications.js";
import { INCIDENT_ROWS } from "./permissions/incidents.js";
import { BAN_AND_ROLE_ROWS } from "./permissions/bans-and-roles.js";
import { REST_ROWS } from "./permissions/rest.js";
import { SAVED_SEARCH_ROWS } from "./permissions/saved-searches.js";
import { IMPORT_ROWS } from "./permissions/imports.js";
import { API_KEY_ROWS } from "./permissions/api-keys.js";

export const ACTORS = ["visitor", "member", "otherMember", "banned", "moderator", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_LABELS: Record<Actor, string> = {
  visitor: "Visitor",
  member: "Member (owner)",
  otherMember: "Another member",
  banned: "Banned member",
  moderator: "Moderator",
  admin: "Admin",
};

export type Outcome = "allowed" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";

/**
 * What each cell acts on, made fresh for it. "member" below is the owner of the target; the other actors
 * are never its owner.
 */
export const TARGETS = {
  none: "nothing made beforehand",
  category: "an existing category",
  emptyCategory: "a category with no threads",
  categoryOrder: "every category, in a new order",
  memberThread: "a thread started by the member",
  memberReply: "a reply by the member in an open thread",
  lockedThread: "a locked thread started by the member",
  lockedReply: "a reply by the member in a locked thread",
  reportedReply: "a reply by the member, reported by someone else",
  revisedReply: "a reply by the member with one earlier text",
  retitledThread: "a thread started by the member with one earlier title",
  deletedThread: "a thread of the member, deleted by staff",
  deletedReply: "a reply the member deleted",
  memberNotification: "a notification of the member",
  pendingEvent: "a submitted incident awaiting review",
  publishedEvent: "a published incident, with a solved captcha",
  pendingProposal: "a member's proposed source for a published incident, awaiting review",
  publishedSource: "the source of a published incident",
  proposedConfirmation: "a published incident whose confirmation another moderator proposed",
  uploadedImport: "an uploaded import file",
  checkedImport: "an uploaded import file with a finished dry run",
  importMapping: "a column mapping a moderator saved",
  memberApiKey: "an API key of the member",
  plainMember: "a member with no ban (not the caller)",
  bannedMember: "a banned member (not the caller)",
  plainModerator: "a moderator (not the caller)",
  bannedModerator: "a banned moderator (not the caller)",
  anotherAdmin: "an admin (not the caller)",
  memberAccount: "the member's account",
  loginAccount: "an account whose password the caller knows",
  resetToken: "a mailed password-reset token",
  confirmationToken: "a mailed link confirming a member's mail address",
  unsubscribeToken: "the signed unsubscribe link from the member's mail",
  memberSavedSearch: "a saved search of the member, mailed at once, without the bell",
  savedSearchUnsubscribeToken: "the signed unsubscribe link from a saved search's mail",
  captcha: "a solved captcha",
  ownAccount: "the caller's own account, in a fresh session",
} as const;
export type TargetName = keyof typeof TARGETS;

/** The ids and tokens a target's fixture returns, plus a number unique to the cell. */
export type TargetValues = Record<string, string> & { n: string };

interface RowBase {
  /** Tells apart several rows of one operation (another target, another rule). */
  variant?: string;
  target: TargetName;
  expect: Record<Actor, Outcome>;
  /** Why the row reads as it does, when that is not obvious. */
  note?: string;
  /** An allowed call may leave everything as it was (it has nothing to do); otherwise it must store something. */
  mayStoreNothing?: true;
}

export interface GraphqlRow extends RowBase {
  api: "graphql";
  /** The mutation's name, as in schema/schema.graphql. */
  operation: string;
  document: string;
  variables: (t: TargetValues) => Record<string, unknown>;
}

export interface RestRow extends RowBase {
  api: "rest";
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api; `:name` is filled from the target's values. */
  path: string;
  /** A JSON body, "png" for an image upload, or "csv" for an import file. */
  body?: ((t: TargetValues) => Record<string, unknown>) | "png" | "csv";
}

export type PermissionRow = GraphqlRow | RestRow;

/** Every row, area by area (api/test/permissions/), in the order the document lists them. */
export const PERMISSION_TABLE: PermissionRow[] = [
  ...ACCOUNT_ROWS,
  ...FORUM_ROWS,
  ...FORUM_MODERATION_ROWS,
  ...NOTIFICATION_ROWS,
  ...SAVED_SEARCH_ROWS,
  ...INCIDENT_ROWS,
  ...IMPORT_ROWS,
  ...API_KEY_ROWS,
  ...BAN_AND_ROLE_ROWS,
  ...REST_ROWS,
];

/** How a row is named in the test and the document. */
export const operationName = (row: PermissionRow): string =>
  row.api === "graphql" ? row.operation : `${row.method} /api${row.path.replace(/\?.*$/, "")}`;

export const rowName = (row: PermissionRow): string =>
  row.variant ? `${operationName(row)} (${row.variant})` : operationName(row);
