import type { EntityManager } from "@mikro-orm/postgresql";
import { isStaffRole, messages } from "@incident-watch/schema";
import { forbidden, unauthenticated, ValidationError } from "../../../core/errors.js";
import type { Viewer } from "../../../core/viewer.js";
import type { AppDeps } from "../../../deps.js";
import type { ModuleHooks } from "../../app-module.js";
import { verifyPassword } from "../passwords.js";
import { User } from "../user.entity.js";
import { DELETE_ACCOUNT, RETIRE_USERNAME } from "./account-deletion.queries.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";

/** How long a deleted account's username stays unavailable to new sign-ups (decision 051). */
export const USERNAME_COOLING_OFF = "30 days";

/**
 * A member deletes their own account (GDPR Art. 17) with their password. In one transaction: the
 * account goes, every session ends (open sockets are closed with 4401), and the username is kept from
 * new sign-ups for the cooling-off. Posts and threads stay, without an author. Staff accounts are refused:
 * the audit log keeps who did what, and a role is taken away by an admin first.
 */
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly deps: Pick<AppDeps, "rateLimiter" | "avatars">,
    private readonly hooks: Pick<ModuleHooks, "accountDeleting">,
  ) {}

  async deleteOwn(viewer: Viewer | null, password: string): Promise<boolean> {
    if (!viewer) throw unauthenticated();
    const user = await this.em.findOneOrFail(User, viewer.id);
    // the stored role, not the request's: a banned moderator is treated as a member but stays staff here
    if (isStaffRole(user.role)) throw forbidden(messages.accountDeleteStaff);
    if (!password) throw new ValidationError({ password: messages.passwordRequired });
    const { rateLimiter } = this.deps;
    await rateLimiter.check("wrongCurrentPasswordPerUser", viewer.id, messages.tooManyRequests);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await rateLimiter.count("wrongCurrentPasswordPerUser", viewer.id);
      throw new ValidationError({ password: messages.accountDeletePasswordIncorrect });
    }
    await this.uow.run(async (tx) => {
      await this.hooks.accountDeleting(tx, user.id);
      await tx.execute(RETIRE_USERNAME, [user.usernameKey, USERNAME_COOLING_OFF]);
      await tx.execute(DELETE_ACCOUNT, [user.id]);
    });
    await this.deps.avatars.remove(user.profilePicture);
    return true;
  }
}
