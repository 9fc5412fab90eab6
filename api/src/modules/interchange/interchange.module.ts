import { defineModule } from "../app-module.js";
import { eventsService } from "../events/events.module.js";
import { interchangeRoutes } from "./interchange.routes.js";
import { InterchangeService } from "./interchange.service.js";

/** The incidents as STIX 2.1 and as a MISP feed (decision 097). */
export const interchangeModule = defineModule({
  routes: interchangeRoutes,
  services: (em, deps, _uow, state) => ({
    interchange: new InterchangeService(deps, eventsService(em, deps, state)),
  }),
});
