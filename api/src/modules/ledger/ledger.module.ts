import { AuditService } from "../audit/audit.service.js";
import { defineModule } from "../app-module.js";
import {
  EventLedgerResolver,
  IncidentProposalResolver,
  IncidentVersionResolver,
  SourceGradingResolver,
} from "./ledger.resolver.js";
import { createLedgerLoaders } from "./ledger.loaders.js";
import { ledgerRoutes } from "./ledger.routes.js";
import { LedgerService } from "./ledger.service.js";
import { SourceGradingService } from "./source-grading.service.js";

/** The attribution ledger: sources, attributions, public versions and members' proposals (decision 070). */
export const ledgerModule = defineModule({
  resolvers: [EventLedgerResolver, IncidentVersionResolver, IncidentProposalResolver, SourceGradingResolver],
  routes: ledgerRoutes,
  services: (em, deps, uow) => ({
    ledger: new LedgerService(em, deps, uow, new AuditService()),
    sourceGrading: new SourceGradingService(em, uow, new AuditService()),
  }),
  loaders: createLedgerLoaders,
});
