import { useMemo } from "react";
import { isNotificationKey, type NotificationKey } from "@incident-watch/schema";
import { useFormat, useT, type MessageId } from "../../i18n";
import { BADGE_CAP } from "./bellRules";
import type { NotificationEntry } from "./notificationModel";
import { isNotificationType, type NotificationType } from "./notificationTypes";

const LABELS: Record<NotificationType, MessageId> = {
  reply: "notifications.type.reply",
  quote: "notifications.type.quote",
  mention: "notifications.type.mention",
  report_update: "notifications.type.reportUpdate",
  ban: "notifications.type.ban",
  unban: "notifications.type.unban",
  system: "notifications.type.system",
  reaction: "notifications.type.reaction",
  saved_search: "notifications.type.savedSearch",
  incident: "notifications.type.incident",
  new_thread: "notifications.type.newThread",
  other: "notifications.type.other",
};

const POST_HEADLINES: Partial<Record<string, MessageId>> = {
  reply: "notifications.headline.reply",
  quote: "notifications.headline.quote",
  mention: "notifications.headline.mention",
  new_thread: "notifications.headline.newThread",
};

const OWN_SENTENCES: Partial<Record<string, MessageId>> = {
  report_update: "notifications.headline.reportUpdate",
  ban: "notifications.headline.ban",
  unban: "notifications.headline.unban",
  system: "notifications.headline.system",
  saved_search: "notifications.headline.savedSearch",
  incident: "notifications.headline.incident",
};

/** Each stored message's words in the page's language (decision 158). */
const STORED: Record<NotificationKey, MessageId> = {
  "notifications.said.reaction": "notifications.said.reaction",
  "notifications.said.reactionWithOthers": "notifications.said.reactionWithOthers",
  "notifications.said.changedReacted": "notifications.said.changedReacted",
  "notifications.said.changedQuoted": "notifications.said.changedQuoted",
  "notifications.said.savedSearch": "notifications.said.savedSearch",
  "notifications.said.savedSearchTest": "notifications.said.savedSearchTest",
  "notifications.said.banned": "notifications.said.banned",
  "notifications.said.bannedForever": "notifications.said.bannedForever",
  "notifications.said.banLifted": "notifications.said.banLifted",
  "notifications.said.banLiftedWhy": "notifications.said.banLiftedWhy",
  "notifications.said.banEnded": "notifications.said.banEnded",
  "notifications.said.reportResolved": "notifications.said.reportResolved",
  "notifications.said.reportDismissed": "notifications.said.reportDismissed",
  "notifications.said.ownWords": "notifications.said.ownWords",
  "notifications.said.incidentApproved": "notifications.said.incidentApproved",
  "notifications.said.incidentRejected": "notifications.said.incidentRejected",
  "notifications.said.incidentCorrected": "notifications.said.incidentCorrected",
  "notifications.said.incidentSource": "notifications.said.incidentSource",
  "notifications.said.incidentEvidence": "notifications.said.incidentEvidence",
  "notifications.said.incidentWithdrawn": "notifications.said.incidentWithdrawn",
  "notifications.said.incidentChanges": "notifications.said.incidentChanges",
};

/** Where the thread's title goes in a headline: the title itself never passes through a message. */
const TITLE = "\u0000title\u0000";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Said = Pick<NotificationEntry, "content" | "messageKey" | "messageArgs">;

/** A headline in two parts around the thread's title (null when it names none). */
export interface LocalHeadline {
  before: string;
  threadTitle: string | null;
  after: string;
  showContent: boolean;
}

/**
 * The bell's and the notifications page's words in the page's language: the type's label, who did what
 * where (schema's notificationHeadline, worded here), the placeholder for no content, the relative time.
 */
export function useNotificationWords() {
  const t = useT("notifications");
  const format = useFormat();
  return useMemo(() => {
    /** What it says in the page's language, from its key and arguments; old rows keep their English. */
    const said = (entry: Said): string | null => {
      if (!isNotificationKey(entry.messageKey)) return entry.content ?? null;
      const values = Object.fromEntries(
        (entry.messageArgs ?? []).map((arg) => [arg.name, arg.count ?? arg.text ?? ""]),
      );
      return t(STORED[entry.messageKey], values);
    };
    const headline = (entry: Pick<NotificationEntry, "type" | "actor" | "relatedThread"> & Said) => {
      const who = entry.actor?.username?.trim() || t("notifications.someone");
      const title = entry.relatedThread?.title?.trim() || null;
      const split = (message: string, threadTitle: string | null, showContent: boolean): LocalHeadline => {
        const [before = "", after = ""] = message.split(TITLE);
        return { before, threadTitle: message.includes(TITLE) ? threadTitle : null, after, showContent };
      };
      const post = POST_HEADLINES[entry.type];
      if (post) return split(t(post, { who, title: TITLE }), title ?? t("notifications.aThread"), true);
      if (entry.type === "reaction") {
        // the sentence names the latest of those who reacted and how many others did
        const reacted = said(entry)?.trim() || t("notifications.reacted", { who });
        return title
          ? split(t("notifications.headline.reactionIn", { reacted, title: TITLE }), title, false)
          : split(reacted, null, false);
      }
      const own = OWN_SENTENCES[entry.type];
      if (own) return split(t(own), null, true);
      return title
        ? split(t("notifications.headline.about", { title: TITLE }), title, true)
        : split(t("notifications.headline.generic"), null, true);
    };
    return {
      /** What a screen reader hears for the bell button. */
      bellLabel: (count: number) =>
        count <= 0
          ? t("notifications.title")
          : count > BADGE_CAP
            ? t("notifications.bellMany", { cap: BADGE_CAP })
            : t("notifications.bellCount", { count }),
      /** The label shown for a type; an unknown type (a newer server) reads as the generic one. */
      label: (type: string) => t(LABELS[isNotificationType(type) ? type : "other"]),
      text: (entry: Said) => {
        const words = said(entry);
        return words?.trim() ? words : t("notifications.noContent");
      },
      headline,
      /** The headline as plain text, the title in quotes (screen-reader announcements). */
      headlineText(entry: Parameters<typeof headline>[0]) {
        const { before, threadTitle, after } = headline(entry);
        return threadTitle === null ? before + after : `${before}"${threadTitle}"${after}`;
      },
      /** Spec §2: 'Just now' under a minute, minutes under an hour, hours under a day, then the date. */
      time(when: string | Date, now: number = Date.now()) {
        const time = new Date(when).getTime();
        if (Number.isNaN(time)) return "";
        const elapsed = now - time;
        if (elapsed < MINUTE_MS) return t("notifications.justNow");
        if (elapsed < HOUR_MS)
          return t("notifications.minutesAgo", { count: Math.floor(elapsed / MINUTE_MS) });
        if (elapsed < DAY_MS) return t("notifications.hoursAgo", { count: Math.floor(elapsed / HOUR_MS) });
        return format.day(new Date(time).toISOString());
      },
    };
  }, [t, format]);
}
