import { defineModule } from "../app-module.js";
import { AuditService } from "../audit/audit.service.js";
import { ThreadTitlesService } from "../forum/revisions/title-revisions.service.js";
import { notificationsService } from "../notifications/notifications.module.js";
import { UsersService } from "../users/users.service.js";
import { queueNotificationPushes } from "./push-queue.js";
import { sendPushes } from "./push-sender.js";
import { pushRoutes } from "./push.routes.js";
import { PushService } from "./push.service.js";

/**
 * Web Push to members' devices (decision 127). Pushes are sent by whichever instance pg-boss hands the
 * job to; the job was stored with its cause.
 */
export const pushModule = defineModule({
  name: "push",
  routes: pushRoutes,
  services: (em, deps, uow, _state, hooks) => ({
    push: new PushService(em, deps, {
      users: new UsersService(em, uow),
      notifications: notificationsService(em, deps, uow),
      threadTitles: new ThreadTitlesService(em, deps, uow, new AuditService(), hooks),
      pushShown: hooks.pushShown,
    }),
  }),
  jobs: { "web-push": { run: sendPushes } },
  follows: { notificationsAdded: queueNotificationPushes },
});
