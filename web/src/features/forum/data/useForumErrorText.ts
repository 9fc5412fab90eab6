import { useCallback } from "react";
import { useMessageText, useT } from "../../../i18n";
import { FORUM_ACTION_FAILED, forumErrorText } from "./forumErrors";

/** forumErrorText in the page's language: the shared rules' texts worded there, the fallback too. */
export function useForumErrorText(): (error: unknown, fallback?: string) => string {
  const t = useT("thread");
  const messageText = useMessageText();
  return useCallback(
    (error, fallback) => {
      const text = forumErrorText(error, fallback);
      return text === FORUM_ACTION_FAILED ? t("thread.actionFailed") : messageText(text);
    },
    [t, messageText],
  );
}
