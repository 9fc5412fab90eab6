import { defineModule } from "../app-module.js";
import { createIncidentCitationLoaders } from "./incident-citations.loaders.js";
import {
  EventCitationsResolver,
  PostCitationsListResolver,
  PostCitationsResolver,
} from "./incident-citations.resolver.js";
import { IncidentCitationsService } from "./incident-citations.service.js";

/** Incidents cited in forum posts, shown as cards (issue 54, decision 161). */
export const incidentCitationsModule = defineModule({
  resolvers: [PostCitationsResolver, PostCitationsListResolver, EventCitationsResolver],
  services: (em) => ({ incidentCitations: new IncidentCitationsService(em) }),
  loaders: createIncidentCitationLoaders,
});
