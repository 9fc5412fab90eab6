import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../deps.js";

/**
 * Demo content for a newcomer (clearly marked as demo). Each domain module adds its own part; every part
 * is idempotent, so restarting the app never duplicates it.
 */
export type SeedPart = (orm: MikroORM, deps: AppDeps) => Promise<void>;
