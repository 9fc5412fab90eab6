import express from "express";
import { messages } from "@incident-watch/schema";
import { unauthenticated } from "../../core/errors.js";
import { requestBody, type RequestBody } from "../../http/body.js";
import type { RestModule } from "../../http/rest.js";
import { restUser } from "./auth.presenter.js";
import { addMailConfirmationRoutes } from "./mail-confirmation/mail-confirmation.routes.js";

/** The spec's clients send `recaptchaToken`; ours send `captchaToken`. */
const captchaToken = (body: RequestBody) => body.text("recaptchaToken") || body.text("captchaToken");

/** Spec §7 auth paths over the same service as the GraphQL mutations. Any `role` in a body is ignored. */
export const authRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.post(
    "/auth/register",
    kit.handle(async (ctx, req, res) => {
      res.set("Cache-Control", "no-store");
      const body = requestBody(req);
      const { token, user } = await ctx.services.auth.register(
        {
          username: body.text("username"),
          email: body.text("email"),
          password: body.text("password"),
          captchaToken: captchaToken(body),
          ageConfirmed: body.flag("ageConfirmed"),
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
      const body = requestBody(req);
      const { token, user } = await ctx.services.auth.login(
        {
          username: body.text("username"),
          password: body.text("password"),
          captchaToken: captchaToken(body),
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
      const body = requestBody(req);
      await ctx.services.auth.forgotPassword(body.text("email"), captchaToken(body), ctx.request);
      return { message: messages.forgotPasswordSent };
    }),
  );

  router.post(
    "/auth/reset-password",
    kit.handle(async (ctx, req) => {
      const body = requestBody(req);
      return { message: await ctx.services.auth.resetPassword(body.text("token"), body.text("newPassword")) };
    }),
  );

  router.get(
    "/captcha/challenge",
    kit.handle(async (ctx, _req, res) => {
      res.set("Cache-Control", "no-store");
      return ctx.services.captcha.challenge(ctx.request);
    }),
  );

  addMailConfirmationRoutes(router, kit);

  return router;
};
