import { defineModule } from "../app-module.js";
import { DataExportService } from "./data-export.service.js";
import { memberDataRoutes } from "./member-data.routes.js";

/**
 * A member's own data across the site (GDPR Art. 15 and 20), read in one snapshot: a read model
 * (`readModels` in changes.ts) over the account and what the forum, reports, notifications, sessions, bans,
 * follows and API keys hold of the member. It imports no module and no module imports it.
 */
export const memberDataModule = defineModule({
  routes: memberDataRoutes,
  services: (em) => ({ dataExport: new DataExportService(em) }),
});
