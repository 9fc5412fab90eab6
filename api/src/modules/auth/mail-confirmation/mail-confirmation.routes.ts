import type { Request, Router } from "express";
import type { RestKit } from "../../../http/rest.js";

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? req.query[name] : undefined;

/** The confirmation mail's link: opening it only asks; its button's POST confirms the address. */
export function addMailConfirmationRoutes(router: Router, kit: RestKit): void {
  router.get(
    "/account/confirm-mail",
    kit.handle(async (ctx, req, res) => {
      const page = await ctx.services.mailConfirmation.askToConfirm(queryText(req, "token"), req.query.lang);
      res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }).type("html").send(page);
    }),
  );
  router.post(
    "/account/confirm-mail",
    kit.handle(async (ctx, req, res) => {
      const page = await ctx.services.mailConfirmation.confirm(queryText(req, "token"), req.query.lang);
      res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }).type("html").send(page);
    }),
  );
}
