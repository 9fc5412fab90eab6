import type { EntitySchema } from "@mikro-orm/core";
import { UserSchema } from "../modules/users/user.entity.js";
import { SessionSchema } from "../modules/auth/session.entity.js";
import { PasswordResetSchema } from "../modules/auth/password-reset.entity.js";
import { CaptchaRedemptionSchema } from "../infra/captcha/captcha-redemption.entity.js";
import { EventSchema } from "../modules/events/event.entity.js";
import { EventReviewSchema } from "../modules/events/event-review.entity.js";

/** Every persisted entity schema, registered by the domain modules. */
export const entities: EntitySchema[] = [
  UserSchema,
  SessionSchema,
  PasswordResetSchema,
  CaptchaRedemptionSchema,
  EventSchema,
  EventReviewSchema,
] as EntitySchema[];
