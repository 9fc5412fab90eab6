import type { SeedPart } from "../../db/seed-part.js";
import { randomPassword } from "./passwords.js";
import { Role } from "./role.js";
import { UsersService } from "./users.service.js";

const DEMO_ACCOUNTS = [
  { username: "demo_admin", role: Role.admin },
  { username: "demo_moderator", role: Role.moderator },
  { username: "demo_user", role: Role.user },
] as const;

/**
 * DEMO ONLY (SEED_DEMO): one account per role. Each gets a random password, printed when it is created;
 * later starts leave the accounts as they are.
 */
export const seedDemoAccounts: SeedPart = async (orm, { logger }) => {
  const users = new UsersService(orm.em.fork());
  const created: string[] = [];
  for (const { username, role } of DEMO_ACCOUNTS) {
    if (await users.findByUsername(username)) continue;
    const password = randomPassword(9);
    await users.create({ username, email: `${username}@demo.invalid`, password, role });
    created.push(`${username} / ${password}`);
  }
  if (created.length) {
    logger.warn(`DEMO accounts created (username / password, shown only once): ${created.join(", ")}`);
  } else {
    logger.info("DEMO accounts demo_admin, demo_moderator and demo_user exist (passwords shown at creation)");
  }
};
