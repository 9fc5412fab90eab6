import { notificationHeadline } from "@incident-watch/schema";
import type { NotificationEntry } from "./notificationModel";
import { notificationLabel, notificationText } from "./notificationTypes";
import { relativeTime } from "./relativeTime";

interface Props {
  entry: NotificationEntry;
  onOpen(entry: NotificationEntry): void;
}

/**
 * One notification as the bell and the page show it: type label, relative time, who did what where
 * ("alice mentioned you in *Thread*"), and the content (the post's words, or the message).
 */
export function NotificationEntryButton({ entry, onOpen }: Props) {
  const headline = notificationHeadline({
    type: entry.type,
    actorName: entry.actor?.username,
    threadTitle: entry.relatedThread?.title,
    content: entry.content,
  });
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
      <span className="notification-entry__headline">
        {headline.lead}
        {headline.threadTitle !== null && <em>{headline.threadTitle}</em>}
      </span>
      {headline.showContent && (
        <span className="notification-entry__content">{notificationText(entry.content)}</span>
      )}
    </button>
  );
}
