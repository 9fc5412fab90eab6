import express from "express";
import type { RestModule } from "../../http/rest.js";
import { readRawBody } from "../../http/raw-body.js";

/** Spec §7 activity call and the avatar upload, over the users services. */
export const usersRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.post(
    "/forum/users/activity",
    kit.handle(async (ctx) => ({ ok: await ctx.services.users.recordActivity(ctx.viewer) })),
  );

  // the raw image bytes are the body; the service reads them only after the cheaper checks pass
  router.put(
    "/forum/settings/avatar",
    kit.handle(async (ctx, req, res) => {
      const readBody = (maxBytes: number) => readRawBody(req, res, maxBytes);
      const profilePicture = await ctx.services.userSettings.uploadAvatar(ctx.viewer, readBody);
      return { profilePicture, useDefaultAvatar: false };
    }),
  );

  router.delete(
    "/forum/settings/avatar",
    kit.handle(async (ctx) => {
      await ctx.services.userSettings.removeAvatar(ctx.viewer);
      return { profilePicture: null };
    }),
  );

  return router;
};
