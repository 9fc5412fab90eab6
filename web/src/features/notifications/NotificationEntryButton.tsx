import type { NotificationEntry } from "./notificationModel";
import { notificationLabel, notificationText } from "./notificationTypes";
import { relativeTime } from "./relativeTime";

interface Props {
  entry: NotificationEntry;
  onOpen(entry: NotificationEntry): void;
}

/** One notification as the bell and the page show it: type label, relative time, content. */
export function NotificationEntryButton({ entry, onOpen }: Props) {
  return (
    <button
      type="button"
      className="notification-entry"
      data-seen={entry.seen}
      data-notification-id={entry.id}
      onClick={() => onOpen(entry)}
    >
      <span className="notification-entry__head">
        <span className="notification-entry__label">
          {notificationLabel(entry.type)}
          {!entry.seen && <span className="visually-hidden"> (unseen)</span>}
        </span>
        <time className="notification-entry__time" dateTime={entry.createdAt}>
          {relativeTime(entry.createdAt)}
        </time>
      </span>
      <span className="notification-entry__content">{notificationText(entry.content)}</span>
    </button>
  );
}
