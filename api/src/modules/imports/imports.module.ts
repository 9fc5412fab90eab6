import DataLoader from "dataloader";
import { defineModule } from "../app-module.js";
import { ImportMappingsResolver } from "./import-mappings.resolver.js";
import { ImportMappingsService } from "./import-mappings.service.js";
import { runImport } from "./import-run.js";
import { provenanceOf } from "./imports.queries.js";
import { ImportProvenanceResolver, ImportsResolver } from "./imports.resolver.js";
import { importsRoutes } from "./imports.routes.js";
import { ImportsService } from "./imports.service.js";

/** Moderators' bulk imports of CSV and GeoJSON files (issue 43, decision 126); above review and evidence. */
export const importsModule = defineModule({
  resolvers: [ImportsResolver, ImportProvenanceResolver, ImportMappingsResolver],
  routes: importsRoutes,
  services: (em, deps, uow, _state, hooks) => ({
    imports: new ImportsService(em, deps, uow, hooks.assertMayWrite),
    importMappings: new ImportMappingsService(em, hooks.assertMayWrite),
  }),
  loaders: (em) => ({
    importProvenance: new DataLoader<string, { importId: string; row: number } | null>((ids) =>
      provenanceOf(em, ids),
    ),
  }),
  // one import at a time across the instances
  jobs: { "data-import": { run: (context, job) => runImport(context, job), oneAtATime: true } },
});
