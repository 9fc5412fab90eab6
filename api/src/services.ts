import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "./deps.js";
import { SiteService } from "./modules/site/site.service.js";

/** The domain services for one unit of work (one request or one socket operation). */
export function createServices(em: EntityManager, deps: AppDeps) {
  return {
    site: new SiteService(deps.config),
  };
}

export type Services = ReturnType<typeof createServices>;
