import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { DiffView } from "../../../components/DiffView";
import type { PostRevisionsQuery } from "../../../gql/graphql";
import { forumErrorText } from "../data/forumErrors";
import { RelativeTime } from "../shared/RelativeTime";
import { postRevisionsQuery } from "./history.graphql";

type Revision = PostRevisionsQuery["postRevisions"][number];

function RevisionItem({ revision, view }: { revision: Revision; view: "inline" | "side" }) {
  return (
    <li className="post-history__revision">
      <p className="post-history__meta">
        Edited <RelativeTime value={revision.createdAt} />
        {revision.editor && ` by ${revision.editor.username}`}
        {revision.reason && ` — ${revision.reason}`}
      </p>
      {revision.isHidden && !revision.diff ? (
        <p className="diff__note">This revision was hidden by a moderator.</p>
      ) : revision.isRedacted ? (
        <p className="diff__note">This revision was redacted by a moderator.</p>
      ) : revision.diff ? (
        <DiffView diff={revision.diff} view={view} />
      ) : (
        <p className="diff__note">The next revision was hidden, so this one is not compared.</p>
      )}
    </li>
  );
}

/** A post's edit history, opened from its "edited" mark: each change inline or side by side. */
export function PostHistory({ postId, onClose }: { postId: string; onClose(): void }) {
  const [view, setView] = useState<"inline" | "side">("inline");
  const { data, error, loading } = useQuery(postRevisionsQuery, {
    variables: { postId },
    fetchPolicy: "network-only",
  });
  const revisions = data?.postRevisions ?? [];
  return (
    <section className="post-history" aria-label="Edit history">
      <header className="post-history__header">
        <h3>Edit history</h3>
        <div role="group" aria-label="Diff view">
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === "inline"}
            onClick={() => setView("inline")}
          >
            Inline
          </button>
          <button
            type="button"
            className="button button--small"
            aria-pressed={view === "side"}
            onClick={() => setView("side")}
          >
            Side by side
          </button>
        </div>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          Close
        </button>
      </header>
      {loading && <p>Loading…</p>}
      {error && <p role="alert">{forumErrorText(error)}</p>}
      {!loading && !error && revisions.length === 0 && (
        <p className="diff__note">
          Only corrected in the first minutes after posting; no earlier text is kept.
        </p>
      )}
      <ol className="post-history__list">
        {revisions.map((revision) => (
          <RevisionItem key={revision.id} revision={revision} view={view} />
        ))}
      </ol>
    </section>
  );
}
