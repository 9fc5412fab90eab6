import { describeFailure, serverMessageOr } from "../../../lib/callFailure";
import type { Shown } from "../../../i18n";

export const FORUM_ACTION_FAILED = "That did not work. Please try again.";

/** A forum mutation's failure as the reader sees it: the server's message (locked, too fast…) when it sent one. */
export function forumErrorText(error: unknown, fallback: Shown = FORUM_ACTION_FAILED): Shown {
  return serverMessageOr(describeFailure(error), fallback);
}
