import { defineModule } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { snapshotsRoutes } from "./snapshots.routes.js";
import { SnapshotsService } from "./snapshots.service.js";

/** Dated snapshots of the whole public data set, with their SHA-256 (decision 078). */
export const snapshotsModule = defineModule({
  routes: snapshotsRoutes,
  services: (em, deps, uow, state) => ({
    snapshots: new SnapshotsService(em, uow, deps, eventsService(em, deps, state)),
  }),
});
