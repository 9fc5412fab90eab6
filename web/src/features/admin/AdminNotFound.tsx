import { Link } from "react-router-dom";

/** An admin path that names no screen. */
export function AdminNotFound() {
  return (
    <section aria-labelledby="admin-not-found-title">
      <h2 id="admin-not-found-title">Page not found</h2>
      <p>
        <Link to="/forum/admin">Back to the dashboard</Link>
      </p>
    </section>
  );
}
