import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { defineModule } from "../app-module.js";
import { AuditService } from "../audit/audit.service.js";
import { mailMissedForPost } from "./missed-mail.js";
import { mailUnseenIncidentNotices } from "./incident-notice-mail.js";
import { incidentFollows, tellIncidentFollowers } from "./incident-follows.js";
import { notificationsResume } from "./notification-resume.js";
import { NotificationPreferencesSchema } from "./notification-preferences.entity.js";
import { NotificationSubscriptionsResolver } from "./notification-subscriptions.resolver.js";
import { NotificationSchema } from "./notification.entity.js";
import { createNotificationLoaders } from "./notifications.loaders.js";
import { NotificationsResolver } from "./notifications.resolver.js";
import { IncidentFollowsResolver } from "./incident-follows.resolver.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { NotificationsService } from "./notifications.service.js";

/** The notifications of a unit of work, for the modules whose changes notify members. */
export const notificationsService = (em: EntityManager, deps: Pick<AppDeps, "config">, uow: UnitOfWork) =>
  new NotificationsService(em, deps, uow, new AuditService());

export const notificationsModule = defineModule({
  name: "notifications",
  entities: [NotificationSchema, NotificationPreferencesSchema],
  resolvers: [NotificationsResolver, NotificationSubscriptionsResolver, IncidentFollowsResolver],
  routes: notificationsRoutes,
  services: (em, deps, uow) => ({ notifications: notificationsService(em, deps, uow) }),
  loaders: createNotificationLoaders,
  jobs: {
    "notification-missed-mail": { run: mailMissedForPost },
    "incident-follow-notice": { run: tellIncidentFollowers },
    "incident-notice-mail": { run: mailUnseenIncidentNotices },
  },
  follows: incidentFollows,
  resumeLive: notificationsResume,
});
