import { defineModule } from "../app-module.js";
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
  services: (em, deps) => ({ push: new PushService(em, deps) }),
  jobs: { "web-push": { run: sendPushes } },
  follows: { notificationsAdded: queueNotificationPushes },
});
