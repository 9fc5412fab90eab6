import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section className="panel not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has been moved.</p>
      <div className="panel__actions">
        <Link className="button button--primary" to="/">
          Return Home
        </Link>
      </div>
    </section>
  );
}
