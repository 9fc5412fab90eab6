import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import type { SeedPart } from "./seed-part.js";
import { seedDemoAccounts } from "../modules/users/users.seed.js";
import { seedDemoEvents } from "../modules/events/events.seed.js";

const parts: SeedPart[] = [seedDemoAccounts, seedDemoEvents];

export async function seedDemo(orm: MikroORM, deps: AppDeps): Promise<void> {
  for (const part of parts) await part(orm, deps);
}
