import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { formatEventDate, typeName } from "../../lib/eventFormat";
import { reviewedEventsQuery } from "./admin.graphql";
import { IncidentHistory } from "./IncidentHistory";
import { formatInstant } from "./IncidentReviewCard";
import { ListSearch } from "./ListSearch";

type Status = "approved" | "rejected";

/** /forum/admin/incidents/reviewed: the approved or the rejected incidents, searchable by title. */
export function ReviewedIncidentsPage() {
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
        <h2 id="reviewed-title">Reviewed incidents</h2>
        <Link to="/forum/admin/incidents">Pending queue</Link>
      </div>
      <div className="reviewed__tabs" role="group" aria-label="Outcome">
        {(["approved", "rejected"] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button${s === status ? " button--primary" : ""}`}
            aria-pressed={s === status}
            onClick={() => show(s)}
          >
            {s === "approved" ? "Approved" : "Rejected"}
          </button>
        ))}
      </div>
      <ListSearch
        label="Search titles"
        query={query}
        onSearch={(q) => setParams(q ? { status, q } : { status })}
        total={connection?.totalCount}
        noun={`${status} incident`}
        failed={!!list.error && !list.data}
      />
      <ul className="reviewed__list" aria-label={status === "approved" ? "Approved" : "Rejected"}>
        {connection?.edges.map(({ node }) => (
          <li key={node.id} className="reviewed__item">
            <a href={node.sourceUrl} target="_blank" rel="noopener noreferrer">
              {node.title}
            </a>{" "}
            <span className="reviewed__meta">
              {typeName(node.type)} · {formatEventDate(node.date)}
              {node.reviewedAt != null && (
                <>
                  {" "}
                  · {status} {formatInstant(node.reviewedAt)}
                  {node.reviewedBy ? ` by ${node.reviewedBy.username}` : ""}
                </>
              )}
            </span>
            {node.rejectionReason && <p className="reviewed__reason">Reason: {node.rejectionReason}</p>}
            <button
              type="button"
              className="link-button"
              aria-expanded={open === node.id}
              onClick={() => setOpen(open === node.id ? null : node.id)}
            >
              History
            </button>
            {open === node.id && <IncidentHistory id={node.id} />}
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage && <p>The 50 most recent are shown; search to narrow the list.</p>}
    </section>
  );
}
