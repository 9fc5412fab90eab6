import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { defineModule } from "../app-module.js";
import { PUSH_JOB, type PushJob } from "../notifications/push-queue.js";
import { sendPushes } from "./push-sender.js";
import { pushRoutes } from "./push.routes.js";
import { PushService } from "./push.service.js";

/** Pushes are sent by whichever instance pg-boss hands the job to; the job was stored with its cause. */
function startPushes(orm: MikroORM, deps: AppDeps): () => Promise<void> {
  deps.jobs.work<PushJob>(PUSH_JOB, async (job) => {
    await sendPushes(orm, deps, job);
  });
  return async () => {};
}

/** Web Push to members' devices (decision 127). */
export const pushModule = defineModule({
  routes: pushRoutes,
  services: (em, deps) => ({ push: new PushService(em, deps) }),
  start: startPushes,
});
