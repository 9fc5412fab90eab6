// What only a signed-in member needs, in a chunk of its own: visitors never download the notification
// service, its GraphQL documents or the bell's dropdown.
import { useEffect } from "react";
import type { AuthUser } from "../auth";
import type { NotificationsContextValue } from "./notificationsContext";
import { useNotificationSession } from "./useNotificationSession";
import "./notifications.css";

export { SignedInBell } from "./SignedInBell";

/** Runs the member's notification session and hands its state to the provider above. */
export function NotificationSession({
  user,
  onChange,
}: {
  user: AuthUser;
  onChange: (value: NotificationsContextValue | null) => void;
}) {
  const value = useNotificationSession(user);
  useEffect(() => onChange(value), [onChange, value]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
