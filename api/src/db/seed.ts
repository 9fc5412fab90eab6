import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import { moduleSeeds, unitOfWorkFor } from "../modules/index.js";
import type { SeedPart } from "./seed-part.js";

/**
 * Every module's demo content, in module order (accounts before the content they author). Demo content
 * never keeps the site from starting: a part that fails is logged and the start goes on.
 */
export async function seedDemo(orm: MikroORM, deps: AppDeps, parts: SeedPart[] = moduleSeeds): Promise<void> {
  for (const part of parts) {
    try {
      await part(orm, deps, (em) => unitOfWorkFor(em, deps));
    } catch (error) {
      deps.logger.warn("Demo content skipped: its seed failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
