import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import type { ReportStatus } from "../../gql/graphql";
import { appendPage } from "./appendPage";
import { reportGroupsQuery } from "./reports.graphql";
import { ReportGroupCard } from "./ReportGroupCard";

const STATUSES: Array<[ReportStatus, string]> = [
  ["open", "Open"],
  ["resolved", "Resolved"],
  ["dismissed", "Dismissed"],
];

/** /forum/admin/reports: open reports grouped by what they are about; resolved and dismissed ones kept. */
export function ReportsPage() {
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
      <h2 id="reports-title">Reports</h2>
      <div className="reviewed__tabs" role="group" aria-label="Report status">
        {STATUSES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`button${value === status ? " button--primary" : ""}`}
            aria-pressed={value === status}
            onClick={() => setParams(value === "open" ? {} : { status: value })}
          >
            {label}
          </button>
        ))}
      </div>
      {list.error && !connection && (
        <p className="form-message form-message--error" role="alert">
          The reports could not be loaded. Please try again.
        </p>
      )}
      {!connection && list.loading && <p>Loading…</p>}
      {connection && connection.nodes.length === 0 && (
        <p className="forum-empty">
          {status === "open" ? "No open reports. All clear." : `No ${status} reports.`}
        </p>
      )}
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
          Show more
        </button>
      )}
    </section>
  );
}
