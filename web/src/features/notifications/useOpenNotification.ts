import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import type { NotificationEntry } from "./notificationModel";
import { useNotifications } from "./notificationsContext";
import { notificationTarget } from "./notificationTarget";

/** Opening a notification: marked read in every case, then the destination of spec §2. */
export function useOpenNotification() {
  const notifications = useNotifications();
  const navigate = useNavigate();
  return useCallback(
    async (entry: NotificationEntry) => {
      if (!notifications) return;
      const { service, lookupPage } = notifications;
      void service.markSeen(entry.id, entry.seen).then((result) => {
        if (!result.success) console.warn("Marking a notification read failed", result.error);
      });
      void navigate(await notificationTarget(entry, lookupPage));
    },
    [notifications, navigate],
  );
}
