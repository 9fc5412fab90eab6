import { Link } from "react-router-dom";
import { DROPDOWN_SIZE } from "./bellRules";
import type { NotificationEntry } from "./notificationModel";
import { NotificationEntryButton } from "./NotificationEntryButton";
import { IncidentFollowToggle } from "./IncidentFollowToggle";
import type { NotificationsSnapshot } from "./notificationService";
import { ServiceWarning } from "./ServiceWarning";
import { useT } from "../../i18n";

interface Props {
  id: string;
  snapshot: NotificationsSnapshot;
  onOpen(entry: NotificationEntry): void;
  onClose(): void;
}

/** The bell's panel on wide screens: the 3 most recent, with links to the full list. */
export function NotificationDropdown({ id, snapshot, onOpen, onClose }: Props) {
  const t = useT("notifications");
  const newest = snapshot.recent.slice(0, DROPDOWN_SIZE);
  return (
    <div id={id} className="notification-dropdown" role="region" aria-label={t("notifications.recent")}>
      {snapshot.status === "degraded" ? (
        <ServiceWarning />
      ) : (
        <div className="notification-dropdown__head">
          <h2>{t("notifications.title")}</h2>
          <Link to="/forum/notifications" onClick={onClose}>
            {t("notifications.viewAll")}
          </Link>
        </div>
      )}
      {!snapshot.loaded ? (
        <p className="notification-dropdown__empty" role="status">
          {t("notifications.loading")}
        </p>
      ) : newest.length === 0 ? (
        <p className="notification-dropdown__empty">{t("notifications.none")}</p>
      ) : (
        <ul className="notification-dropdown__list">
          {newest.map((entry) => (
            <li key={entry.id}>
              <NotificationEntryButton entry={entry} onOpen={onOpen} />
              {entry.type === "incident" && entry.relatedEventId && (
                <IncidentFollowToggle eventId={entry.relatedEventId} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Link className="notification-dropdown__all" to="/forum/notifications" onClick={onClose}>
        {t("notifications.viewAllNotifications")}
      </Link>
    </div>
  );
}
