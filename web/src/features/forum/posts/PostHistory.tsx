import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { isStaffRole } from "@incident-watch/schema";
import { DiffView } from "../../../components/DiffView";
import type { PostRevisionsQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { useAuth } from "../../auth";
import { useForumErrorText } from "../data/useForumErrorText";
import { RelativeTime } from "../shared/RelativeTime";
import {
  deletePostRevisionMutation,
  hidePostRevisionMutation,
  postRevisionsQuery,
  redactPostRevisionMutation,
} from "./history.graphql";

type Revision = PostRevisionsQuery["postRevisions"][number];
type View = "inline" | "side" | "rendered";
type Action = "delete" | "hide" | "redact";

/** What a revision shows: its diff, or its text as it was shown (rendered and sanitised by the server). */
function RevisionBody({ revision, view }: { revision: Revision; view: View }) {
  const t = useT("thread");
  if (revision.isHidden && !revision.diff && !revision.html)
    return <p className="diff__note">{t("thread.history.hidden")}</p>;
  if (revision.isRedacted) return <p className="diff__note">{t("thread.history.redacted")}</p>;
  if (view === "rendered")
    return revision.html ? (
      <div
        className="post__content post-history__rendered"
        dangerouslySetInnerHTML={{ __html: revision.html }}
      />
    ) : null;
  return revision.diff ? (
    <DiffView diff={revision.diff} view={view} />
  ) : (
    <p className="diff__note">{t("thread.history.nextHidden")}</p>
  );
}

function RevisionItem(props: {
  revision: Revision;
  view: View;
  staff: boolean;
  busy: boolean;
  onAction(action: Action, id: string): void;
}) {
  const { revision, staff, busy, onAction } = props;
  const t = useT("thread");
  const button = (action: Action, label: string) => (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={busy}
      onClick={() => onAction(action, revision.id)}
    >
      {label}
    </button>
  );
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
      <RevisionBody revision={revision} view={props.view} />
      <p className="post-history__actions">
        {revision.viewerCanDelete && button("delete", t("thread.history.delete"))}
        {staff && !revision.isHidden && !revision.isRedacted && button("hide", t("thread.history.hide"))}
        {staff && !revision.isRedacted && button("redact", t("thread.history.redact"))}
      </p>
    </li>
  );
}

/** A post's edit history, opened from its "edited" mark: each change inline, side by side or as posted. */
export function PostHistory({ postId, onClose }: { postId: string; onClose(): void }) {
  const t = useT("app", "thread");
  const errorText = useForumErrorText();
  const { user } = useAuth();
  const staff = isStaffRole(user?.role);
  const [view, setView] = useState<View>("inline");
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, loading, refetch } = useQuery(postRevisionsQuery, {
    variables: { postId, rendered: view === "rendered" },
    fetchPolicy: "network-only",
  });
  const [remove, removing] = useMutation(deletePostRevisionMutation);
  const [hide, hiding] = useMutation(hidePostRevisionMutation);
  const [redact, redacting] = useMutation(redactPostRevisionMutation);
  const act = async (action: Action, id: string) => {
    setFailure(null);
    const why = reason.trim() || null;
    try {
      if (action === "delete") await remove({ variables: { id } });
      else if (action === "hide") await hide({ variables: { id, reason: why } });
      else await redact({ variables: { id, reason: why } });
      await refetch();
    } catch (caught) {
      setFailure(errorText(caught));
    }
  };
  const revisions = data?.postRevisions ?? [];
  const viewButton = (value: View, label: string) => (
    <button
      type="button"
      className="button button--small"
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {label}
    </button>
  );
  return (
    <section className="post-history" aria-label={t("thread.history.title")}>
      <header className="post-history__header">
        <h3>{t("thread.history.title")}</h3>
        <div role="group" aria-label={t("thread.history.view")}>
          {viewButton("inline", t("thread.history.inline"))}
          {viewButton("side", t("thread.history.side"))}
          {viewButton("rendered", t("thread.history.asPosted"))}
        </div>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t("app.close")}
        </button>
      </header>
      {staff && revisions.length > 0 && (
        <label className="post-history__reason">
          {t("thread.mod.reason")}{" "}
          <input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </label>
      )}
      {loading && <p>{t("app.loading")}</p>}
      {error && <p role="alert">{errorText(error)}</p>}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {!loading && !error && revisions.length === 0 && (
        <p className="diff__note">{t("thread.history.none")}</p>
      )}
      <ol className="post-history__list">
        {revisions.map((revision) => (
          <RevisionItem
            key={revision.id}
            revision={revision}
            view={view}
            staff={staff}
            busy={removing.loading || hiding.loading || redacting.loading}
            onAction={(action, id) => void act(action, id)}
          />
        ))}
      </ol>
    </section>
  );
}
