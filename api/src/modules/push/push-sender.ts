import webPush from "web-push";
import type { AppDeps } from "../../deps.js";
import type { JobContext } from "../app-module.js";
import { sqlArray } from "../../db/sql-array.js";
import { liveMembers } from "../../infra/live/live-presence.js";
import { checkHost, checkUrl, Refusal } from "../../infra/url-title/outbound-guard.js";
import { pinnedPost, PostFailure } from "../../infra/url-title/pinned-post.js";
import type { Push, PushJob } from "./push-queue.js";
import { vapidKeys } from "./push-keys.js";

type SenderDeps = Pick<AppDeps, "config" | "logger">;

interface Device {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  types: string[];
}

/** How long a push service may take to take a push. */
const PUSH_TIMEOUT_MS = 10_000;

/** What a push carries: where to ask for the words, and how to group it. Nothing about the member. */
export interface PushPayload {
  ref: string;
  tag: string;
}

/**
 * Sends a job's pushes: none to a member who holds a live socket on any instance (they see the bell),
 * a saved search's test excepted; each to the member's devices that take its type. A device whose push
 * service answers 404 or 410 has unsubscribed or expired and is deleted now; a refused address too.
 * Other failures are logged and not tried again: a push is a hint, and the bell keeps the notification.
 */
export async function sendPushes(
  { em, deps }: Pick<JobContext, "em"> & { deps: SenderDeps },
  { pushes }: PushJob,
): Promise<number> {
  const live = await liveMembers(em, [...new Set(pushes.map((push) => push.userId))]);
  const waiting = pushes.filter((push) => push.whileReading || !live.has(push.userId));
  if (waiting.length === 0) return 0;
  const devices = await em.execute<Device[]>(
    `select id::text as id, user_id, endpoint, p256dh, auth, types from push_subscriptions
      where user_id = any(?::uuid[])`,
    [sqlArray([...new Set(waiting.map((push) => push.userId))])],
  );
  const gone: string[] = [];
  const delivered: string[] = [];
  for (const push of waiting) {
    for (const device of devices) {
      if (device.user_id !== push.userId || gone.includes(device.id)) continue;
      if (push.type !== null && !device.types.includes(push.type)) continue;
      const outcome = await deliver(deps, device, push);
      if (outcome === "gone") gone.push(device.id);
      if (outcome === "sent") delivered.push(device.id);
    }
  }
  if (gone.length > 0)
    await em.execute(`delete from push_subscriptions where id = any(?::bigint[])`, [sqlArray(gone)]);
  if (delivered.length > 0)
    await em.execute(`update push_subscriptions set last_sent_at = now() where id = any(?::bigint[])`, [
      sqlArray([...new Set(delivered)]),
    ]);
  return delivered.length;
}

/**
 * One push, encrypted for the device and signed with the VAPID key (the web-push library), POSTed through
 * the outbound guard: https on 443 to a public address, pinned against rebinding (loopback in tests alone).
 */
async function deliver(deps: SenderDeps, device: Device, push: Push): Promise<"sent" | "gone" | "failed"> {
  const { config, logger } = deps;
  const payload: PushPayload = { ref: push.ref, tag: push.tag };
  try {
    const details = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.vapidSubject, ...vapidKeys(config) },
        TTL: config.pushTtlSeconds,
        urgency: "normal",
        topic: push.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
      },
    );
    const url = pushUrl(device.endpoint, config.pushAllowLoopback);
    const target = await checkHost(url, { allowLoopback: config.pushAllowLoopback });
    const status = await pinnedPost(
      url,
      target,
      details.headers as Record<string, string>,
      details.body ?? "",
      PUSH_TIMEOUT_MS,
    );
    if (status === 404 || status === 410) return "gone";
    if (status >= 200 && status < 300) return "sent";
    logger.warn("Push service refused a push", { status, host: url.host });
    return "failed";
  } catch (error) {
    if (error instanceof Refusal) {
      logger.warn("Push endpoint refused by the outbound guard; device removed", { reason: error.reason });
      return "gone";
    }
    if (error instanceof PostFailure) {
      logger.warn("Push not delivered", { reason: error.message });
      return "failed";
    }
    throw error;
  }
}

/** Push services are https on 443; a test's local push service may be http on any port of loopback. */
export function pushUrl(endpoint: string, allowLoopback: boolean): URL {
  const parsed = URL.canParse(endpoint) ? new URL(endpoint) : null;
  const testPort = allowLoopback && parsed ? [Number(parsed.port || 80)] : [];
  const url = checkUrl(endpoint, [443, ...testPort]);
  if (url.protocol !== "https:" && !allowLoopback) throw new Refusal("invalid-url");
  return url;
}
