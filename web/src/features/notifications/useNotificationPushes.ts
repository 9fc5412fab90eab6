import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useAuth } from "../auth";
import { toNotificationEntry } from "./graphqlTransport";
import {
  notificationAddedSubscription,
  notificationsChangedSubscription,
  viewerChangedSubscription,
} from "./notifications.graphql";
import type { NotificationService } from "./notificationService";

/**
 * Feeds the subscription's pushes (new notifications, changes made elsewhere) into the service, and asks
 * who the member is again when an admin changed their role.
 */
export function useNotificationPushes(service: NotificationService | null) {
  const client = useApolloClient();
  const { refresh } = useAuth();
  useEffect(() => {
    if (!service) return;
    const added = client.subscribe({ query: notificationAddedSubscription }).subscribe({
      next: ({ data }) => {
        if (data)
          service.receiveAdded(
            toNotificationEntry(data.notificationAdded.notification),
            data.notificationAdded.unseenCount,
          );
      },
      // a refused or broken socket: the unseen count is polled meanwhile (useUnseenCountPolling)
      error: (error: unknown) => console.warn("Live notifications stopped", error),
    });
    const changed = client.subscribe({ query: notificationsChangedSubscription }).subscribe({
      next: ({ data }) => {
        if (data) service.receiveChanged(data.notificationsChanged);
      },
      error: (error: unknown) => console.warn("Live notification changes stopped", error),
    });
    const viewer = client.subscribe({ query: viewerChangedSubscription }).subscribe({
      next: ({ data }) => {
        if (data) void refresh();
      },
      error: (error: unknown) => console.warn("Live role changes stopped", error),
    });
    return () => {
      added.unsubscribe();
      changed.unsubscribe();
      viewer.unsubscribe();
    };
  }, [client, service, refresh]);
}
