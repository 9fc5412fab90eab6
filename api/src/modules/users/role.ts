import { registerEnumType } from "type-graphql";
import { describedBy } from "../../core/enum-descriptions.js";

/** What an account may do; never taken from client input. */
export const Role = { admin: "admin", moderator: "moderator", user: "user" } as const;
export type Role = (typeof Role)[keyof typeof Role];

registerEnumType(Role, {
  name: "Role",
  description: "What an account may do.",
  valuesConfig: describedBy({
    admin: "Everything: the forum's structure, staff, broadcasts, and what moderators do.",
    moderator: "Reviews incidents and proposals, moderates the forum, handles reports and bans.",
    user: "A member: posts, reacts, reports, submits and proposes.",
  }),
});
