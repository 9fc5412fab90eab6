import { useNotifications } from "./notificationsContext";
import { SignedInBell } from "./SignedInBell";
import "./notifications.css";

/** The header's bell (spec §2 "Notification bell"): only for a signed-in user with an id. */
export function NotificationBell() {
  const notifications = useNotifications();
  return notifications ? <SignedInBell {...notifications} /> : null;
}
