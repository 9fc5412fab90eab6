import type { ReportReasonName } from "@incident-watch/schema";
import type { MessageId } from "../../../i18n";

/** The five reasons to report (schema's REPORT_REASONS), in the page's language. */
export const REASON_LABELS: Record<ReportReasonName, MessageId> = {
  spam: "thread.reason.spam",
  abuse: "thread.reason.abuse",
  misinformation: "thread.reason.misinformation",
  illegal: "thread.reason.illegal",
  other: "thread.reason.other",
};
