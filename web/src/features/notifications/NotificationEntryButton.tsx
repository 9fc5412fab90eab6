import { useFormat, useT } from "../../i18n";
import { useEventWords } from "../../lib/useEventWords";
import type { NotificationEntry } from "./notificationModel";
import { useNotificationWords } from "./useNotificationWords";

interface Props {
  entry: NotificationEntry;
  onOpen(entry: NotificationEntry): void;
}

/**
 * One notification as the bell and the page show it: type label, relative time, who did what where
 * ("alice mentioned you in *Thread*"), and the content (the post's words, or the message).
 */
export function NotificationEntryButton({ entry, onOpen }: Props) {
  const t = useT("notifications");
  const words = useNotificationWords();
  const format = useFormat();
  const headline = words.headline(entry);
  const eventWords = useEventWords();
  const place = entry.relatedEvent ? eventWords.placeLine(entry.relatedEvent) : null;
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
          {words.label(entry.type)}
          {!entry.seen && <span className="visually-hidden"> {t("notifications.unseen")}</span>}
        </span>
        <time
          className="notification-entry__time"
          dateTime={entry.createdAt}
          title={format.instant(entry.createdAt)}
        >
          {words.time(entry.createdAt)}
        </time>
      </span>
      <span className="notification-entry__headline">
        {headline.before}
        {headline.threadTitle !== null && <em>{headline.threadTitle}</em>}
        {headline.after}
      </span>
      {headline.showContent && <span className="notification-entry__content">{words.text(entry)}</span>}
      {place && <span className="notification-entry__place">{place}</span>}
    </button>
  );
}
