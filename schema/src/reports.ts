import { messages } from "./messages.js";

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

const length = (text: string) => Array.from(text).length;

export const reportTextError = (text: string | null | undefined): string | undefined =>
  text && length(text.trim()) > REPORT_TEXT_MAX ? messages.reportTextTooLong : undefined;

export function validateCategory(input: { name?: string | null; description?: string | null }) {
  const name = input.name?.trim();
  return {
    name:
      input.name === undefined || input.name === null
        ? undefined
        : !name
          ? messages.categoryNameRequired
          : length(name) > CATEGORY_NAME_MAX
            ? messages.categoryNameTooLong
            : undefined,
    description:
      input.description && length(input.description.trim()) > CATEGORY_DESCRIPTION_MAX
        ? messages.categoryDescriptionTooLong
        : undefined,
  };
}
