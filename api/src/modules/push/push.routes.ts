import express from "express";
import { unauthenticated } from "../../core/errors.js";
import type { Context } from "../../graphql/context.js";
import type { RestModule } from "../../http/rest.js";
import type { Viewer } from "../../core/viewer.js";
import type { PushDeviceInput } from "./push.service.js";

function signedIn(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/**
 * Web Push for the app's service worker and settings (docs/app-and-push.md): the key to subscribe with, a
 * device's subscription, and what a push names, read over the member's session.
 */
export const pushRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/push/key",
    kit.handle(async (ctx) => ({ publicKey: ctx.services.push.publicKey() })),
  );
  router.get(
    "/push/subscription",
    kit.handle(async (ctx, req, res) => {
      const device = await ctx.services.push.device(signedIn(ctx), req.query.endpoint);
      if (!device) res.status(404).json({ message: "Not Found" });
      return device;
    }),
  );
  router.put(
    "/push/subscription",
    kit.handle((ctx, req) => ctx.services.push.subscribe(signedIn(ctx), (req.body ?? {}) as PushDeviceInput)),
  );
  router.delete(
    "/push/subscription",
    kit.handle(async (ctx, req) => {
      await ctx.services.push.unsubscribe(signedIn(ctx), req.query.endpoint);
      return { success: true };
    }),
  );
  router.get(
    "/push/messages/:ref",
    kit.handle(async (ctx, req, res) => {
      res.set("Cache-Control", "private, no-store");
      return ctx.services.push.message(signedIn(ctx), String(req.params.ref));
    }),
  );

  return router;
};
