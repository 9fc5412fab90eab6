import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { defineModule, type AppState } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { interchangeRoutes } from "./interchange.routes.js";
import { InterchangeService } from "./interchange.service.js";

/** The STIX bundles and the MISP feed, also for the releases (a version's whole bundle and its checksum). */
export const interchangeService = (
  em: EntityManager,
  deps: Pick<AppDeps, "config" | "publicData" | "rateLimiter" | "admission">,
  state: Pick<AppState, "events">,
) => new InterchangeService(em, deps, eventsService(em, deps, state));

/** The incidents as STIX 2.1 and as a MISP feed (decision 097). */
export const interchangeModule = defineModule({
  routes: interchangeRoutes,
  services: (em, deps, _uow, state) => ({ interchange: interchangeService(em, deps, state) }),
});
