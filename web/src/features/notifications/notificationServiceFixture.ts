// The notification service over a transport of test doubles, for the service's test files.
import { vi } from "vitest";
import type { NotificationEntry } from "./notificationModel";
import {
  createNotificationService,
  type MissedNotifications,
  type NotificationPage,
  type NotificationTransport,
} from "./notificationService";

export function entry(id: string, seen = false): NotificationEntry {
  return {
    id,
    type: "reply",
    content: `n${id}`,
    seen,
    seenAt: null,
    createdAt: "2026-11-22T11:00:00.000Z",
    recipient: { username: "maria" },
  };
}

export function page(...items: NotificationEntry[]): NotificationPage {
  return { items, endCursor: items.at(-1)?.id ?? null, hasNextPage: false };
}

export function setup({
  online = true,
  onUnseenCount,
}: { online?: boolean; onUnseenCount?: (count: number) => void } = {}) {
  const clock = { now: Date.parse("2026-11-22T12:00:00Z") };
  const network = { online };
  const transport = {
    list: vi.fn(async () => page(entry("1"), entry("2", true))),
    unseenCount: vi.fn(async (): Promise<unknown> => 1),
    since: vi.fn(async (): Promise<MissedNotifications> => ({ items: [], unseenCount: 1, hasMore: false })),
    markSeen: vi.fn(async () => true),
    markAllSeen: vi.fn(async () => 1),
    remove: vi.fn(async () => true),
  } satisfies NotificationTransport;
  const service = createNotificationService({
    transport,
    userId: "u1",
    storage: localStorage,
    now: () => clock.now,
    isOnline: () => network.online,
    onUnseenCount,
  });
  return { clock, network, transport, service };
}

export const failing = () => Promise.reject(new Error("Service Unavailable"));
