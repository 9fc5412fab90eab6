import type { ReactNode } from "react";
import { useAuth } from "../auth/useAuth";
import { NotificationsContext } from "./notificationsContext";
import { useNotificationSession } from "./useNotificationSession";

/** Shares the signed-in user's notifications between the bell and the notifications page. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const value = useNotificationSession(user);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}
