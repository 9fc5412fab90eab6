import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { Following } from "../app-module.js";
import type { Changes } from "../changes.js";
import { queueJob } from "../job-topics.js";

/**
 * One push to a member's devices. `ref` names what it is about without saying it ("n:<notification id>",
 * "s:<saved search id>:<incident id>", "t:<saved search id>" for a search's test): the device asks for the
 * words over the member's session. `type` is the notification's type, which each device chooses to
 * receive or not; a saved search's push has none (the search chooses). `tag` groups a thread's pushes
 * into one.
 */
export interface Push {
  userId: string;
  ref: string;
  type: string | null;
  tag: string;
  /**
   * Sent even to a member with a tab open: a saved search's test push, asked for in that very tab,
   * would otherwise never show whether push reaches the member's devices.
   */
  whileReading?: boolean;
}

export interface PushJob {
  pushes: Push[];
}

/**
 * Follows notificationsAdded, inside the transaction that wrote the notifications: a push job for those
 * whose recipient has a device that receives their type, so it exists exactly when they do; none when
 * nobody would get one.
 */
export async function queueNotificationPushes(
  { tx, uow }: Pick<Following, "tx" | "uow">,
  { notifications }: Changes["notificationsAdded"],
): Promise<void> {
  if (notifications.length === 0) return;
  const recipients = [...new Set(notifications.map((n) => n.recipientId))];
  const devices = await tx.execute<Array<{ user_id: string; types: string[] }>>(
    `select user_id, types from push_subscriptions where user_id = any(?::uuid[])`,
    [sqlArray(recipients)],
  );
  const pushed = notifications.filter((n) =>
    devices.some((device) => device.user_id === n.recipientId && device.types.includes(n.type)),
  );
  if (pushed.length === 0) return;
  await queuePushes(
    uow,
    tx,
    pushed.map((n) => ({
      userId: n.recipientId,
      ref: `n:${n.id}`,
      type: n.type,
      tag: pushTag(n),
    })),
  );
}

/** A device shows one push per thread or incident, the newest in place of the ones before it. */
export function pushTag(n: { threadId: string | null; eventId: string | null; id: string }): string {
  if (n.threadId) return `thread-${n.threadId}`;
  if (n.eventId) return `incident-${n.eventId}`;
  return `notification-${n.id}`;
}

export function queuePushes(uow: UnitOfWork, tx: EntityManager, pushes: Push[]): Promise<void> {
  return queueJob(uow, tx, "web-push", { pushes });
}
