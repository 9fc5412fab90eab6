import type { EntityManager, FilterQuery } from "@mikro-orm/postgresql";
import { messages, apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { decodeCursor, encodeCursor, forwardPageInfo } from "../../core/cursor.js";
import { requireId } from "../../core/ids.js";
import type { NotificationConnection, NotificationsSince } from "./notification-connection.type.js";
import { Notification, type NotificationType } from "./notification.entity.js";
import { notificationsAfterCursor } from "./notifications-after.queries.js";

export const NOTIFICATIONS_FIRST_MAX = 100;

export interface ListArgs {
  first?: number | null;
  after?: string | null;
  unseenOnly?: boolean | null;
  type?: NotificationType | null;
}

const isId = (value: string) => /^\d{1,18}$/.test(value);

function afterCursor(after: string | null | undefined): { createdAt: Date; id: string } | null {
  if (after == null || after === "") return null;
  const parts = decodeCursor(after, 2);
  const createdAt = parts ? new Date(parts[0]!) : undefined;
  if (!parts || !createdAt || Number.isNaN(createdAt.getTime()) || !isId(parts[1]!)) {
    throw new ValidationError({ after: apiMessages.cursorInvalid });
  }
  return { createdAt, id: parts[1]! };
}

/** One member's notifications, newest first, by keyset (created, id) over the recipient index. */
export async function listNotifications(
  em: EntityManager,
  recipientId: string,
  args: ListArgs,
): Promise<NotificationConnection> {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 0 || first > NOTIFICATIONS_FIRST_MAX) {
    throw new ValidationError({ first: messages.notificationsFirstOutOfRange });
  }
  const cursor = afterCursor(args.after);
  const where: FilterQuery<Notification> = {
    recipient: recipientId,
    ...(args.unseenOnly ? { seen: false } : {}),
    ...(args.type ? { type: args.type } : {}),
  };
  const page: FilterQuery<Notification> = cursor
    ? {
        $and: [
          where,
          {
            $or: [
              { createdAt: { $lt: cursor.createdAt } },
              { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
            ],
          },
        ],
      }
    : where;
  const [rows, totalCount] = await Promise.all([
    em.find(Notification, page, { orderBy: { createdAt: "desc", id: "desc" }, limit: first + 1 }),
    em.count(Notification, where),
  ]);
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({
    node,
    cursor: encodeCursor([node.createdAt.toISOString(), node.id]),
  }));
  return {
    nodes,
    edges,
    totalCount,
    pageInfo: forwardPageInfo(edges, rows.length > first, args.after),
  };
}

/**
 * A reconnecting client's catch-up: the member's notifications after `after` (notificationsAfterCursor),
 * oldest first, with the unseen count, in one round trip.
 */
export async function notificationsSince(
  em: EntityManager,
  recipientId: string,
  after: string,
  first = 50,
): Promise<NotificationsSince> {
  if (!Number.isInteger(first) || first < 1 || first > NOTIFICATIONS_FIRST_MAX) {
    throw new ValidationError({ first: messages.notificationsFirstOutOfRange });
  }
  const id = requireId("integer", after, "after");
  const [later, unseenCount] = await Promise.all([
    em.execute<Array<{ id: string }>>(
      `select x.id from (select ?::uuid as recipient, ?::bigint as after) w
        cross join lateral (${notificationsAfterCursor("asc")}) x`,
      [recipientId, id, first + 1, first + 1, first + 1],
    ),
    em.count(Notification, { recipient: recipientId, seen: false }),
  ]);
  const ids = later.slice(0, first).map((row) => row.id);
  const nodes = ids.length
    ? await em.find(Notification, { id: { $in: ids } }, { orderBy: { createdAt: "asc", id: "asc" } })
    : [];
  return { nodes, unseenCount, hasMore: later.length > first };
}
