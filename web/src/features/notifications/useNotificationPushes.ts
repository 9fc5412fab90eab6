import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { toNotificationEntry } from "./graphqlTransport";
import { notificationAddedSubscription, notificationsChangedSubscription } from "./notifications.graphql";
import type { NotificationService } from "./notificationService";

/** Feeds the subscription's pushes (new notifications, changes made elsewhere) into the service. */
export function useNotificationPushes(service: NotificationService | null) {
  const client = useApolloClient();
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
    return () => {
      added.unsubscribe();
      changed.unsubscribe();
    };
  }, [client, service]);
}
