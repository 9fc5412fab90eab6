import type { PlaceFacts } from "../../lib/placeLine";
import type { NotificationType } from "./notificationTypes";

/** A notification as the web app holds it: the contract's fields the bell and the page show. */
export interface NotificationEntry {
  id: string;
  type: NotificationType;
  /** English, for a row stored before notifications held keys (messageKey null). */
  content?: string | null;
  /** What it says, worded in the page's language (decision 158). */
  messageKey?: string | null;
  messageArgs?: ReadonlyArray<{ name: string; text?: string | null; count?: number | null }> | null;
  seen: boolean;
  seenAt?: string | null;
  createdAt: string;
  actor?: { username: string } | null;
  relatedPost?: { id: string } | null;
  relatedThread?: { id: string; title: string } | null;
  /** The incident a followed incident's notice is about. */
  relatedEventId?: string | null;
  /** That incident's place while it is published: the notice names it ("Near Gdańsk, …"). */
  relatedEvent?: PlaceFacts | null;
  recipient: { username: string };
}

/** What a subscription says changed elsewhere (another tab or device). */
export interface NotificationsChange {
  ids: string[];
  change: "seen" | "deleted" | "allSeen";
  unseenCount: number;
}

/** Spec §5: the unseen count is a number, never negative, from a bare number or an object with count. */
export function coerceUnseenCount(value: unknown): number {
  const raw = typeof value === "object" && value !== null && "count" in value ? value.count : value;
  const count = Math.floor(Number(raw));
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function lowerCount(count: number, by = 1): number {
  return Math.max(0, count - by);
}

export function markSeenIn(list: NotificationEntry[], id: string, seenAt: string): NotificationEntry[] {
  return list.map((item) => (item.id === id && !item.seen ? { ...item, seen: true, seenAt } : item));
}

export function markAllSeenIn(list: NotificationEntry[], seenAt: string): NotificationEntry[] {
  return list.map((item) => (item.seen ? item : { ...item, seen: true, seenAt }));
}

export function removeFrom(list: NotificationEntry[], ids: Iterable<string>): NotificationEntry[] {
  const gone = new Set(ids);
  return list.filter((item) => !gone.has(item.id));
}

/** Newest first; a notification already held (a repeated push, or a consolidated reaction) is replaced. */
export function addTo(list: NotificationEntry[], entry: NotificationEntry): NotificationEntry[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)];
}

/** Applies a change made elsewhere to a list shown here. */
export function applyChange(
  list: NotificationEntry[],
  { ids, change }: Pick<NotificationsChange, "ids" | "change">,
  at: string,
): NotificationEntry[] {
  if (change === "deleted") return removeFrom(list, ids);
  if (change === "allSeen") return markAllSeenIn(list, at);
  return ids.reduce((current, id) => markSeenIn(current, id, at), list);
}

/** Keeps a list filtered to `type` (null: all) in step with a change made by the bell, a tab or a push. */
export function applyListEvent(
  list: NotificationEntry[],
  event: { change: "added"; entry: NotificationEntry } | Pick<NotificationsChange, "ids" | "change">,
  type: NotificationEntry["type"] | null,
  at: string,
): NotificationEntry[] {
  if (event.change === "added") return type && event.entry.type !== type ? list : addTo(list, event.entry);
  return applyChange(list, event, at);
}
