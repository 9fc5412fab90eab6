import { lazy, Suspense, useState, type ReactNode } from "react";
import { useAuth } from "../auth";
import { NotificationsContext, type NotificationsContextValue } from "./notificationsContext";

const NotificationSession = lazy(() =>
  import("./memberNotifications").then((module) => ({ default: module.NotificationSession })),
);

/**
 * Shares the signed-in user's notifications between the bell and the notifications page. The session
 * itself loads in its own chunk once a user with an id (spec §5) is signed in.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [value, setValue] = useState<NotificationsContextValue | null>(null);
  const member = user?.id ? user : null;
  return (
    <NotificationsContext.Provider value={member ? value : null}>
      {member && (
        <Suspense fallback={null}>
          <NotificationSession key={member.id} user={member} onChange={setValue} />
        </Suspense>
      )}
      {children}
    </NotificationsContext.Provider>
  );
}
