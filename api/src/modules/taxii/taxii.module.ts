import { defineModule } from "../app-module.js";
import { indexNewVersions, queueIndexing } from "./taxii-index.job.js";
import { taxiiRoutes } from "./taxii.routes.js";
import { TaxiiError } from "./taxii-errors.js";
import { TAXII_MEDIA_TYPE, TaxiiService } from "./taxii.service.js";

/** How often the index looks for versions no announcement named (the ledger's, the verification's). */
const SWEEP_MS = 30_000;

/** The incidents over TAXII 2.1, read-only, from an index of their STIX object versions (decision 155). */
export const taxiiModule = defineModule({
  name: "taxii",
  siteRoutes: {
    path: "/taxii2",
    routes: taxiiRoutes,
    refusal: {
      contentType: TAXII_MEDIA_TYPE,
      body: (message) => JSON.stringify(new TaxiiError(429, "Too many requests", message).body()),
    },
  },
  services: (em, deps) => ({ taxii: new TaxiiService(em, deps.config.publicUrl) }),
  jobs: { "taxii-index": { run: indexNewVersions, oneAtATime: true } },
  follows: { incidentPublished: queueIndexing, incidentWithdrawn: queueIndexing },
  start: (_orm, deps, _state, context) => {
    let running: Promise<void> = Promise.resolve();
    const sweep = () => {
      running = running
        .then(() => indexNewVersions(context()))
        // the next sweep tries again
        .catch((error) => deps.logger.error("TAXII indexing failed", { error: String(error) }));
    };
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    sweep();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
});
