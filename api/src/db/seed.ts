import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { moduleSeeds } from "../modules/index.js";

/** Every module's demo content, in module order (accounts before the content they author). */
export async function seedDemo(orm: MikroORM, deps: AppDeps): Promise<void> {
  for (const part of moduleSeeds) await part(orm, deps);
}
