import { FailedWithCopy } from "../../app/offlineCopy";
import { CircuitBreaker } from "./circuitBreaker";
import { DeletedIds } from "./deletedIds";
import {
  addTo,
  applyChange,
  coerceUnseenCount,
  lowerCount,
  markAllSeenIn,
  markSeenIn,
  removeFrom,
  type NotificationEntry,
  type NotificationsChange,
} from "./notificationModel";
import type { NotificationType } from "./notificationTypes";

/** Spec §9, "Notification service". */
export const CACHE_MS = 30_000;
export const BREAKER_THRESHOLD = 3;
export const BREAKER_OPEN_MS = 300_000;
export const REFETCH_MIN_MS = 60_000;
export const UNSEEN_POLL_MS = 300_000;
/** How many of the newest the service keeps (the bell shows three of them). */
export const RECENT_COUNT = 20;

export interface NotificationPage {
  items: NotificationEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface PageRequest {
  first: number;
  after?: string | null;
  type?: NotificationType | null;
}

/** What a reconnecting page missed: the notifications after the newest it holds, oldest first. */
export interface MissedNotifications {
  items: NotificationEntry[];
  unseenCount: unknown;
  /** More than one answer holds: the newest page is read instead. */
  hasMore: boolean;
}

/**
 * The calls the service makes; GraphQL in the app, a fake in tests. Each rejects on failure, with a
 * FailedWithCopy when a copy of an earlier answer came instead.
 */
export interface NotificationTransport {
  list(request: PageRequest): Promise<NotificationPage>;
  since(afterId: string): Promise<MissedNotifications>;
  unseenCount(): Promise<unknown>;
  markSeen(id: string): Promise<unknown>;
  markAllSeen(): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** 'degraded' after a failed fetch; 'unavailable' while the circuit breaker skips calls. */
export type ServiceStatus = "available" | "degraded" | "unavailable";

export interface NotificationsSnapshot {
  recent: NotificationEntry[];
  unseenCount: number;
  status: ServiceStatus;
  /** False until the first fetch has answered (or failed). */
  loaded: boolean;
}

export interface ActionResult {
  success: boolean;
  error?: string;
}

/** A change a list shown elsewhere (the notifications page) applies to itself. */
export type ListEvent =
  { change: "added"; entry: NotificationEntry } | { change: NotificationsChange["change"]; ids: string[] };

export interface ServiceOptions {
  transport: NotificationTransport;
  userId: string;
  storage?: Pick<Storage, "getItem" | "setItem">;
  now?: () => number;
  isOnline?: () => boolean;
  /** Hears every unseen count the server gives or the member's own changes make (the app's badge). */
  onUnseenCount?: (count: number) => void;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

const SKIPPED = "Notification service is temporarily unavailable";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The browser's notification state for one user (spec §4, §8, §9): cache, circuit breaker, deleted-id
 * memory, optimistic changes that are never rolled back, and the pushes from the subscription.
 */
export function createNotificationService({
  transport,
  userId,
  storage,
  now = Date.now,
  isOnline = () => navigator.onLine,
  onUnseenCount,
}: ServiceOptions) {
  const breaker = new CircuitBreaker({ threshold: BREAKER_THRESHOLD, openMs: BREAKER_OPEN_MS, now });
  const deleted = new DeletedIds(`notifications-deleted:${userId}`, storage, now);
  let snapshot: NotificationsSnapshot = { recent: [], unseenCount: 0, status: "available", loaded: false };
  let cachedAt: number | null = null;
  let lastFullFetchAt: number | null = null;
  const listeners = new Set<() => void>();
  const listListeners = new Set<(event: ListEvent) => void>();

  function update(next: Partial<NotificationsSnapshot>) {
    snapshot = { ...snapshot, ...next };
    if (next.unseenCount !== undefined) onUnseenCount?.(snapshot.unseenCount);
    listeners.forEach((listener) => listener());
  }

  function announce(event: ListEvent) {
    listListeners.forEach((listener) => listener(event));
  }

  const isoNow = () => new Date(now()).toISOString();

  /** Runs one call through the breaker; undefined when it was skipped or failed. */
  async function call<T>(run: () => Promise<T>, { isFetch }: { isFetch: boolean }) {
    if (!breaker.allows()) {
      update({ status: "unavailable", loaded: true });
      return { ok: false as const, error: SKIPPED };
    }
    try {
      const value = await run();
      breaker.recordSuccess();
      if (snapshot.status !== "available") update({ status: "available" });
      return { ok: true as const, value };
    } catch (error) {
      breaker.recordFailure();
      if (breaker.isOpen()) update({ status: "unavailable", loaded: true });
      else if (isFetch) update({ status: "degraded", loaded: true });
      return {
        ok: false as const,
        error: messageOf(error),
        copy: error instanceof FailedWithCopy ? (error.copy as T) : undefined,
      };
    }
  }

  /** The newest notifications; false when they came from the cache because the call failed or was skipped. */
  async function loadRecent(force: boolean): Promise<boolean> {
    // spec §9: the cache's 30 s hold offline too (a forced refresh offline would only fail); past them
    // the call is made, and its failure shows 'Limited Service' over what the cache holds
    const fresh = cachedAt !== null && now() - cachedAt < CACHE_MS;
    if (fresh && (!force || !isOnline())) return true;
    const result = await call(() => transport.list({ first: RECENT_COUNT }), { isFetch: true });
    if (!result.ok) {
      // a copy from before this page's first answer (read offline): shown under 'Limited Service'
      if (result.copy && cachedAt === null)
        update({ recent: result.copy.items.filter((item) => !deleted.has(item.id)) });
      return false;
    }
    cachedAt = now();
    update({ recent: result.value.items.filter((item) => !deleted.has(item.id)), loaded: true });
    return true;
  }

  async function fetchNotifications({ force = false } = {}): Promise<NotificationEntry[]> {
    await loadRecent(force);
    return snapshot.recent;
  }

  /**
   * A new notification and the server's unseen count. One already shown as it is (pushed and caught up)
   * stays; one that grew (a reaction notification, same id, a new time) is shown anew, on top.
   */
  function receiveAdded(entry: NotificationEntry, unseenCount: unknown) {
    if (deleted.has(entry.id)) return;
    const shown = snapshot.recent.find((item) => item.id === entry.id);
    if (shown && shown.createdAt === entry.createdAt) {
      return update({ unseenCount: coerceUnseenCount(unseenCount) });
    }
    update({
      recent: addTo(snapshot.recent, entry).slice(0, RECENT_COUNT),
      unseenCount: coerceUnseenCount(unseenCount),
    });
    announce({ change: "added", entry });
  }

  async function fetchUnseenCount(): Promise<number> {
    if (!isOnline()) return snapshot.unseenCount;
    const result = await call(() => transport.unseenCount(), { isFetch: true });
    if (result.ok) update({ unseenCount: coerceUnseenCount(result.value) });
    else if (result.copy !== undefined && cachedAt === null)
      update({ unseenCount: coerceUnseenCount(result.copy) });
    return snapshot.unseenCount;
  }

  const service = {
    getSnapshot: () => snapshot,

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Lists shown elsewhere hear every change so they stay in step with the bell. */
    onListEvent(listener: (event: ListEvent) => void) {
      listListeners.add(listener);
      return () => {
        listListeners.delete(listener);
      };
    },

    fetchNotifications,
    fetchUnseenCount,

    /** The newest and the unseen count; skipped within a minute of the last unless forced. */
    async refresh({ force = false } = {}) {
      if (!force && lastFullFetchAt !== null && now() - lastFullFetchAt < REFETCH_MIN_MS) return;
      lastFullFetchAt = now();
      // a failing service counts one error per refresh, not two
      if (await loadRecent(force)) await fetchUnseenCount();
    },

    /** When the breaker lets calls through again; null while it is closed. */
    reopensAt: () => breaker.reopensAt(),

    /** One page for the notifications page; on failure the cache (first unfiltered page) or nothing. */
    async listPage(request: PageRequest): Promise<NotificationPage & { failed: boolean }> {
      const result = isOnline()
        ? await call(() => transport.list(request), { isFetch: true })
        : ({ ok: false, error: "offline" } as const);
      if (!result.ok) {
        const fromCache = !request.after && !request.type ? snapshot.recent : [];
        return { items: fromCache, endCursor: null, hasNextPage: false, failed: true };
      }
      const items = result.value.items.filter((item) => !deleted.has(item.id));
      return { ...result.value, items, failed: false };
    },

    /** Marks one read at once; `seen` says whether it already was, when the caller knows. */
    async markSeen(id: string | null | undefined, seen?: boolean): Promise<ActionResult> {
      if (!id) return { success: false, error: "No notification id" };
      const known = snapshot.recent.find((item) => item.id === id);
      const wasSeen = known?.seen ?? seen ?? false;
      update({
        recent: markSeenIn(snapshot.recent, id, isoNow()),
        unseenCount: wasSeen ? snapshot.unseenCount : lowerCount(snapshot.unseenCount),
      });
      announce({ change: "seen", ids: [id] });
      const result = await call(() => transport.markSeen(id), { isFetch: false });
      return result.ok ? { success: true } : { success: false, error: result.error };
    },

    async markAllSeen(): Promise<ActionResult> {
      update({ recent: markAllSeenIn(snapshot.recent, isoNow()), unseenCount: 0 });
      announce({ change: "allSeen", ids: [] });
      const result = await call(() => transport.markAllSeen(), { isFetch: false });
      return result.ok ? { success: true } : { success: false, error: result.error };
    },

    /** Deletes one at once and remembers its id for an hour; `seen` as for markSeen. */
    async remove(id: string | null | undefined, seen?: boolean): Promise<ActionResult> {
      if (!id) return { success: false, error: "No notification id" };
      const known = snapshot.recent.find((item) => item.id === id);
      const wasSeen = known?.seen ?? seen ?? true;
      deleted.add(id);
      update({
        recent: removeFrom(snapshot.recent, [id]),
        unseenCount: wasSeen ? snapshot.unseenCount : lowerCount(snapshot.unseenCount),
      });
      announce({ change: "deleted", ids: [id] });
      const result = await call(() => transport.remove(id), { isFetch: false });
      return result.ok ? { success: true } : { success: false, error: result.error };
    },

    /** A push: a new notification and the server's unseen count. */
    receiveAdded,

    /**
     * The socket is back after an outage: what arrived meanwhile is asked for from the newest held
     * (each shown once, whether it also comes as a push), or the newest page when more was missed.
     */
    async catchUp(): Promise<void> {
      const newest = snapshot.recent[0]?.id;
      if (!newest || !isOnline()) return void (await service.refresh({ force: true }));
      const result = await call(() => transport.since(newest), { isFetch: true });
      if (!result.ok) return;
      if (result.value.hasMore) return void (await service.refresh({ force: true }));
      for (const item of result.value.items) receiveAdded(item, result.value.unseenCount);
      update({ unseenCount: coerceUnseenCount(result.value.unseenCount) });
    },

    /** The newest notification held, where a returning socket resumes from; null before any is. */
    newestHeld: (): string | null => snapshot.recent[0]?.id ?? null,

    /**
     * The live socket is back after an outage: the server is too, so the breaker closes at once (decision
     * 087; the spec's five minutes would keep the bell disabled while pushes arrive) and what was missed
     * arrives: over the socket when it `resumed` from the newest held (decision 106), else fetched now.
     */
    async reconnected(resumed = false): Promise<void> {
      breaker.recordSuccess();
      if (snapshot.status !== "available") update({ status: "available" });
      if (!resumed) await service.catchUp();
    },

    /** A push: notifications seen or deleted in another tab or on another device. */
    receiveChanged(change: NotificationsChange) {
      if (change.change === "deleted") change.ids.forEach((id) => deleted.add(id));
      update({
        recent: applyChange(snapshot.recent, change, isoNow()),
        unseenCount: coerceUnseenCount(change.unseenCount),
      });
      announce({ change: change.change, ids: change.ids });
    },
  };
  return service;
}
