import { useApolloClient } from "@apollo/client/react";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { appSocketStatus, type SocketStatus } from "../../app/socketStatus";
import type { AuthUser } from "../auth";
import { showAppBadge } from "./appBadge";
import { createGraphqlTransport } from "./graphqlTransport";
import type { NotificationsContextValue } from "./notificationsContext";
import { createNotificationService, UNSEEN_POLL_MS, type NotificationService } from "./notificationService";
import { createPageLookup } from "./pageLookup";
import { useNotificationPushes } from "./useNotificationPushes";

const noSubscription = () => () => undefined;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One service per signed-in user (spec §5: only a user with an id), loaded at once, fed by the
 * subscription, polled for the unseen count while the socket is down, caught up when it reconnects, and
 * refreshed back online.
 */
export function useNotificationSession(
  user: AuthUser | null,
  socketStatus: SocketStatus = appSocketStatus,
): NotificationsContextValue | null {
  const client = useApolloClient();
  const userId = user?.id || null;
  const service = useMemo<NotificationService | null>(
    () =>
      userId
        ? createNotificationService({
            transport: createGraphqlTransport(client),
            userId,
            storage: safeLocalStorage(),
            onUnseenCount: showAppBadge,
          })
        : null,
    [client, userId],
  );
  const snapshot = useSyncExternalStore(
    service?.subscribe ?? noSubscription,
    () => service?.getSnapshot() ?? null,
  );
  const socket = useSyncExternalStore(socketStatus.subscribe, socketStatus.get);

  useNotificationPushes(service);

  // signed out, or another member signed in: the installed app's badge no longer counts this one's
  useEffect(() => {
    if (!service) return;
    return () => showAppBadge(0);
  }, [service]);

  useEffect(() => {
    if (!service) return;
    void service.refresh({ force: true });
    const onOnline = () => void service.refresh({ force: true });
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [service]);

  // back after an outage (a restart, a lost network): what was missed meanwhile, without a reload; the
  // socket carries it when it could send the newest the bell holds, else it is asked for
  useEffect(() => {
    if (!service) return;
    const stops = [
      socketStatus.resumeFrom("notificationAdded", service.newestHeld),
      socketStatus.resumeFrom("notificationsChanged", service.newestHeld),
      socketStatus.onReconnect((resumed) => void service.reconnected(resumed.has("notificationAdded"))),
    ];
    return () => stops.forEach((stop) => stop());
  }, [service, socketStatus]);

  useEffect(() => {
    if (!service || socket === "connected") return;
    const timer = window.setInterval(() => void service.fetchUnseenCount(), UNSEEN_POLL_MS);
    return () => window.clearInterval(timer);
  }, [service, socket]);

  // while the breaker skips calls the bell is disabled; it tries again when the breaker lets it
  const reopensAt = snapshot?.status === "unavailable" ? service?.reopensAt() : null;
  useEffect(() => {
    if (!service || !reopensAt) return;
    const timer = window.setTimeout(
      () => void service.refresh({ force: true }),
      Math.max(0, reopensAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [service, reopensAt]);

  const lookupPage = useMemo(() => createPageLookup(client), [client]);

  return useMemo(
    () => (service && snapshot ? { service, snapshot, lookupPage } : null),
    [service, snapshot, lookupPage],
  );
}
