import DataLoader from "dataloader";
import { defineModule } from "../app-module.js";
import { startImports } from "./import-run.js";
import { provenanceOf } from "./imports.queries.js";
import { ImportProvenanceResolver, ImportsResolver } from "./imports.resolver.js";
import { importsRoutes } from "./imports.routes.js";
import { ImportsService } from "./imports.service.js";

/** Moderators' bulk imports of CSV and GeoJSON files (issue 43, decision 126); above review and evidence. */
export const importsModule = defineModule({
  resolvers: [ImportsResolver, ImportProvenanceResolver],
  routes: importsRoutes,
  services: (em, deps, uow, _state, hooks) => ({
    imports: new ImportsService(em, deps, uow, hooks.assertMayWrite),
  }),
  loaders: (em) => ({
    importProvenance: new DataLoader<string, { importId: string; row: number } | null>((ids) =>
      provenanceOf(em, ids),
    ),
  }),
  start: (orm, deps) => startImports(orm, deps),
});
