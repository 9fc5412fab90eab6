import { useState } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotificationList } from "./NotificationList";
import { useNotifications } from "./notificationsContext";
import type { NotificationType } from "./notificationTypes";
import { NotificationTypeFilter } from "./NotificationTypeFilter";
import { ServiceWarning } from "./ServiceWarning";
import "./notifications.css";

/** /forum/notifications: every notification, a page at a time, filtered by type. */
export function NotificationsPage() {
  useDocumentTitle("Notifications");
  const notifications = useNotifications();
  const [type, setType] = useState<NotificationType | null>(null);

  async function markAll() {
    const result = await notifications?.service.markAllSeen();
    if (result && !result.success) console.warn("Marking all notifications read failed", result.error);
  }

  return (
    <section className="panel notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      {!notifications ? (
        <p>Notifications are not available for this account.</p>
      ) : (
        <>
          {notifications.snapshot.status === "degraded" && <ServiceWarning />}
          {notifications.snapshot.status === "unavailable" && (
            <p role="status">
              Notifications are unavailable at the moment. Please try again in a few minutes.
            </p>
          )}
          <div className="notifications-page__toolbar">
            <NotificationTypeFilter value={type} onChange={setType} />
            <button
              type="button"
              className="button"
              onClick={() => void markAll()}
              disabled={notifications.snapshot.unseenCount === 0}
            >
              Mark all as read
            </button>
            <Link to="/forum/reports">My reports</Link>
          </div>
          <NotificationList service={notifications.service} type={type} />
        </>
      )}
    </section>
  );
}
