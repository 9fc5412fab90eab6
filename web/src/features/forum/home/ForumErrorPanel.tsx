import { loadErrorText } from "../data/forumDataSource";

interface ForumErrorPanelProps {
  error: unknown;
  busy: boolean;
  onRetry(): void;
}

/** Spec §2: the forum could not load and there is nothing to show instead. */
export function ForumErrorPanel({ error, busy, onRetry }: ForumErrorPanelProps) {
  return (
    <section className="panel panel--error forum-error" role="alert" aria-labelledby="forum-error-title">
      <h2 id="forum-error-title">Unable to load forum data</h2>
      <p>{loadErrorText(error)}</p>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={onRetry} disabled={busy}>
          {busy ? "Retrying..." : "Try Again"}
        </button>
      </div>
    </section>
  );
}
