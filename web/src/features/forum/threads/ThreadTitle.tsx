import { useMutation } from "@apollo/client/react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { THREAD_TITLE_MAX } from "@incident-watch/schema";
import { useT } from "../../../i18n";
import { useForumErrorText } from "../data/useForumErrorText";
import { ThreadStatusIcons } from "./ThreadStatusIcons";
import { editThreadTitleMutation } from "./titleHistory.graphql";

// the earlier titles come when asked for, as a post's history does
const TitleHistory = lazy(() => import("./TitleHistory").then((m) => ({ default: m.TitleHistory })));

interface TitleThread {
  id: string;
  title: string;
  titleEditedAt?: string | null;
  isPinned: boolean;
  isLocked: boolean;
}

/**
 * The thread's title with its "edited" mark (opening its earlier titles) and, for the opening post's
 * author while the thread is open and for staff, a form to change it.
 */
export function ThreadTitle({ thread, canEdit }: { thread: TitleThread; canEdit: boolean }) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const [history, setHistory] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(editThreadTitleMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { id: thread.id, title: draft ?? "" } });
      setDraft(null);
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  return (
    <>
      <h1 className="forum-page-title thread__title">
        <ThreadStatusIcons isPinned={thread.isPinned} isLocked={thread.isLocked} /> {thread.title}
        {thread.titleEditedAt && (
          <>
            {" "}
            <button
              type="button"
              className="post__edited"
              aria-expanded={history}
              onClick={() => setHistory((open) => !open)}
            >
              {t("thread.titleHistory.edited")}
            </button>
          </>
        )}
      </h1>
      {canEdit && draft === null && (
        <p className="thread__title-edit">
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setDraft(thread.title)}
          >
            {t("thread.titleEdit.edit")}
          </button>
        </p>
      )}
      {draft !== null && (
        <form className="thread__title-form" onSubmit={(event) => void submit(event)}>
          <label>
            {t("thread.titleEdit.label")}{" "}
            <input
              value={draft}
              maxLength={THREAD_TITLE_MAX}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>{" "}
          <button type="submit" className="button button--small" disabled={loading}>
            {t("thread.titleEdit.save")}
          </button>{" "}
          <button type="button" className="button button--small button--ghost" onClick={() => setDraft(null)}>
            {t("thread.cancel")}
          </button>
          {failure && (
            <span className="field__error" role="alert">
              {failure}
            </span>
          )}
        </form>
      )}
      {history && (
        <Suspense fallback={null}>
          <TitleHistory threadId={thread.id} />
        </Suspense>
      )}
    </>
  );
}
