import type { AppDeps } from "../../deps.js";
import { randomPassword } from "./passwords.js";
import { Role } from "./role.js";
import type { UsersService } from "./users.service.js";

const DEMO_ACCOUNTS = [
  { username: "demo_admin", role: Role.admin },
  { username: "demo_moderator", role: Role.moderator },
  { username: "demo_user", role: Role.user },
] as const;

/**
 * DEMO ONLY (SEED_DEMO): one account per role, made together on the first start. Each gets a random
 * password, printed when it is created; later starts leave the accounts as they are, and a demo account
 * whose member deleted it stays deleted (its name is retired, and the others show it was seeded).
 */
export async function seedDemoAccounts(users: UsersService, { logger }: Pick<AppDeps, "logger">) {
  const existing: string[] = [];
  for (const { username } of DEMO_ACCOUNTS) if (await users.findByUsername(username)) existing.push(username);
  if (existing.length === DEMO_ACCOUNTS.length) {
    logger.info("DEMO accounts demo_admin, demo_moderator and demo_user exist (passwords shown at creation)");
    return;
  }
  if (existing.length > 0) {
    const deleted = DEMO_ACCOUNTS.map((account) => account.username).filter(
      (name) => !existing.includes(name),
    );
    logger.info(`DEMO accounts ${deleted.join(", ")} were deleted and stay deleted`);
    return;
  }
  const created: string[] = [];
  for (const { username, role } of DEMO_ACCOUNTS) {
    const password = randomPassword(9);
    await users.create({ username, email: `${username}@demo.invalid`, password, role, mailConfirmed: true });
    created.push(`${username} / ${password}`);
  }
  logger.warn(`DEMO accounts created (username / password, shown only once): ${created.join(", ")}`);
}
