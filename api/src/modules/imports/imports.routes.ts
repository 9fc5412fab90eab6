import express from "express";
import { messages } from "@incident-watch/schema";
import { AppError } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";
import { presentImport } from "./imports.present.js";

/**
 * PUT /api/imports?format=csv&name=events.csv: the file is the raw body, stored as it streams in
 * (decision 126); the answer is the new import with its columns, ready for a mapping and a dry run.
 */
export const importsRoutes: RestModule = (kit) => {
  const router = express.Router();
  router.put(
    "/imports",
    kit.handle(async (ctx, req, res) => {
      // a refusal may come before the body is read: the connection is not kept for another request
      res.setHeader("connection", "close");
      const encoding = req.get("content-encoding");
      if (encoding && encoding !== "identity") throw new AppError("BAD_USER_INPUT", messages.badRequest);
      const row = await ctx.services.imports.upload(ctx.viewer, {
        fileName: typeof req.query.name === "string" ? req.query.name : "",
        format: typeof req.query.format === "string" ? req.query.format : "",
        declaredBytes: Number(req.get("content-length") ?? 0) || 0,
        body: req,
      });
      return presentImport(row);
    }),
  );
  return router;
};
