import { useT } from "../i18n";
import "./notices.css";

/** Shown while a lazily loaded page downloads. */
export function PageLoading() {
  const t = useT("app");
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      {t("app.loading")}
    </div>
  );
}
