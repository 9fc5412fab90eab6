import { randomUUID } from "node:crypto";
import { EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../users/user.entity.js";

/** A pending password reset: the SHA-256 of the mailed token; deleted when used or superseded. */
export class PasswordReset {
  [OptionalProps]?: "createdAt";
  id!: string;
  user!: User;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
}

export const PasswordResetSchema = new EntitySchema<PasswordReset>({
  class: PasswordReset,
  tableName: "password_resets",
  properties: {
    id: { type: "uuid", primary: true, onCreate: () => randomUUID() },
    user: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade", index: true },
    tokenHash: { type: "string", length: 64, unique: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    expiresAt: { type: "datetime" },
  },
});
