/**
 * The notification types a device may take as Web Push, as the settings list them (ban and unban come with
 * report_update's choice; a saved search's pushes are chosen with each search).
 */
export const PUSH_TYPES = [
  "reply",
  "quote",
  "mention",
  "reaction",
  "new_thread",
  "incident",
  "report_update",
  "system",
] as const;
export type PushType = (typeof PUSH_TYPES)[number];
