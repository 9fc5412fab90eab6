import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { pendingEventCountQuery } from "./admin.graphql";

/** /forum/admin: a card per queue, each with how much waits in it. */
export function AdminDashboard() {
  const count = useQuery(pendingEventCountQuery, { fetchPolicy: "cache-and-network" });
  const pending = count.data?.pendingEventCount;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title">Dashboard</h2>
      <div className="admin-cards">
        <Link to="/forum/admin/incidents" className="admin-card">
          <span className="admin-card__count">{pending ?? "…"}</span>
          <span className="admin-card__label">
            {pending === 1 ? "incident waits for review" : "incidents wait for review"}
          </span>
        </Link>
      </div>
    </section>
  );
}
