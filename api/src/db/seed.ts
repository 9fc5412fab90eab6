import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { seedDemoAccounts } from "../modules/users/users.seed.js";
import { seedDemoEvents } from "../modules/events/events.seed.js";

/**
 * Demo content for a newcomer (clearly marked as demo). Each domain module adds its own part; every part
 * is idempotent, so restarting the app never duplicates it.
 */
export type SeedPart = (orm: MikroORM, deps: AppDeps) => Promise<void>;

const parts: SeedPart[] = [seedDemoAccounts, seedDemoEvents];

export async function seedDemo(orm: MikroORM, deps: AppDeps): Promise<void> {
  for (const part of parts) await part(orm, deps);
}
