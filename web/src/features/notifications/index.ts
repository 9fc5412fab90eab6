// A member's notifications: the bell and the provider the layout holds, and the preferences the settings
// page shows. The notifications page (./NotificationsPage) is a lazy chunk, which the router loads with import().
export type { NotificationEntry } from "./notificationModel";
export { NotificationBell } from "./NotificationBell";
export { NotificationPreferencesSection } from "./NotificationPreferencesSection";
export { NotificationsProvider } from "./NotificationsProvider";
export { useNotifications } from "./notificationsContext";
