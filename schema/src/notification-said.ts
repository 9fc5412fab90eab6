/**
 * What a stored notification says, as a message key and its arguments (decision 158): the reader's
 * language words it when it is shown, mailed or pushed (api/src/locales, web's notifications catalogue).
 */
export const NOTIFICATION_KEYS = [
  "notifications.said.reaction",
  "notifications.said.reactionWithOthers",
  "notifications.said.changedReacted",
  "notifications.said.changedQuoted",
  "notifications.said.savedSearch",
  "notifications.said.savedSearchTest",
  "notifications.said.banned",
  "notifications.said.bannedForever",
  "notifications.said.banLifted",
  "notifications.said.banLiftedWhy",
  "notifications.said.banEnded",
  "notifications.said.reportResolved",
  "notifications.said.reportDismissed",
  // a followed incident's changes (issue 54)
  "notifications.said.incidentApproved",
  "notifications.said.incidentRejected",
  "notifications.said.incidentCorrected",
  "notifications.said.incidentSource",
  "notifications.said.incidentEvidence",
  "notifications.said.incidentWithdrawn",
  "notifications.said.incidentChanges",
  // a member's or the staff's own words (a post's excerpt, a broadcast), shown as written
  "notifications.said.ownWords",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** A notification's arguments: names, titles and reasons as written, counts as numbers. */
export type NotificationArgs = Record<string, string | number>;

export interface NotificationSaid {
  key: NotificationKey;
  args: NotificationArgs;
}

export const isNotificationKey = (key: unknown): key is NotificationKey =>
  (NOTIFICATION_KEYS as readonly unknown[]).includes(key);

export const notificationSaid = (key: NotificationKey, args: NotificationArgs = {}): NotificationSaid => ({
  key,
  args,
});

/** A member's or the staff's own words, shown as written in every language. */
export const ownWords = (text: string): NotificationSaid =>
  notificationSaid("notifications.said.ownWords", { text });
