import express, { type Request } from "express";
import { unauthenticated } from "../../core/errors.js";
import type { Context } from "../../graphql/context.js";
import type { RestModule } from "../../http/rest.js";
import type { Viewer } from "../../core/viewer.js";
import type { Notification } from "./notification.entity.js";
import { requireId } from "../../core/ids.js";

/** The spec's notification shape (§3, §7). */
export interface RestNotification {
  _id: string;
  type: string;
  content: string | null;
  /** What it says as a message key and its arguments, to word in the reader's language (decision 158). */
  messageKey: string | null;
  messageArgs: Record<string, string | number>;
  seen: boolean;
  seenAt: string | null;
  createdAt: string;
  relatedPost: { _id: string } | null;
  relatedThread: { _id: string } | null;
  relatedEvent: { _id: string } | null;
  recipient: { _id: string; username: string };
}

function restNotification(notification: Notification, viewer: Viewer): RestNotification {
  return {
    _id: String(notification.id),
    type: notification.type,
    content: notification.content,
    messageKey: notification.messageKey,
    messageArgs: notification.messageArgs ?? {},
    seen: notification.seen,
    seenAt: notification.seenAt?.toISOString() ?? null,
    createdAt: notification.createdAt.toISOString(),
    relatedPost: notification.relatedPostId ? { _id: String(notification.relatedPostId) } : null,
    relatedThread: notification.relatedThreadId ? { _id: String(notification.relatedThreadId) } : null,
    relatedEvent: notification.relatedEventId ? { _id: String(notification.relatedEventId) } : null,
    recipient: { _id: viewer.id, username: viewer.username },
  };
}

function signedIn(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? req.query[name] : undefined;

/** Spec §7 notification paths over the same service as the GraphQL API; the caller's own only. */
export const notificationsRoutes: RestModule = (kit) => {
  const router = express.Router();

  router.get(
    "/notifications",
    kit.handle(async (ctx, req) => {
      const viewer = signedIn(ctx);
      const limit = Number(queryText(req, "limit") ?? 20);
      const page = await ctx.services.notifications.list(viewer, {
        first: Number.isInteger(limit) ? Math.min(Math.max(limit, 0), 100) : 20,
        unseenOnly: queryText(req, "unseen") === "true",
      });
      return { data: page.nodes.map((n) => restNotification(n, viewer)) };
    }),
  );

  router.get(
    "/notifications/unseen",
    kit.handle(async (ctx) => ({ count: await ctx.services.notifications.unseenCount(signedIn(ctx)) })),
  );

  // The missed-notification mail's link opens a page that asks; only a POST (its button, or the mail
  // reader's per RFC 8058) unsubscribes, so a link scanner unsubscribes no one.
  router.get(
    "/notifications/unsubscribe",
    kit.handle(async (ctx, req, res) => {
      const token = queryText(req, "token");
      res.type("html").send(ctx.services.notifications.askToUnsubscribeMissedMail(token, req.query.lang));
    }),
  );
  router.post(
    "/notifications/unsubscribe",
    kit.handle(async (ctx, req, res) => {
      const token = queryText(req, "token");
      res.type("html").send(await ctx.services.notifications.unsubscribeMissedMail(token, req.query.lang));
    }),
  );

  router.put(
    "/notifications/all/seen",
    kit.handle(async (ctx) => {
      await ctx.services.notifications.markAllSeen(signedIn(ctx));
      return { success: true };
    }),
  );

  router.put(
    "/notifications/:id/seen",
    kit.handle(async (ctx, req) => {
      await ctx.services.notifications.markSeen(signedIn(ctx), requireId("integer", req.params.id, "id"));
      return { success: true };
    }),
  );

  router.delete(
    "/notifications/:id",
    kit.handle(async (ctx, req) => {
      await ctx.services.notifications.delete(signedIn(ctx), requireId("integer", req.params.id, "id"));
      return { success: true };
    }),
  );

  return router;
};
