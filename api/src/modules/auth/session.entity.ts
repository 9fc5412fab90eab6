import { randomUUID } from "node:crypto";
import { EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../users/user.entity.js";

/** A signed-in browser or client. Only the SHA-256 of its token is stored; ending it deletes the row. */
export class Session {
  [OptionalProps]?: "createdAt";
  id!: string;
  user!: User;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: "sessions",
  properties: {
    id: { type: "uuid", primary: true, onCreate: () => randomUUID() },
    user: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade", index: true },
    tokenHash: { type: "string", length: 64, unique: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    expiresAt: { type: "datetime" },
  },
});
