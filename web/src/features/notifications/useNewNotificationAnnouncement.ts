import { useEffect, useState } from "react";
import type { NotificationService } from "./notificationService";
import { notificationLabel, notificationText } from "./notificationTypes";

/** The text a polite live region reads when a notification arrives without a reload. */
export function useNewNotificationAnnouncement(service: NotificationService): string {
  const [message, setMessage] = useState("");
  useEffect(
    () =>
      service.onListEvent((event) => {
        if (event.change === "added")
          setMessage(`${notificationLabel(event.entry.type)}: ${notificationText(event.entry.content)}`);
      }),
    [service],
  );
  return message;
}
