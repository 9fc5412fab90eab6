import { defineModule } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { interchangeService } from "../interchange/interchange.module.js";
import { ReleasesResolver } from "./releases.resolver.js";
import { releasesRoutes } from "./releases.routes.js";
import { ReleasesService } from "./releases.service.js";
import { computeVersionChecksums } from "./version-checksums.job.js";

/**
 * Every published data version as a citable record, its checksums computed by a job (decisions 096
 * and 113), and monthly releases.
 */
export const releasesModule = defineModule({
  resolvers: [ReleasesResolver],
  routes: releasesRoutes,
  services: (em, deps, uow, state) => ({
    releases: new ReleasesService(
      em,
      deps,
      eventsService(em, deps, state),
      interchangeService(em, deps, state),
      uow,
    ),
  }),
  jobs: { "version-checksums": { run: computeVersionChecksums, oneAtATime: true } },
});
