import { useEffect, useState } from "react";
import type { NotificationService } from "./notificationService";
import { headlineText, notificationHeadline } from "@incident-watch/schema";
import { notificationLabel } from "./notificationTypes";

/** The text a polite live region reads when a notification arrives without a reload. */
export function useNewNotificationAnnouncement(service: NotificationService): string {
  const [message, setMessage] = useState("");
  useEffect(
    () =>
      service.onListEvent((event) => {
        if (event.change !== "added") return;
        const { entry } = event;
        const headline = notificationHeadline({
          type: entry.type,
          actorName: entry.actor?.username,
          threadTitle: entry.relatedThread?.title,
          content: entry.content,
        });
        setMessage(`${notificationLabel(entry.type)}: ${headlineText(headline)}`);
      }),
    [service],
  );
  return message;
}
