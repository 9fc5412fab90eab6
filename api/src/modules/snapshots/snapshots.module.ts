import { defineModule } from "../app-module.js";
import { EventsService } from "../events/events.service.js";
import { snapshotsRoutes } from "./snapshots.routes.js";
import { SnapshotsService } from "./snapshots.service.js";

/** Dated snapshots of the whole public data set, with their SHA-256 (decision 078). */
export const snapshotsModule = defineModule({
  routes: snapshotsRoutes,
  services: (em, deps) => ({ snapshots: new SnapshotsService(em, deps, new EventsService(em, deps)) }),
});
