import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { formatDay, useFormat, useT } from "../../i18n";
import { reviewedEventsQuery } from "./admin.graphql";
import { IncidentHistory } from "./IncidentHistory";
import { ListSearch } from "./ListSearch";

type Status = "approved" | "rejected";

/** /forum/admin/incidents/reviewed: the approved or the rejected incidents, searchable by title. */
export function ReviewedIncidentsPage() {
  const t = useT("app", "admin");
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const status: Status = params.get("status") === "rejected" ? "rejected" : "approved";
  const query = params.get("q") ?? "";
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(reviewedEventsQuery, {
    variables: { status, query: query || null },
    fetchPolicy: "cache-and-network",
  });
  const show = (next: Status) => setParams(query ? { status: next, q: query } : { status: next });
  const connection = list.data?.reviewedEvents;
  return (
    <section aria-labelledby="reviewed-title">
      <div className="review-queue__head">
        <h2 id="reviewed-title">{t("admin.reviewed.title")}</h2>
        <Link to="/forum/admin/incidents">{t("admin.reviewed.pendingQueue")}</Link>
      </div>
      <div className="reviewed__tabs" role="group" aria-label={t("admin.reviewed.outcome")}>
        {(["approved", "rejected"] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button${s === status ? " button--primary" : ""}`}
            aria-pressed={s === status}
            onClick={() => show(s)}
          >
            {t(s === "approved" ? "admin.reviewed.approved" : "admin.reviewed.rejected")}
          </button>
        ))}
      </div>
      <ListSearch
        label={t("admin.reviewed.search")}
        query={query}
        onSearch={(q) => setParams(q ? { status, q } : { status })}
        total={connection?.totalCount}
        counted={(count) =>
          t(status === "approved" ? "admin.reviewed.countApproved" : "admin.reviewed.countRejected", {
            count,
          })
        }
        failed={!!list.error && !list.data}
      />
      <ul
        className="reviewed__list"
        aria-label={t(status === "approved" ? "admin.reviewed.approved" : "admin.reviewed.rejected")}
      >
        {connection?.edges.map(({ node }) => (
          <li key={node.id} className="reviewed__item">
            <a href={node.sourceUrl} target="_blank" rel="noopener noreferrer">
              {node.title}
            </a>{" "}
            <span className="reviewed__meta">
              {t(node.type === "russian" ? "app.type.russian" : "app.type.chinese")} · {formatDay(node.date)}
              {node.reviewedAt != null && (
                <>
                  {" · "}
                  {t(
                    node.reviewedBy
                      ? status === "approved"
                        ? "admin.reviewed.approvedBy"
                        : "admin.reviewed.rejectedBy"
                      : status === "approved"
                        ? "admin.reviewed.approvedAt"
                        : "admin.reviewed.rejectedAt",
                    {
                      when: format.instant(String(node.reviewedAt)),
                      username: node.reviewedBy?.username ?? "",
                    },
                  )}
                </>
              )}
            </span>
            {node.rejectionReason && (
              <p className="reviewed__reason">
                {t("admin.reviewed.reason", { reason: node.rejectionReason })}
              </p>
            )}
            <button
              type="button"
              className="link-button"
              aria-expanded={open === node.id}
              onClick={() => setOpen(open === node.id ? null : node.id)}
            >
              {t("admin.reviewed.history")}
            </button>
            {open === node.id && <IncidentHistory id={node.id} />}
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage && <p>{t("admin.reviewed.more")}</p>}
    </section>
  );
}
