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
 * DEMO ONLY (SEED_DEMO): one account per role. Each gets a random password, printed when it is created;
 * later starts leave the accounts as they are.
 */
export async function seedDemoAccounts(users: UsersService, { logger }: Pick<AppDeps, "logger">) {
  const created: string[] = [];
  for (const { username, role } of DEMO_ACCOUNTS) {
    if (await users.findByUsername(username)) continue;
    const password = randomPassword(9);
    await users.create({ username, email: `${username}@demo.invalid`, password, role, mailConfirmed: true });
    created.push(`${username} / ${password}`);
  }
  if (created.length) {
    logger.warn(`DEMO accounts created (username / password, shown only once): ${created.join(", ")}`);
  } else {
    logger.info("DEMO accounts demo_admin, demo_moderator and demo_user exist (passwords shown at creation)");
  }
}
