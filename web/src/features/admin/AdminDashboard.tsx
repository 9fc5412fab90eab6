import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { adminDashboardQuery } from "./people.graphql";

interface CardProps {
  to: string;
  count: number | undefined;
  one: string;
  many: string;
}

function DashboardCard({ to, count, one, many }: CardProps) {
  return (
    <Link to={to} className="admin-card">
      <span className="admin-card__count">{count ?? "…"}</span>
      <span className="admin-card__label">{count === 1 ? one : many}</span>
    </Link>
  );
}

/** /forum/admin: a card per queue and for the last week, each linking to where to act on it. */
export function AdminDashboard() {
  const dashboard = useQuery(adminDashboardQuery, { fetchPolicy: "cache-and-network" });
  const counts = dashboard.data?.adminDashboard;
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title">Dashboard</h2>
      {dashboard.error && !counts && <p role="alert">The counts could not be loaded.</p>}
      <div className="admin-cards">
        <DashboardCard
          to="/forum/admin/incidents"
          count={counts?.pendingIncidents}
          one="incident waits for review"
          many="incidents wait for review"
        />
        <DashboardCard
          to="/forum/admin/users"
          count={counts?.activeBans}
          one="member is banned"
          many="members are banned"
        />
        <DashboardCard
          to="/forum/admin/users"
          count={counts?.newMembers7d}
          one="new member in the last 7 days"
          many="new members in the last 7 days"
        />
        <DashboardCard
          to="/forum"
          count={counts?.newPosts7d}
          one="post in the last 7 days"
          many="posts in the last 7 days"
        />
      </div>
      <p>
        <Link to="/forum/admin/audit">Audit log</Link>: every staff action.
      </p>
    </section>
  );
}
