import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { THREAD_TITLE_MAX } from "@incident-watch/schema";
import { DiffView } from "../../../components/DiffView";
import { T, useT } from "../../../i18n";
import { useForumErrorText } from "../data/useForumErrorText";
import { RelativeTime } from "../shared/RelativeTime";
import { ThreadStatusIcons } from "./ThreadStatusIcons";
import { editThreadTitleMutation, threadTitleRevisionsQuery } from "./titleHistory.graphql";

interface TitleThread {
  id: string;
  title: string;
  titleEditedAt?: string | null;
  isPinned: boolean;
  isLocked: boolean;
}

/** The thread's earlier titles, each compared with the one that replaced it. */
function TitleHistory({ threadId }: { threadId: string }) {
  const t = useT("app", "thread");
  const errorText = useForumErrorText();
  const { data, error, loading } = useQuery(threadTitleRevisionsQuery, {
    variables: { threadId },
    fetchPolicy: "network-only",
  });
  const revisions = data?.threadTitleRevisions ?? [];
  return (
    <section className="post-history" aria-label={t("thread.titleHistory.title")}>
      <h2 className="post-history__header">{t("thread.titleHistory.title")}</h2>
      {loading && <p>{t("app.loading")}</p>}
      {error && <p role="alert">{errorText(error)}</p>}
      {!loading && !error && revisions.length === 0 && (
        <p className="diff__note">{t("thread.titleHistory.none")}</p>
      )}
      <ol className="post-history__list">
        {revisions.map((revision) => (
          <li key={revision.id} className="post-history__revision">
            <p className="post-history__meta">
              <T
                ns="thread"
                id={revision.editor ? "thread.history.editedBy" : "thread.history.edited"}
                values={{ editor: revision.editor?.username ?? "" }}
                components={{ time: <RelativeTime value={revision.createdAt} /> }}
              />
              {revision.reason && ` — ${revision.reason}`}
            </p>
            {revision.isRedacted ? (
              <p className="diff__note">{t("thread.history.redacted")}</p>
            ) : revision.isHidden && !revision.diff ? (
              <p className="diff__note">{t("thread.history.hidden")}</p>
            ) : revision.diff ? (
              <DiffView diff={revision.diff} view="inline" />
            ) : (
              <p className="diff__note">{t("thread.history.nextHidden")}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
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
      {history && <TitleHistory threadId={thread.id} />}
    </>
  );
}
