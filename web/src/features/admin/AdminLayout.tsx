import { useQuery } from "@apollo/client/react";
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { PageLoading } from "../../app/PageLoading";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { BanNotice, useMyBan } from "../bans";
import { pendingEventCountQuery } from "./admin.graphql";
import { openReportCountQuery } from "./reports.graphql";
import "./admin.css";

/** The admin area's frame: its navigation (the pending count as a badge) beside the chosen screen. */
export function AdminLayout() {
  useDocumentTitle("Admin Panel");
  const ban = useMyBan();
  const count = useQuery(pendingEventCountQuery, { fetchPolicy: "cache-and-network" });
  const pending = count.data?.pendingEventCount ?? 0;
  const reportCount = useQuery(openReportCountQuery, { fetchPolicy: "cache-and-network" });
  const openReports = reportCount.data?.openReportCount ?? 0;
  return (
    <div className="admin">
      <h1 className="admin__title">Admin Panel</h1>
      <nav className="admin-nav" aria-label="Admin">
        <NavLink end to="/forum/admin" className="admin-nav__link">
          Dashboard
        </NavLink>
        <NavLink to="/forum/admin/incidents" className="admin-nav__link">
          Incidents
          {pending > 0 && (
            <span className="admin-nav__badge" aria-label={`${pending} pending`}>
              {pending}
            </span>
          )}
        </NavLink>
        <NavLink to="/forum/admin/reports" className="admin-nav__link">
          Reports
          {openReports > 0 && (
            <span className="admin-nav__badge" aria-label={`${openReports} open`}>
              {openReports}
            </span>
          )}
        </NavLink>
        <NavLink to="/forum/admin/users" className="admin-nav__link">
          Users
        </NavLink>
        <NavLink to="/forum/admin/audit" className="admin-nav__link">
          Audit log
        </NavLink>
        <NavLink to="/forum/admin/categories" className="admin-nav__link">
          Categories
        </NavLink>
        <NavLink to="/forum/admin/broadcast" className="admin-nav__link">
          Broadcast
        </NavLink>
      </nav>
      <div className="admin__content">
        {ban ? (
          <div role="alert">
            <p className="form-message form-message--error">
              You have no access to the admin area while you are banned.
            </p>
            <BanNotice ban={ban} />
          </div>
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </div>
    </div>
  );
}
