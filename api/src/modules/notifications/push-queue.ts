import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";

/** Sends Web Push about notifications or saved searches' matches (the push module works it). */
export const PUSH_JOB = "web-push";

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
 * Inside the transaction that wrote the notifications: a push job for those whose recipient has a device
 * that receives their type, so it exists exactly when they do; none when nobody would get one.
 */
export async function queueNotificationPushes(
  uow: UnitOfWork,
  tx: EntityManager,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.execute<
    Array<{ id: string; user_id: string; type: string; thread_id: string | null }>
  >(
    `select n.id::text as id, n.recipient_id as user_id, n.type, n.related_thread_id::text as thread_id
       from notifications n
      where n.id = any(?::bigint[])
        and exists (select 1 from push_subscriptions s where s.user_id = n.recipient_id and n.type = any(s.types))`,
    [sqlArray(ids)],
  );
  if (rows.length === 0) return;
  await queuePushes(
    uow,
    tx,
    rows.map((row) => ({
      userId: row.user_id,
      ref: `n:${row.id}`,
      type: row.type,
      tag: row.thread_id ? `thread-${row.thread_id}` : `notification-${row.id}`,
    })),
  );
}

export function queuePushes(uow: UnitOfWork, tx: EntityManager, pushes: Push[]): Promise<void> {
  return uow.enqueue(tx, PUSH_JOB, { pushes } satisfies PushJob);
}
