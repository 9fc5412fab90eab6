import { GENERIC_LOAD_ERROR, loadErrorText } from "../data/forumDataSource";
import { useT } from "../../../i18n";

interface ForumErrorPanelProps {
  error: unknown;
  busy: boolean;
  onRetry(): void;
}

/** Spec §2: the forum could not load and there is nothing to show instead. */
export function ForumErrorPanel({ error, busy, onRetry }: ForumErrorPanelProps) {
  const t = useT("forum");
  const text = loadErrorText(error);
  return (
    <section className="panel panel--error forum-error" role="alert" aria-labelledby="forum-error-title">
      <h2 id="forum-error-title">{t("forum.error.title")}</h2>
      <p>{text === GENERIC_LOAD_ERROR ? t("forum.error.generic") : text}</p>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={onRetry} disabled={busy}>
          {busy ? t("forum.error.retrying") : t("forum.error.tryAgain")}
        </button>
      </div>
    </section>
  );
}
