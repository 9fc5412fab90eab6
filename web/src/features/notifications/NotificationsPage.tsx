import { useState } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotificationList } from "./NotificationList";
import { useNotifications } from "./notificationsContext";
import type { NotificationType } from "./notificationTypes";
import { NotificationTypeFilter } from "./NotificationTypeFilter";
import { ServiceWarning } from "./ServiceWarning";
import "./notifications.css";
import { useT } from "../../i18n";

/** /forum/notifications: every notification, a page at a time, filtered by type. */
export function NotificationsPage() {
  const t = useT("notifications");
  useDocumentTitle(t("notifications.title"));
  const notifications = useNotifications();
  const [type, setType] = useState<NotificationType | null>(null);

  async function markAll() {
    const result = await notifications?.service.markAllSeen();
    if (result && !result.success) console.warn("Marking all notifications read failed", result.error);
  }

  return (
    <section className="panel notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t("notifications.title")}</h1>
      {!notifications ? (
        <p>{t("notifications.notForAccount")}</p>
      ) : (
        <>
          {notifications.snapshot.status === "degraded" && <ServiceWarning />}
          {notifications.snapshot.status === "unavailable" && (
            <p role="status">{t("notifications.unavailableNow")}</p>
          )}
          <div className="notifications-page__toolbar">
            <NotificationTypeFilter value={type} onChange={setType} />
            <button
              type="button"
              className="button"
              onClick={() => void markAll()}
              disabled={notifications.snapshot.unseenCount === 0}
            >
              {t("notifications.markAllRead")}
            </button>
            <Link to="/forum/reports">{t("notifications.myReports")}</Link>
          </div>
          <NotificationList service={notifications.service} type={type} />
        </>
      )}
    </section>
  );
}
