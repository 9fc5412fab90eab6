import { useOnlineStatus } from "../../../app/useOnlineStatus";
import { useT } from "../../../i18n";

interface ForumNoticesProps {
  /** A refresh failed while data is shown. */
  stale: boolean;
  busy: boolean;
  onRefresh(): void;
}

/** Spec §2: the offline notice and the outdated-data warning of the forum home. */
export function ForumNotices({ stale, busy, onRefresh }: ForumNoticesProps) {
  const t = useT("forum");
  const online = useOnlineStatus();
  return (
    <div className="forum-notices">
      <p className="forum-notice forum-notice--offline" role="status">
        {online ? null : t("forum.offline")}
      </p>
      {stale && (
        <div className="forum-notice forum-notice--stale" role="alert">
          <span>{t("forum.stale")}</span>
          <button type="button" className="button button--small" onClick={onRefresh} disabled={busy}>
            {busy ? t("forum.refreshing") : t("forum.refresh")}
          </button>
        </div>
      )}
    </div>
  );
}
