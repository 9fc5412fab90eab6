import { describeFailure, serverMessageOr } from "../../../lib/callFailure";

export const FORUM_ACTION_FAILED = "That did not work. Please try again.";

/** A forum mutation's failure as the reader sees it: the server's message (locked, too fast…) when it sent one. */
export function forumErrorText(error: unknown, fallback: string = FORUM_ACTION_FAILED): string {
  return serverMessageOr(describeFailure(error), fallback);
}
