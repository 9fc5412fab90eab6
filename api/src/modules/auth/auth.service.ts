import type { EntityManager } from "@mikro-orm/postgresql";
import {
  messages,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import type { RequestInfo, Viewer } from "../../core/viewer.js";
import { AppError, assertValid, unauthenticated, ValidationError } from "../../core/errors.js";
import { assertCaptcha, captchaMissing } from "../../infra/captcha/captcha.js";
import { commonPasswordError } from "../users/common-passwords.js";
import { hashPassword, verifyPassword } from "../users/passwords.js";
import { User } from "../users/user.entity.js";
import { normalEmail, userByEmail, usernameKey, type UsersService } from "../users/users.service.js";
import { PasswordReset } from "./password-reset.entity.js";
import { hashToken, newToken, type SessionsService } from "./sessions.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { MailConfirmationService } from "./mail-confirmation/mail-confirmation.service.js";

export const RESET_TTL_MS = 60 * 60_000;

export interface Registration {
  username: string;
  email: string;
  password: string;
  captchaToken: string;
  /** The member confirms being at least 16; refused unless true. */
  ageConfirmed?: boolean | null;
}

export interface Credentials {
  username: string;
  password: string;
  /** Needed only once the account name has several recent failures. */
  captchaToken?: string | null;
}

export interface AuthResult {
  token: string;
  user: User;
}

/** Registration, sign-in and -out, and passwords. Every answer about credentials is the same for unknown names. */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly deps: Pick<AppDeps, "captcha" | "rateLimiter" | "logger" | "config" | "mailer"> &
      Partial<Pick<AppDeps, "readRouting">>,
    private readonly users: UsersService,
    readonly sessions: SessionsService,
    private readonly mailConfirmation: MailConfirmationService,
  ) {}

  /**
   * Creates a plain user account (a role is never taken from input) and signs it in. Every attempt that
   * passes the captcha counts towards the address's limit, a name or address already in use included, so
   * probing which ones exist costs as much as registering. The new address gets the link that confirms it
   * (decision 135), mailed once the answer is on its way.
   */
  async register(input: Registration, request: RequestInfo): Promise<AuthResult> {
    const { captcha, rateLimiter } = this.deps;
    const problems = validateRegister(input);
    assertValid({
      ...problems,
      password: problems.password ?? commonPasswordError(input.password),
      captcha: captchaMissing(this.deps.captcha, input.captchaToken),
    });
    await rateLimiter.check("registrationsPerAddress", request.ip);
    await assertCaptcha(captcha, input.captchaToken, request.ip);
    await rateLimiter.consume("registrationsPerAddress", request.ip);
    const user = await this.users.create({
      username: input.username,
      email: input.email,
      password: input.password,
    });
    setImmediate(() => {
      this.mailConfirmation
        .mailLink(user)
        .catch((error: unknown) =>
          this.deps.logger.error("Confirmation mail failed", { error: String(error) }),
        );
    });
    return { token: await this.startSession(user), user };
  }

  /**
   * Limited per client address; a new session each time. Past a few failures for an account name (existing
   * or not, so the answer tells nothing) signing in to it needs a solved captcha as well, and the right
   * password with one always works: the owner is never locked out.
   */
  async login(input: Credentials, request: RequestInfo): Promise<AuthResult> {
    const { rateLimiter } = this.deps;
    await rateLimiter.consume("loginPerAddressMinute", request.ip, messages.tooManyLoginAttempts);
    await rateLimiter.consume("loginPerAddressHour", request.ip, messages.tooManyLoginAttempts);
    assertValid(validateLogin(input));
    const account = usernameKey(input.username).slice(0, 64);
    if (await rateLimiter.usedUp("loginFailuresPerAccount", account))
      await this.assertLoginCaptcha(input.captchaToken, request.ip);
    const user = await this.users.findByUsername(input.username);
    if (!(await verifyPassword(user?.passwordHash, input.password, request.ip)) || !user) {
      await rateLimiter.count("loginFailuresPerAccount", account);
      throw unauthenticated(messages.invalidCredentials);
    }
    await rateLimiter.reset("loginFailuresPerAccount", account);
    return { token: await this.startSession(user), user };
  }

  /** A new session; its member's next reads wait for standbys that have replayed what made it. */
  private async startSession(user: User): Promise<string> {
    const token = await this.sessions.start(user);
    await this.deps.readRouting?.noteWrite(user.id);
    return token;
  }

  private async assertLoginCaptcha(token: string | null | undefined, ip: string): Promise<void> {
    const outcome = await this.deps.captcha.verify(token, ip);
    if (outcome === "missing") throw new AppError("CAPTCHA_REQUIRED", messages.loginNeedsVerification);
    if (outcome === "failed") throw new AppError("CAPTCHA_FAILED", this.deps.captcha.failureMessage);
  }

  /** Ends the caller's session; false when it had none. */
  logout(request: RequestInfo): Promise<boolean> {
    return this.sessions.end(request.token);
  }

  async me(viewer: Viewer | null): Promise<User | null> {
    return viewer ? this.em.findOne(User, viewer.id) : null;
  }

  /**
   * Needs the current password (a few wrong ones an hour per account: only its own sessions can try);
   * ends the user's other sessions and voids every reset link already mailed.
   */
  async changePassword(viewer: Viewer, currentPassword: string, newPassword: string): Promise<boolean> {
    const { rateLimiter } = this.deps;
    assertValid({
      currentPassword: currentPassword ? undefined : messages.currentPasswordRequired,
      ...newPasswordErrors(newPassword),
    });
    await rateLimiter.check("wrongCurrentPasswordPerUser", viewer.id, messages.tooManyRequests);
    const user = await this.em.findOneOrFail(User, viewer.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await rateLimiter.count("wrongCurrentPasswordPerUser", viewer.id);
      throw new ValidationError({ currentPassword: messages.currentPasswordIncorrect });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.uow.run(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
      await tx.nativeDelete(PasswordReset, { user: user.id });
      await this.sessions.endAllOf(tx, user.id, viewer.sessionId);
    });
    return true;
  }

  /**
   * Mails a single-use reset link valid for one hour when the address belongs to an account. The answer is
   * the same either way and so is its timing: the look-up, the token and the mail happen after answering.
   */
  async forgotPassword(email: string, captchaToken: string, request: RequestInfo): Promise<boolean> {
    const { captcha, rateLimiter, logger } = this.deps;
    assertValid({
      ...validateForgotPassword({ email, captchaToken }),
      captcha: captchaMissing(this.deps.captcha, captchaToken),
    });
    await rateLimiter.consume("forgotPasswordPerAddress", request.ip);
    await assertCaptcha(captcha, captchaToken, request.ip);
    await rateLimiter.consume("forgotPasswordPerAccount", normalEmail(email).slice(0, 254));
    // setImmediate runs once the answer's promise chain has finished and the response is on its way
    setImmediate(() => {
      this.mailResetLink(email).catch((error: unknown) =>
        logger.error("Password reset mail failed", { error: String(error) }),
      );
    });
    return true;
  }

  /** Replaces the account's reset link, if the address has an account, and mails it. */
  private async mailResetLink(email: string): Promise<void> {
    const user = await userByEmail(this.em, email);
    if (!user) return;
    const token = newToken();
    await this.uow.run(async (tx) => {
      await tx.nativeDelete(PasswordReset, { user: user.id });
      tx.create(PasswordReset, {
        user: tx.getReference(User, user.id),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
    });
    const link = `${this.deps.config.publicUrl}/forum/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send({
      to: user.email,
      subject: "Reset your Incident Watch password",
      text:
        `Someone asked to reset the password of the Incident Watch account "${user.username}".\n\n` +
        `To choose a new password, open this link within one hour:\n${link}\n\n` +
        "If you did not ask for this, ignore this mail: your password stays as it is.\n",
    });
  }

  /** Uses a reset token once: sets the password and ends every session of the account. */
  async resetPassword(token: string, newPassword: string): Promise<string> {
    if (!token?.trim()) throw new ValidationError({ token: messages.resetTokenMissing });
    assertValid(newPasswordErrors(newPassword));
    const failed = new ValidationError({ token: messages.resetPasswordFailed });
    const reset = await this.em.findOne(
      PasswordReset,
      { tokenHash: hashToken(token.trim()) },
      { populate: ["user"] },
    );
    if (!reset) throw failed;
    if (reset.expiresAt.getTime() <= Date.now()) {
      await this.em.nativeDelete(PasswordReset, { id: reset.id });
      throw failed;
    }
    const passwordHash = await hashPassword(newPassword);
    const userId = reset.user.id;
    await this.uow.run(async (tx) => {
      // Deleting the row is the claim: of two requests racing with one token, only one succeeds.
      if ((await tx.nativeDelete(PasswordReset, { id: reset.id })) === 0) throw failed;
      await tx.nativeUpdate(User, { id: userId }, { passwordHash });
      // every other link mailed to the account is void too
      await tx.nativeDelete(PasswordReset, { user: userId });
      await this.sessions.endAllOf(tx, userId);
    });
    return messages.passwordResetDone;
  }
}

/** The shared rules for a new password, then the common-password list (kept on the server: it is large). */
function newPasswordErrors(newPassword: string) {
  const problems = validateNewPassword({ newPassword });
  return { ...problems, newPassword: problems.newPassword ?? commonPasswordError(newPassword) };
}
