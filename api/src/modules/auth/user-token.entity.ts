import { randomUUID } from "node:crypto";
import { EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../users/user.entity.js";

/**
 * A secret handed to one member that expires (a session's token, a mailed reset link's): only its SHA-256
 * is stored, and the row goes with the member. The base of entities with a table each; it has none.
 */
export class UserToken {
  [OptionalProps]?: "createdAt";
  id!: string;
  user!: User;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
}

export const UserTokenSchema = new EntitySchema<UserToken>({
  class: UserToken,
  abstract: true,
  properties: {
    id: { type: "uuid", primary: true, onCreate: () => randomUUID() },
    user: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade", index: true },
    tokenHash: { type: "string", length: 64, unique: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    expiresAt: { type: "datetime" },
  },
});
