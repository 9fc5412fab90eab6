import { defineModule } from "../app-module.js";
import { startMissedMail } from "./missed-mail.js";
import { NotificationPreferencesSchema } from "./notification-preferences.entity.js";
import { NotificationSubscriptionsResolver } from "./notification-subscriptions.resolver.js";
import { NotificationSchema } from "./notification.entity.js";
import { createNotificationLoaders } from "./notifications.loaders.js";
import { NotificationsResolver } from "./notifications.resolver.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { NotificationsService } from "./notifications.service.js";
import { ThreadWatchSchema } from "./thread-watch.entity.js";
import { ThreadWatchResolver } from "./thread-watch.resolver.js";

export const notificationsModule = defineModule({
  entities: [NotificationSchema, ThreadWatchSchema, NotificationPreferencesSchema],
  resolvers: [NotificationsResolver, NotificationSubscriptionsResolver, ThreadWatchResolver],
  routes: notificationsRoutes,
  services: (em, deps) => ({ notifications: new NotificationsService(em, deps) }),
  loaders: createNotificationLoaders,
  start: startMissedMail,
});
