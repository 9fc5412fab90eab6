import { AuditService } from "../audit/audit.service.js";
import { defineModule } from "../app-module.js";
import { createVerificationLoaders } from "./verification.loaders.js";
import { VerificationResolver } from "./verification.resolver.js";
import { VerificationService } from "./verification.service.js";

/**
 * Verification with two people (issue 43, decision 121): an incident's evidence status and method of
 * geolocation, confirmed only when a second moderator agrees. Above the events and the ledger's versions.
 */
export const verificationModule = defineModule({
  resolvers: [VerificationResolver],
  loaders: createVerificationLoaders,
  services: (em, _deps, uow, _state, hooks) => ({
    verification: new VerificationService(em, uow, new AuditService(), hooks.assertMayWrite),
  }),
});
