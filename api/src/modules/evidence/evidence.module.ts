import DataLoader from "dataloader";
import { defineModule } from "../app-module.js";
import { runCapture } from "./capture-job.js";
import { queueAddedSourceCaptures } from "./capture-queue.js";
import { latestCaptures, type CaptureRow } from "./captures.queries.js";
import { EvidenceResolver } from "./evidence.resolver.js";
import { evidenceRoutes } from "./evidence.routes.js";
import { askForSourceChecks, sweepSources } from "./source-check-job.js";
import { EvidenceService } from "./evidence.service.js";

/** Every source captured, hashed and time-stamped (issue 43, decision 120); below the ledger and review. */
export const evidenceModule = defineModule({
  name: "evidence",
  resolvers: [EvidenceResolver],
  routes: evidenceRoutes,
  services: (em, deps, uow) => ({ evidence: new EvidenceService(em, deps, uow) }),
  loaders: (em) => ({
    sourceCapture: new DataLoader<string, CaptureRow | null>((ids) => latestCaptures(em, ids)),
  }),
  jobs: {
    "capture-source": { run: runCapture },
    // one sweep at a time across the instances
    "check-sources": { run: sweepSources, oneAtATime: true },
  },
  follows: { sourcesAdded: queueAddedSourceCaptures },
  start: (_orm, deps, _state, context) => askForSourceChecks(deps, context),
});
