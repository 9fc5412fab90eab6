import { Link } from "react-router-dom";
import { useT } from "../../i18n";

/** An admin path that names no screen. */
export function AdminNotFound() {
  const t = useT("app", "admin");
  return (
    <section aria-labelledby="admin-not-found-title">
      <h2 id="admin-not-found-title">{t("app.notFound.title")}</h2>
      <p>
        <Link to="/forum/admin">{t("admin.notFound.back")}</Link>
      </p>
    </section>
  );
}
