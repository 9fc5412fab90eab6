import { lazy, Suspense } from "react";
import { useNotifications } from "./notificationsContext";

const SignedInBell = lazy(() =>
  import("./memberNotifications").then((module) => ({ default: module.SignedInBell })),
);

/** The header's bell (spec §2 "Notification bell"): only for a signed-in user with an id. */
export function NotificationBell() {
  const notifications = useNotifications();
  return notifications ? (
    <Suspense fallback={null}>
      <SignedInBell {...notifications} />
    </Suspense>
  ) : null;
}
