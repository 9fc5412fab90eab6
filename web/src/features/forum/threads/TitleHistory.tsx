import { useQuery } from "@apollo/client/react";
import { DiffView } from "../../../components/DiffView";
import { T, useT } from "../../../i18n";
import { useForumErrorText } from "../data/useForumErrorText";
import { RelativeTime } from "../shared/RelativeTime";
import { threadTitleRevisionsQuery } from "./titleHistory.graphql";

/** The thread's earlier titles, each compared with the one that replaced it. */
export function TitleHistory({ threadId }: { threadId: string }) {
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
