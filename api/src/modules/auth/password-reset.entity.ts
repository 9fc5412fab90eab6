import { EntitySchema } from "@mikro-orm/core";
import { UserToken, UserTokenSchema } from "./user-token.entity.js";

/** A pending password reset: the SHA-256 of the mailed token; deleted when used or superseded. */
export class PasswordReset extends UserToken {}

export const PasswordResetSchema = new EntitySchema<PasswordReset, UserToken>({
  class: PasswordReset,
  extends: UserTokenSchema,
  tableName: "password_resets",
  properties: {},
});
