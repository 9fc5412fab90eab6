import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";
import type { UnitOfWork } from "../infra/unit-of-work.js";

/**
 * Demo content for a newcomer (clearly marked as demo). Each domain module adds its own part; every part
 * is idempotent, so restarting the app never duplicates it. What a part changes runs in units of work made
 * by `unitOfWorkOn`, as a request's changes do.
 */
export type SeedPart = (
  orm: MikroORM,
  deps: AppDeps,
  unitOfWorkOn: (em: EntityManager) => UnitOfWork,
) => Promise<void>;
