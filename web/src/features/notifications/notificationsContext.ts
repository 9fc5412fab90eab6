import { createContext, useContext } from "react";
import type { PageLookup } from "./notificationTarget";
import type { NotificationService, NotificationsSnapshot } from "./notificationService";

export interface NotificationsContextValue {
  service: NotificationService;
  snapshot: NotificationsSnapshot;
  lookupPage: PageLookup;
}

export const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** The signed-in user's notifications; null for a visitor (or a user without an id, spec §5). */
export function useNotifications(): NotificationsContextValue | null {
  return useContext(NotificationsContext);
}
