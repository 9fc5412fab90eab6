import { CaptchaRedemptionSchema } from "../../infra/captcha/captcha-redemption.entity.js";
import { UsersService } from "../users/users.service.js";
import { SessionLookups } from "./session-lookups.js";
import { SessionsService } from "./sessions.service.js";
import { announceSessionsEnded } from "./session-events.js";
import { defineModule } from "../app-module.js";
import { AuthResolver } from "./auth.resolver.js";
import { authRoutes } from "./auth.routes.js";
import { AuthService } from "./auth.service.js";
import { CaptchaService } from "./captcha.service.js";
import { PasswordResetSchema } from "./password-reset.entity.js";
import { SessionSchema } from "./session.entity.js";
import { UserTokenSchema } from "./user-token.entity.js";
import { MailConfirmationResolver } from "./mail-confirmation/mail-confirmation.resolver.js";
import { MailConfirmationService } from "./mail-confirmation/mail-confirmation.service.js";

export const authModule = defineModule({
  entities: [UserTokenSchema, SessionSchema, PasswordResetSchema, CaptchaRedemptionSchema],
  resolvers: [AuthResolver, MailConfirmationResolver],
  routes: authRoutes,
  services: (em, deps, uow) => {
    const users = new UsersService(em, uow);
    const mailConfirmation = new MailConfirmationService(em, uow, deps, users);
    return {
      auth: new AuthService(em, uow, deps, users, new SessionsService(uow), mailConfirmation),
      captcha: new CaptchaService(deps),
      mailConfirmation,
    };
  },
  state: (orm) => ({ auth: { sessions: new SessionLookups(orm) } }),
  // who a request's token names, before its context exists: looked up in batches
  sessionViewer: (state, token) => state.auth.sessions.viewer(token),
  // an account's sessions end with it, and its open sockets close once the deletion commits
  hooks: { accountDeleting: (tx, userId) => announceSessionsEnded(tx, { userId }) },
});
