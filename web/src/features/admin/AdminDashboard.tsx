import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { T, useT, type MessageId } from "../../i18n";
import { adminDashboardQuery } from "./people.graphql";
import { openReportCountQuery } from "./reports.graphql";

interface CardProps {
  to: string;
  count: number | undefined;
  /** A plural message of {count}: its words without the figure, which the card shows large. */
  words: MessageId;
}

function DashboardCard({ to, count, words }: CardProps) {
  const t = useT("admin");
  return (
    <Link to={to} className="admin-card">
      <span className="admin-card__count">{count ?? "…"}</span>
      <span className="admin-card__label">{t(words, { count: count ?? 0 })}</span>
    </Link>
  );
}

/** /forum/admin: a card per queue and for the last week, each linking to where to act on it. */
export function AdminDashboard() {
  const t = useT("admin");
  const dashboard = useQuery(adminDashboardQuery, { fetchPolicy: "cache-and-network" });
  const counts = dashboard.data?.adminDashboard;
  const reports = useQuery(openReportCountQuery, { fetchPolicy: "cache-and-network" });
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title">{t("admin.nav.dashboard")}</h2>
      {dashboard.error && !counts && <p role="alert">{t("admin.dashboard.failed")}</p>}
      <div className="admin-cards">
        <DashboardCard
          to="/forum/admin/incidents"
          count={counts?.pendingIncidents}
          words="admin.dashboard.pendingIncidents"
        />
        <DashboardCard
          to="/forum/admin/reports"
          count={reports.data?.openReportCount}
          words="admin.dashboard.openReports"
        />
        <DashboardCard
          to="/forum/admin/users"
          count={counts?.activeBans}
          words="admin.dashboard.activeBans"
        />
        <DashboardCard
          to="/forum/admin/users"
          count={counts?.newMembers7d}
          words="admin.dashboard.newMembers"
        />
        <DashboardCard to="/forum" count={counts?.newPosts7d} words="admin.dashboard.newPosts" />
      </div>
      <p>
        <T ns="admin" id="admin.dashboard.audit" components={{ audit: <Link to="/forum/admin/audit" /> }} />
      </p>
    </section>
  );
}
