import { defineModule } from "../app-module.js";
import { SiteResolver } from "./site.resolver.js";
import { siteRoutes } from "./site.routes.js";
import { SiteService } from "./site.service.js";

export const siteModule = defineModule({
  resolvers: [SiteResolver],
  routes: siteRoutes,
  services: (_em, deps) => ({ site: new SiteService(deps.config) }),
});
