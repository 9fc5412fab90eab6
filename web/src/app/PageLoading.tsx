import "./notices.css";

/** Shown while a lazily loaded page downloads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
