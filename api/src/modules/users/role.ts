import { registerEnumType } from "type-graphql";

/** What an account may do; never taken from client input. */
export const Role = { admin: "admin", moderator: "moderator", user: "user" } as const;
export type Role = (typeof Role)[keyof typeof Role];

registerEnumType(Role, { name: "Role", description: "What an account may do." });
