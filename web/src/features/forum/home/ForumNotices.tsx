import { useOnlineStatus } from "../../../app/useOnlineStatus";

interface ForumNoticesProps {
  /** A refresh failed while data is shown. */
  stale: boolean;
  busy: boolean;
  onRefresh(): void;
}

/** Spec §2: the offline notice and the outdated-data warning of the forum home. */
export function ForumNotices({ stale, busy, onRefresh }: ForumNoticesProps) {
  const online = useOnlineStatus();
  return (
    <div className="forum-notices">
      <p className="forum-notice forum-notice--offline" role="status">
        {online ? null : "You are currently offline. Some data may be outdated."}
      </p>
      {stale && (
        <div className="forum-notice forum-notice--stale" role="alert">
          <span>Some data might be outdated.</span>
          <button type="button" className="button button--small" onClick={onRefresh} disabled={busy}>
            {busy ? "Refreshing..." : "Refresh"}
          </button>
        </div>
      )}
    </div>
  );
}
