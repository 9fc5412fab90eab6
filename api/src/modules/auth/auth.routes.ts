import express from "express";
import { messages } from "@incident-watch/schema";
import { unauthenticated } from "../../core/errors.js";
import type { RestModule } from "../../http/rest.js";
import type { User } from "../users/user.entity.js";

/** A body field as a string; anything else counts as missing, so it gets the spec's message, not a 500. */
const text = (body: unknown, field: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : "";
};

const captchaToken = (body: unknown) => text(body, "recaptchaToken") || text(body, "captchaToken");

/** The legacy user shape: `_id` as well as `id`. */
export function restUser(user: User) {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    role: user.role,
    profilePicture: user.profilePicture,
    useDefaultAvatar: user.useDefaultAvatar,
  };
}

/** Spec §7 auth paths over the same service as the GraphQL mutations. Any `role` in a body is ignored. */
export const authRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.post(
    "/auth/register",
    kit.handle(async (ctx, req, res) => {
      res.set("Cache-Control", "no-store");
      const { token, user } = await ctx.services.auth.register(
        {
          username: text(req.body, "username"),
          email: text(req.body, "email"),
          password: text(req.body, "password"),
          captchaToken: captchaToken(req.body),
        },
        ctx.request,
      );
      res.status(201);
      return { token, user: restUser(user) };
    }),
  );

  router.post(
    "/auth/login",
    kit.handle(async (ctx, req, res) => {
      res.set("Cache-Control", "no-store");
      const { token, user } = await ctx.services.auth.login(
        {
          username: text(req.body, "username"),
          password: text(req.body, "password"),
          captchaToken: captchaToken(req.body),
        },
        ctx.request,
      );
      return { token, user: restUser(user) };
    }),
  );

  router.post(
    "/auth/logout",
    kit.handle(async (ctx) => ({ success: await ctx.services.auth.logout(ctx.request) })),
  );

  router.get(
    "/auth/me",
    kit.handle(async (ctx) => {
      const user = await ctx.services.auth.me(ctx.viewer);
      if (!user) throw unauthenticated();
      return { user: restUser(user) };
    }),
  );

  router.post(
    "/auth/forgot-password",
    kit.handle(async (ctx, req) => {
      await ctx.services.auth.forgotPassword(text(req.body, "email"), captchaToken(req.body), ctx.request);
      return { message: messages.forgotPasswordSent };
    }),
  );

  router.post(
    "/auth/reset-password",
    kit.handle(async (ctx, req) => ({
      message: await ctx.services.auth.resetPassword(text(req.body, "token"), text(req.body, "newPassword")),
    })),
  );

  router.get(
    "/captcha/challenge",
    kit.handle(async (ctx, _req, res) => {
      res.set("Cache-Control", "no-store");
      return ctx.services.captcha.challenge(ctx.request);
    }),
  );

  return router;
};
