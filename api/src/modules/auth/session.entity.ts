import { EntitySchema } from "@mikro-orm/core";
import { UserToken, UserTokenSchema } from "./user-token.entity.js";

/** A signed-in browser or client. Only the SHA-256 of its token is stored; ending it deletes the row. */
export class Session extends UserToken {}

export const SessionSchema = new EntitySchema<Session, UserToken>({
  class: Session,
  extends: UserTokenSchema,
  tableName: "sessions",
  properties: {},
});
