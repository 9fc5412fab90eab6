import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { usernameError, validateNewPassword } from "@incident-watch/schema";
import { ConfigError } from "../../config.js";
import type { AppDeps } from "../../deps.js";
import { randomPassword } from "./passwords.js";
import { Role } from "./role.js";
import { User } from "./user.entity.js";
import { insertAccount, usernameKey } from "./users.service.js";
import { takingTurns } from "../../infra/transactions.js";

/**
 * Makes sure an administrator exists. ADMIN_USERNAME/ADMIN_PASSWORD name the account to create; without
 * them the first start creates "admin" with a random password printed once. Never a fixed password, and an
 * existing account is never changed.
 */
export async function ensureFirstAdmin(
  orm: MikroORM,
  deps: Pick<AppDeps, "config" | "logger">,
): Promise<void> {
  // instances started together on a new database take turns: the first creates the account, the others see it
  await takingTurns(orm.em.fork(), "first_admin", (tx) => createUnlessPresent(tx, deps));
}

async function createUnlessPresent(
  em: EntityManager,
  { config, logger }: Pick<AppDeps, "config" | "logger">,
) {
  const configured = config.adminUsername;
  if (configured) {
    const password = config.adminPassword;
    const problem =
      usernameError(configured) ??
      (password === undefined ? undefined : validateNewPassword({ newPassword: password }).newPassword);
    if (problem) throw new ConfigError(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`);
    const existing = await em.findOne(User, { usernameKey: usernameKey(configured) });
    if (existing) {
      if (existing.role !== Role.admin) {
        logger.warn("ADMIN_USERNAME names an existing account that is not an admin; it was left unchanged", {
          username: existing.username,
        });
      }
      return;
    }
  } else if ((await em.count(User, { role: Role.admin })) > 0) {
    return;
  }

  const username = configured ?? (await freeAdminName(em));
  const password = config.adminPassword ?? randomPassword();
  // the operator's own address, from the configuration
  await insertAccount(em, {
    username,
    email: config.adminEmail,
    password,
    role: Role.admin,
    mailConfirmed: true,
  });
  if (config.adminPassword) {
    logger.info("Admin account created from ADMIN_USERNAME/ADMIN_PASSWORD", { username });
  } else {
    logger.warn(
      `Admin account created: username "${username}", password "${password}". ` +
        "This password is shown only once: sign in and change it.",
    );
  }
}

async function freeAdminName(em: EntityManager): Promise<string> {
  if (!(await em.findOne(User, { usernameKey: "admin" }))) return "admin";
  return `admin-${randomPassword(3).replace(/[^A-Za-z0-9]/g, "x")}`;
}
