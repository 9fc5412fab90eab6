import { defineModule } from "../app-module.js";
import { backfillPlaces, placePublishedIncident, queuePlacesBackfill } from "./incident-places.js";
import { IncidentPlaceNamesResolver, IncidentPlaceResolver } from "./incident-place.resolver.js";
import { PlacesResolver } from "./places.resolver.js";
import { placesRoutes } from "./places.routes.js";
import { PlacesService } from "./places.service.js";

/**
 * Place search in the offline gazetteer (issue 55, decision 153), and every incident named by its nearest
 * place (decision 151): on publication and correction, and by a backfill of those stored before.
 */
export const placesModule = defineModule({
  name: "places",
  resolvers: [PlacesResolver, IncidentPlaceResolver, IncidentPlaceNamesResolver],
  routes: placesRoutes,
  services: (em) => ({ places: new PlacesService(em) }),
  jobs: { "place-incidents": { run: (context) => backfillPlaces(context), oneAtATime: true } },
  follows: { incidentPublished: placePublishedIncident },
  start: (_orm, deps, _state, context) => {
    const queued = queuePlacesBackfill(context()).catch((error: unknown) =>
      deps.logger.error("Places backfill not queued", { error: String(error) }),
    );
    return async () => {
      await queued;
    };
  },
});
