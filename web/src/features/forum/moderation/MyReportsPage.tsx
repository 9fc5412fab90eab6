import { useQuery } from "@apollo/client/react";
import { REPORT_REASONS } from "@incident-watch/schema";
import { Link } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { formatDayMonthYear } from "../../../lib/dayMonthYear";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { forumErrorText } from "../data/forumErrors";
import { ForumToolbar } from "../shared/ForumToolbar";
import { myReportsQuery } from "./myReports.graphql";
import "../forum.css";

const STATES = { open: "Waiting for a moderator", resolved: "Resolved", dismissed: "Dismissed" } as const;
const PAGE_SIZE = 20;

/** /forum/reports: what the member reported, its state and the staff's answer. */
export function MyReportsPage() {
  useDocumentTitle("My reports");
  const { data, error, loading, fetchMore } = useQuery(myReportsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.myReports;

  let content;
  if (!page && loading) content = <PageLoading />;
  else if (!page)
    content = (
      <p className="forum-message" role="alert">
        {forumErrorText(error, "Your reports could not be loaded. Please try again.")}
      </p>
    );
  else if (page.nodes.length === 0)
    content = (
      <p className="forum-empty">
        You have not reported anything. Use Report on a post, a thread or a profile when something breaks the
        rules.
      </p>
    );
  else
    content = (
      <ol className="my-reports">
        {page.nodes.map((report) => (
          <li key={report.id} className="my-report" data-status={report.status}>
            <p className="my-report__target">
              You reported{" "}
              {report.targetPath ? (
                <Link to={report.targetPath}>{report.targetLabel}</Link>
              ) : (
                report.targetLabel
              )}{" "}
              on {formatDayMonthYear(report.createdAt)}: {REPORT_REASONS[report.reason]}
            </p>
            {report.text && <p className="my-report__text">“{report.text}”</p>}
            <p className="my-report__state">
              <strong>{STATES[report.status]}</strong>
              {report.handledAt && ` on ${formatDayMonthYear(report.handledAt)}`}
              {report.answer && <>. {report.answer}</>}
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <div className="forum">
      <ForumToolbar />
      <section className="forum-section" aria-labelledby="my-reports-title">
        <h1 id="my-reports-title" className="forum-page-title">
          My reports
        </h1>
        <p className="forum-lead">
          What you reported to the moderators and what they decided. Moderators' names and notes stay private.
        </p>
        {content}
        {page?.hasNextPage && (
          <div className="notifications-page__more">
            <button
              type="button"
              className="button"
              disabled={loading}
              onClick={() =>
                void fetchMore({
                  variables: { first: PAGE_SIZE, after: page.endCursor },
                  updateQuery: (shown, { fetchMoreResult }) => ({
                    myReports: {
                      ...fetchMoreResult.myReports,
                      nodes: [...shown.myReports.nodes, ...fetchMoreResult.myReports.nodes],
                    },
                  }),
                })
              }
            >
              Load more
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
