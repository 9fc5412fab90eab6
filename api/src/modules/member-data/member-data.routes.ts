import express from "express";
import type { RestModule } from "../../http/rest.js";

/** The member's own data export, a file to keep, so REST. */
export const memberDataRoutes: RestModule = (kit) => {
  const router = express.Router();

  // GDPR Art. 15 and 20: the member's own data, as a JSON file to keep
  router.get(
    "/forum/settings/data",
    kit.handle(async (ctx, _req, res) => {
      const data = await ctx.services.dataExport.exportFor(ctx.viewer);
      res.setHeader("Content-Disposition", 'attachment; filename="incident-watch-my-data.json"');
      res.setHeader("Cache-Control", "no-store");
      return data;
    }),
  );

  return router;
};
