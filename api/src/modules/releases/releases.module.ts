import { defineModule } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { interchangeService } from "../interchange/interchange.module.js";
import { ReleasesResolver } from "./releases.resolver.js";
import { releasesRoutes } from "./releases.routes.js";
import { ReleasesService } from "./releases.service.js";

/** Every published data version as a citable record, and monthly releases (decision 096). */
export const releasesModule = defineModule({
  resolvers: [ReleasesResolver],
  routes: releasesRoutes,
  services: (em, deps, _uow, state) => ({
    releases: new ReleasesService(
      em,
      deps,
      eventsService(em, deps, state),
      interchangeService(em, deps, state),
    ),
  }),
});
