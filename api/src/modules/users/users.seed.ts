import type { AppDeps } from "../../deps.js";
import { randomPassword } from "./passwords.js";
import { Role } from "./role.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { takingTurns } from "../../infra/transactions.js";
import { User } from "./user.entity.js";
import { insertAccount } from "./users.service.js";

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
export function seedDemoAccounts(em: EntityManager, deps: Pick<AppDeps, "logger">): Promise<void> {
  return takingTurns(em, "demo_accounts", (tx) => seedUnlessPresent(tx, deps));
}

async function seedUnlessPresent(em: EntityManager, { logger }: Pick<AppDeps, "logger">): Promise<void> {
  const names = DEMO_ACCOUNTS.map((account) => account.username);
  const existing = (await em.find(User, { usernameKey: names }, { fields: ["username"] })).map(
    (u) => u.username,
  );
  if (existing.length === DEMO_ACCOUNTS.length) {
    logger.info("DEMO accounts demo_admin, demo_moderator and demo_user exist (passwords shown at creation)");
    return;
  }
  if (existing.length > 0) {
    const deleted = names.filter((name) => !existing.includes(name));
    logger.info(`DEMO accounts ${deleted.join(", ")} were deleted and stay deleted`);
    return;
  }
  const created: string[] = [];
  for (const { username, role } of DEMO_ACCOUNTS) {
    const password = randomPassword(9);
    await insertAccount(em, {
      username,
      email: `${username}@demo.invalid`,
      password,
      role,
      mailConfirmed: true,
    });
    created.push(`${username} / ${password}`);
  }
  logger.warn(`DEMO accounts created (username / password, shown only once): ${created.join(", ")}`);
}
