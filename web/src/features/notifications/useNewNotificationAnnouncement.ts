import { useEffect, useState } from "react";
import type { NotificationService } from "./notificationService";
import { useNotificationWords } from "./useNotificationWords";

/** The text a polite live region reads when a notification arrives without a reload. */
export function useNewNotificationAnnouncement(service: NotificationService): string {
  const [message, setMessage] = useState("");
  const words = useNotificationWords();
  useEffect(
    () =>
      service.onListEvent((event) => {
        if (event.change !== "added") return;
        const { entry } = event;
        setMessage(`${words.label(entry.type)}: ${words.headlineText(entry)}`);
      }),
    [service, words],
  );
  return message;
}
