import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { DiffView } from "../../../components/DiffView";
import type { PostRevisionsQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { useForumErrorText } from "../data/useForumErrorText";
import { RelativeTime } from "../shared/RelativeTime";
import { postRevisionsQuery } from "./history.graphql";

type Revision = PostRevisionsQuery["postRevisions"][number];

function RevisionItem({ revision, view }: { revision: Revision; view: "inline" | "side" }) {
  const t = useT("thread");
  return (
    <li className="post-history__revision">
      <p className="post-history__meta">
        {revision.editor ? (
          <T
            ns="thread"
            id="thread.history.editedBy"
            values={{ editor: revision.editor.username }}
            components={{ time: <RelativeTime value={revision.createdAt} /> }}
          />
        ) : (
          <T
            ns="thread"
            id="thread.history.edited"
            components={{ time: <RelativeTime value={revision.createdAt} /> }}
          />
        )}
        {revision.reason && ` — ${revision.reason}`}
      </p>
      {revision.isHidden && !revision.diff ? (
        <p className="diff__note">{t("thread.history.hidden")}</p>
      ) : revision.isRedacted ? (
        <p className="diff__note">{t("thread.history.redacted")}</p>
      ) : revision.diff ? (
        <DiffView diff={revision.diff} view={view} />
      ) : (
        <p className="diff__note">{t("thread.history.nextHidden")}</p>
      )}
    </li>
  );
}

/** A post's edit history, opened from its "edited" mark: each change inline or side by side. */
export function PostHistory({ postId, onClose }: { postId: string; onClose(): void }) {
  const t = useT("app", "thread");
  const errorText = useForumErrorText();
  const [view, setView] = useState<"inline" | "side">("inline");
  const { data, error, loading } = useQuery(postRevisionsQuery, {
    variables: { postId },
    fetchPolicy: "network-only",
  });
  const revisions = data?.postRevisions ?? [];
  return (
    <section className="post-history" aria-label={t("thread.history.title")}>
      <header className="post-history__header">
        <h3>{t("thread.history.title")}</h3>
        <div role="group" aria-label={t("thread.history.view")}>
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === "inline"}
            onClick={() => setView("inline")}
          >
            {t("thread.history.inline")}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === "side"}
            onClick={() => setView("side")}
          >
            {t("thread.history.side")}
          </button>
        </div>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t("app.close")}
        </button>
      </header>
      {loading && <p>{t("app.loading")}</p>}
      {error && <p role="alert">{errorText(error)}</p>}
      {!loading && !error && revisions.length === 0 && (
        <p className="diff__note">{t("thread.history.none")}</p>
      )}
      <ol className="post-history__list">
        {revisions.map((revision) => (
          <RevisionItem key={revision.id} revision={revision} view={view} />
        ))}
      </ol>
    </section>
  );
}
