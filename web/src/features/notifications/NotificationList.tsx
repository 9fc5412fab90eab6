import type { NotificationEntry } from "./notificationModel";
import { NotificationEntryButton } from "./NotificationEntryButton";
import { IncidentFollowToggle } from "./IncidentFollowToggle";
import type { NotificationService } from "./notificationService";
import type { NotificationType } from "./notificationTypes";
import { useNotificationList } from "./useNotificationList";
import { useOpenNotification } from "./useOpenNotification";
import { useT } from "../../i18n";
import { useNotificationWords } from "./useNotificationWords";

interface Props {
  service: NotificationService;
  type: NotificationType | null;
}

/** The page's list: open (same rules as the bell), delete one, and 'Load more'. */
export function NotificationList({ service, type }: Props) {
  const t = useT("notifications");
  const words = useNotificationWords();
  const list = useNotificationList(service, type);
  const open = useOpenNotification();

  async function remove(entry: NotificationEntry) {
    const result = await service.remove(entry.id, entry.seen);
    if (!result.success) console.warn("Deleting a notification failed", result.error);
  }

  async function markRead(entry: NotificationEntry) {
    const result = await service.markSeen(entry.id, entry.seen);
    if (!result.success) console.warn("Marking a notification read failed", result.error);
  }

  if (list.loading && list.items.length === 0) return <p role="status">{t("notifications.loading")}</p>;
  return (
    <>
      {list.failed && list.items.length === 0 ? (
        <p role="alert">{t("notifications.loadFailed")}</p>
      ) : list.items.length === 0 ? (
        <p>{t("notifications.none")}</p>
      ) : (
        <ul className="notification-list">
          {list.items.map((entry) => (
            <li key={entry.id}>
              <NotificationEntryButton entry={entry} onOpen={(item) => void open(item)} />
              <div className="notification-list__actions">
                {entry.type === "incident" && entry.relatedEventId && (
                  <IncidentFollowToggle eventId={entry.relatedEventId} />
                )}
                {!entry.seen && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t("notifications.markReadOf", { label: words.label(entry.type) })}
                    onClick={() => void markRead(entry)}
                  >
                    {t("notifications.markRead")}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small notification-list__delete"
                  aria-label={t("notifications.deleteOf", { label: words.label(entry.type) })}
                  onClick={() => void remove(entry)}
                >
                  {t("notifications.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="notifications-page__more">
          <button
            type="button"
            className="button"
            disabled={list.loading}
            onClick={() => void list.loadMore()}
          >
            {list.loading ? t("notifications.loadingShort") : t("notifications.loadMore")}
          </button>
        </div>
      )}
    </>
  );
}
