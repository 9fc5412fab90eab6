/** The notification types of spec §3 and those added since, in the order the filter lists them. */
export const NOTIFICATION_TYPES = [
  "reply",
  "new_thread",
  "quote",
  "mention",
  "reaction",
  "report_update",
  "ban",
  "unban",
  "system",
  "saved_search",
  "incident",
  "other",
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
