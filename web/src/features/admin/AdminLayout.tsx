import { useQuery } from "@apollo/client/react";
import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { PageLoading } from "../../app/PageLoading";
import { useT } from "../../i18n";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { BanNotice, useMyBan } from "../bans";
import { pendingEventCountQuery } from "./admin.graphql";
import { openReportCountQuery } from "./reports.graphql";
import "./admin.css";

/** The admin area's frame: its navigation (the pending count as a badge) beside the chosen screen. */
export function AdminLayout() {
  const t = useT("admin");
  useDocumentTitle(t("admin.title"));
  const ban = useMyBan();
  const count = useQuery(pendingEventCountQuery, { fetchPolicy: "cache-and-network" });
  const pending = count.data?.pendingEventCount ?? 0;
  const reportCount = useQuery(openReportCountQuery, { fetchPolicy: "cache-and-network" });
  const openReports = reportCount.data?.openReportCount ?? 0;
  return (
    <div className="admin">
      <h1 className="admin__title">{t("admin.title")}</h1>
      <nav className="admin-nav" aria-label={t("admin.nav.label")}>
        <NavLink end to="/forum/admin" className="admin-nav__link">
          {t("admin.nav.dashboard")}
        </NavLink>
        <NavLink to="/forum/admin/incidents" className="admin-nav__link">
          {t("admin.nav.incidents")}
          {pending > 0 && (
            <span className="admin-nav__badge" aria-label={t("admin.nav.pending", { count: pending })}>
              {pending}
            </span>
          )}
        </NavLink>
        <NavLink to="/forum/admin/reports" className="admin-nav__link">
          {t("admin.nav.reports")}
          {openReports > 0 && (
            <span className="admin-nav__badge" aria-label={t("admin.nav.open", { count: openReports })}>
              {openReports}
            </span>
          )}
        </NavLink>
        <NavLink to="/forum/admin/users" className="admin-nav__link">
          {t("admin.nav.users")}
        </NavLink>
        <NavLink to="/forum/admin/imports" className="admin-nav__link">
          {t("admin.nav.imports")}
        </NavLink>
        <NavLink to="/forum/admin/audit" className="admin-nav__link">
          {t("admin.nav.audit")}
        </NavLink>
        <NavLink to="/forum/admin/categories" className="admin-nav__link">
          {t("admin.nav.categories")}
        </NavLink>
        <NavLink to="/forum/admin/broadcast" className="admin-nav__link">
          {t("admin.nav.broadcast")}
        </NavLink>
      </nav>
      <div className="admin__content">
        {ban ? (
          <div role="alert">
            <p className="form-message form-message--error">{t("admin.banned")}</p>
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
