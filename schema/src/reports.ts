import { characterCount, codePointsOver } from "./characters.js";
import { hasVisibleText } from "./characters.js";

/**
 * What reports and moderation answer. Kept apart from `messages` so pages that never show them (every
 * page's first load carries `messages`) do not download them.
 */
export const reportMessages = {
  reportTextTooLong: "The details must be at most 1000 characters",
  reportOwnPost: "You cannot report your own post.",
  reportOwnThread: "You cannot report your own thread.",
  reportSelf: "You cannot report yourself.",
  reportAlreadyOpen: "You have already reported this. The moderators will look at it.",
  reportsPerDay: "You can send 10 reports a day. Please try again tomorrow.",
  reportTargetNotFound: "What you are reporting does not exist.",
  noOpenReports: "There are no open reports about this.",
  reportActionInvalid: "This action does not fit what was reported.",
  noteTooLong: "The note must be at most 1000 characters",
  reasonTooLong: "The reason must be at most 1000 characters",
  reportsFirstOutOfRange: "first must be between 1 and 50",
  categoryNameRequired: "Name is required",
  categoryNameTooLong: "Name must be at most 100 characters",
  categoryDescriptionTooLong: "Description must be at most 500 characters",
  categoryHasThreads: "This category still has threads: choose a category to move them to.",
  categoryMoveToSelf: "Choose another category to move the threads to.",
  categoryOrderInvalid: "The order must list every category exactly once.",
  threadDeletedRestoreFirst: "This thread was deleted. Restore it first.",
  threadDeletedNoReplies: "This thread was deleted. Restore it before replying.",
  threadAlreadyInCategory: "The thread is already in this category.",
} as const;

/** Why a member reports something, with the label the report dialog and the reports screen show. */
export const REPORT_REASONS = {
  spam: "Spam",
  abuse: "Abuse or harassment",
  misinformation: "Misinformation",
  illegal: "Illegal content",
  other: "Other",
} as const;
export type ReportReasonName = keyof typeof REPORT_REASONS;

/** What can be reported. */
export const REPORT_TARGETS = ["post", "thread", "user"] as const;
export type ReportTargetName = (typeof REPORT_TARGETS)[number];

export const REPORT_TEXT_MAX = 1000;
/** Reports one member may send in 24 hours. */
export const REPORTS_PER_DAY = 10;
/** A staff note on a decision, and the reason given for a moderation action. */
export const MODERATION_NOTE_MAX = 1000;

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const reportTextError = (text: string | null | undefined): string | undefined =>
  text && codePointsOver(text.trim(), REPORT_TEXT_MAX) ? reportMessages.reportTextTooLong : undefined;

export function validateCategory(input: { name?: string | null; description?: string | null }) {
  const name = input.name?.trim();
  return {
    name:
      input.name === undefined || input.name === null
        ? undefined
        : !hasVisibleText(name)
          ? reportMessages.categoryNameRequired
          : characterCount(name) > CATEGORY_NAME_MAX
            ? reportMessages.categoryNameTooLong
            : undefined,
    description:
      input.description && characterCount(input.description.trim()) > CATEGORY_DESCRIPTION_MAX
        ? reportMessages.categoryDescriptionTooLong
        : undefined,
  };
}
