// The permission table's rows: bans and roles.
import type { PermissionRow } from "../permission-table.js";
import { STAFF, ADMIN, NOBODY } from "./shapes.js";

export const BAN_AND_ROLE_ROWS: PermissionRow[] = [
  {
    api: "graphql",
    operation: "banUser",
    target: "plainMember",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Spam" } }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "banUser",
    variant: "a moderator",
    target: "plainModerator",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Abuse of the tools" } }),
    expect: ADMIN,
    note: "moderators cannot ban staff",
  },
  {
    api: "graphql",
    operation: "banUser",
    variant: "an admin",
    target: "anotherAdmin",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Abuse of the tools" } }),
    expect: NOBODY,
    note: "admins cannot be banned",
  },
  {
    api: "graphql",
    operation: "unbanUser",
    target: "bannedMember",
    document: `mutation ($userId: ID!) { unbanUser(userId: $userId, reason: "Appeal granted") { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "unbanUser",
    variant: "a moderator",
    target: "bannedModerator",
    document: `mutation ($userId: ID!) { unbanUser(userId: $userId) { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: ADMIN,
    note: "moderators cannot unban staff",
  },
  {
    api: "graphql",
    operation: "setUserRole",
    target: "plainMember",
    document: `mutation ($userId: ID!) { setUserRole(userId: $userId, role: moderator) { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: ADMIN,
  },
];
