/** The notification types of spec §3, in the order the filter lists them. */
export const NOTIFICATION_TYPES = [
  "reply",
  "quote",
  "mention",
  "reaction",
  "report_update",
  "ban",
  "unban",
  "system",
  "other",
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const LABELS: Record<NotificationType, string> = {
  reply: "New Reply",
  quote: "Quoted in Post",
  mention: "Mentioned You",
  report_update: "Report Update",
  ban: "Account Ban",
  unban: "Account Unban",
  system: "System Message",
  reaction: "New Reaction",
  other: "Notification",
};

/** The label shown for a type; an unknown type (a newer server) reads as the generic one. */
export function notificationLabel(type: string): string {
  return Object.hasOwn(LABELS, type) ? LABELS[type as NotificationType] : LABELS.other;
}

export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(LABELS, value);
}

export const NO_CONTENT_TEXT = "No content available";

/** The entry's text: its content, or the spec's placeholder when there is none. */
export function notificationText(content: string | null | undefined): string {
  return content?.trim() ? content : NO_CONTENT_TEXT;
}
