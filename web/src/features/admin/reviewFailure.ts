import { messages } from "@incident-watch/schema";
import { englishText, type Shown, type Translate } from "../../i18n";
import { describeFailure } from "../../lib/callFailure";

/**
 * A review action's failure in the server's words (each field's message when it named fields), else in
 * the page's language. The server's and schema's texts reach the page's language where they are shown
 * (FormMessage, or useMessageText).
 */
export function reviewFailure(error: unknown, t: Translate): Shown {
  const failure = describeFailure(error);
  if (failure.kind === "offline") return messages.offline;
  const fields = failure.fields && Object.values(failure.fields);
  if (fields?.length === 1) return fields[0]!;
  if (fields && fields.length > 1) return fields.map(englishText).join(" ");
  return failure.message && failure.code !== "INTERNAL_SERVER_ERROR"
    ? failure.message
    : t("admin.actionFailed");
}
