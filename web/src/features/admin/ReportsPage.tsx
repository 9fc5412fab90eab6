import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import type { ReportStatus } from "../../gql/graphql";
import { useT, type MessageId } from "../../i18n";
import { appendPage } from "./appendPage";
import { reportGroupsQuery } from "./reports.graphql";
import { ReportGroupCard } from "./ReportGroupCard";

const STATUSES: Array<[ReportStatus, MessageId]> = [
  ["open", "admin.reports.open"],
  ["resolved", "admin.reports.resolved"],
  ["dismissed", "admin.reports.dismissed"],
];

const NONE: Record<ReportStatus, MessageId> = {
  open: "admin.reports.noneOpen",
  resolved: "admin.reports.noneResolved",
  dismissed: "admin.reports.noneDismissed",
};

/** /forum/admin/reports: open reports grouped by what they are about; resolved and dismissed ones kept. */
export function ReportsPage() {
  const t = useT("admin");
  const [params, setParams] = useSearchParams();
  const status: ReportStatus =
    params.get("status") === "resolved"
      ? "resolved"
      : params.get("status") === "dismissed"
        ? "dismissed"
        : "open";
  const list = useQuery(reportGroupsQuery, {
    variables: { status },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const connection = list.data?.reportGroups;
  const loadMore = () =>
    void list.fetchMore({
      variables: { after: connection?.pageInfo.endCursor },
      updateQuery: appendPage("reportGroups", "nodes"),
    });

  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">{t("admin.nav.reports")}</h2>
      <div className="reviewed__tabs" role="group" aria-label={t("admin.reports.statusLabel")}>
        {STATUSES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`button${value === status ? " button--primary" : ""}`}
            aria-pressed={value === status}
            onClick={() => setParams(value === "open" ? {} : { status: value })}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {list.error && !connection && (
        <p className="form-message form-message--error" role="alert">
          {t("admin.reports.failed")}
        </p>
      )}
      {!connection && list.loading && <p>{t("admin.reports.loading")}</p>}
      {connection && connection.nodes.length === 0 && <p className="forum-empty">{t(NONE[status])}</p>}
      {connection && (
        <ul className="report-groups">
          {connection.nodes.map((group) => (
            <li key={group.id}>
              <ReportGroupCard group={group} onDecided={() => void list.refetch()} />
            </li>
          ))}
        </ul>
      )}
      {connection?.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={loadMore} disabled={list.loading}>
          {t("admin.showMore")}
        </button>
      )}
    </section>
  );
}
