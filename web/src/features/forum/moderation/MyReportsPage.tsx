import { useQuery } from "@apollo/client/react";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { useForumErrorText } from "../data/useForumErrorText";
import { ForumToolbar } from "../shared/ForumToolbar";
import { myReportsQuery } from "./myReports.graphql";
import { REASON_LABELS } from "./reasonLabels";
import "../forum.css";
import { formatDay, useT, type MessageId } from "../../../i18n";

const STATES = {
  open: "thread.myReports.open",
  resolved: "thread.myReports.resolved",
  dismissed: "thread.myReports.dismissed",
} as const satisfies Record<string, MessageId>;

/** Where what was reported goes in the sentence: its label (a thread's title) never passes through a message. */
const TARGET = "\u0000target\u0000";
const PAGE_SIZE = 20;

/** /forum/reports: what the member reported, its state and the staff's answer. */
export function MyReportsPage() {
  const t = useT("thread");
  const errorText = useForumErrorText();
  useDocumentTitle(t("thread.myReports.title"));
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
        {errorText(error, t("thread.myReports.loadFailed"))}
      </p>
    );
  else if (page.nodes.length === 0) content = <p className="forum-empty">{t("thread.myReports.none")}</p>;
  else
    content = (
      <ol className="my-reports">
        {page.nodes.map((report) => (
          <li key={report.id} className="my-report" data-status={report.status}>
            <p className="my-report__target">
              {t("thread.myReports.reported", {
                target: TARGET,
                date: formatDay(report.createdAt),
                reason: t(REASON_LABELS[report.reason]),
              })
                .split(TARGET)
                .map((part, index) =>
                  index === 0 ? (
                    part
                  ) : (
                    <Fragment key={index}>
                      {report.targetPath ? (
                        <Link to={report.targetPath}>{report.targetLabel}</Link>
                      ) : (
                        report.targetLabel
                      )}
                      {part}
                    </Fragment>
                  ),
                )}
            </p>
            {report.text && <p className="my-report__text">“{report.text}”</p>}
            <p className="my-report__state">
              <strong>{t(STATES[report.status])}</strong>
              {report.handledAt && ` ${t("thread.myReports.on", { date: formatDay(report.handledAt) })}`}
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
          {t("thread.myReports.title")}
        </h1>
        <p className="forum-lead">{t("thread.myReports.lead")}</p>
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
              {t("thread.myReports.loadMore")}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
