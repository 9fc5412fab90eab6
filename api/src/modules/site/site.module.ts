import { defineModule } from "../app-module.js";
import { SiteResolver } from "./site.resolver.js";
import { SiteService } from "./site.service.js";

export const siteModule = defineModule({
  resolvers: [SiteResolver],
  services: (_em, deps) => ({ site: new SiteService(deps.config) }),
});
