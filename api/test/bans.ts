import { clientAddress, LOGIN } from "./accounts.js";
import type { TestApp } from "./app.js";
import type { Member } from "./forum.js";

export const BAN = `mutation ($input: BanUserInput!) {
  banUser(input: $input) { id username activeBan { id reason startsAt endsAt } } }`;
export const UNBAN = `mutation ($userId: ID!, $reason: String) {
  unbanUser(userId: $userId, reason: $reason) { id activeBan { id } } }`;

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;

/** A GraphQL answer's first error code. */
export const code = (errors: Errors) => errors?.[0]?.extensions?.code;

/** `by` bans a member for `duration` (a week unless said) with a reason. */
export const banMember = (
  app: TestApp,
  by: Member,
  userId: string,
  duration = "week",
  reason = "Spam in every thread",
) =>
  app.graphql<{
    banUser: { id: string; activeBan: { id: string; reason: string; endsAt: string | null } | null };
  }>(BAN, { input: { userId, duration, reason } }, by.headers);

/** Signs a forum member in again, from an address of its own, for a fresh session token. */
export const signIn = (app: TestApp, member: Member) =>
  app.graphql<{ login: { token: string } }>(
    LOGIN,
    { input: { username: member.username, password: "correct horse" } },
    { "x-forwarded-for": clientAddress() },
  );
