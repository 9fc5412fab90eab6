import DataLoader from "dataloader";
import { defineModule } from "../app-module.js";
import { startCaptures } from "./capture-job.js";
import { latestCaptures, type CaptureRow } from "./captures.queries.js";
import { EvidenceResolver } from "./evidence.resolver.js";
import { evidenceRoutes } from "./evidence.routes.js";
import { startSourceChecks } from "./source-check-job.js";
import { EvidenceService } from "./evidence.service.js";

/** Every source captured, hashed and time-stamped (issue 43, decision 120); below the ledger and review. */
export const evidenceModule = defineModule({
  resolvers: [EvidenceResolver],
  routes: evidenceRoutes,
  services: (em, deps, uow) => ({ evidence: new EvidenceService(em, deps, uow) }),
  loaders: (em) => ({
    sourceCapture: new DataLoader<string, CaptureRow | null>((ids) => latestCaptures(em, ids)),
  }),
  start: (orm, deps) => {
    const stops = [startCaptures(orm, deps), startSourceChecks(orm, deps)];
    return async () => void (await Promise.all(stops.map((stop) => stop())));
  },
});
