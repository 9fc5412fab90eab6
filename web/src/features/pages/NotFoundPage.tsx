import { Link } from "react-router-dom";
import { useT } from "../../i18n";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

export function NotFoundPage() {
  const t = useT("app");
  useDocumentTitle(t("app.notFound.title"));
  return (
    <section className="panel not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t("app.notFound.title")}</h1>
      <p>{t("app.notFound.body")}</p>
      <div className="panel__actions">
        <Link className="button button--primary" to="/">
          {t("app.notFound.home")}
        </Link>
      </div>
    </section>
  );
}
