import type { NotificationEntry } from "./notificationModel";
import { NotificationEntryButton } from "./NotificationEntryButton";
import type { NotificationService } from "./notificationService";
import { notificationLabel, type NotificationType } from "./notificationTypes";
import { useNotificationList } from "./useNotificationList";
import { useOpenNotification } from "./useOpenNotification";

interface Props {
  service: NotificationService;
  type: NotificationType | null;
}

/** The page's list: open (same rules as the bell), delete one, and 'Load more'. */
export function NotificationList({ service, type }: Props) {
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

  if (list.loading && list.items.length === 0) return <p role="status">Loading notifications...</p>;
  return (
    <>
      {list.failed && list.items.length === 0 ? (
        <p role="alert">Notifications could not be loaded. Please try again later.</p>
      ) : list.items.length === 0 ? (
        <p>No notifications</p>
      ) : (
        <ul className="notification-list">
          {list.items.map((entry) => (
            <li key={entry.id}>
              <NotificationEntryButton entry={entry} onOpen={(item) => void open(item)} />
              <div className="notification-list__actions">
                {!entry.seen && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Mark read: ${notificationLabel(entry.type)}`}
                    onClick={() => void markRead(entry)}
                  >
                    Mark read
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small notification-list__delete"
                  aria-label={`Delete notification: ${notificationLabel(entry.type)}`}
                  onClick={() => void remove(entry)}
                >
                  Delete
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
            {list.loading ? "Loading..." : "Load more"}
          </button>
        </div>
      )}
    </>
  );
}
