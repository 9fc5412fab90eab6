import { Link } from "react-router-dom";
import type { ForumThreadSummary } from "../data/forumModel";
import { threadLink } from "../data/liveForum";
import { RelativeTime } from "../shared/RelativeTime";
import { ThreadStatusIcons } from "./ThreadStatusIcons";
import { T, useFormat, useT } from "../../../i18n";

interface ThreadTableProps {
  threads: ForumThreadSummary[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  emptyText: string;
  /** Hide the category beside each thread (on a category's own page). */
  hideCategory?: boolean;
}

/** Threads with the columns Topic, Replies, Views and Last Update (spec §2). */
export function ThreadTable({ threads, labelledBy, emptyText, hideCategory = false }: ThreadTableProps) {
  const t = useT("forum");
  const format = useFormat();
  if (threads.length === 0) return <p className="forum-empty">{emptyText}</p>;
  return (
    <table className="thread-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t("forum.table.topic")}</th>
          <th scope="col" className="thread-table__number">
            {t("forum.table.replies")}
          </th>
          <th scope="col" className="thread-table__number">
            {t("forum.table.views")}
          </th>
          <th scope="col">{t("forum.table.lastUpdate")}</th>
        </tr>
      </thead>
      <tbody>
        {threads.map((thread) => (
          <tr key={thread.id}>
            <td>
              <div className="thread-table__topic">
                <ThreadStatusIcons isPinned={thread.isPinned} isLocked={thread.isLocked} />
                <Link to={threadLink(thread)} className="thread-table__title">
                  {thread.title}
                </Link>
                {!!thread.viewerUnreadCount && (
                  <span className="thread-table__unread" data-testid="unread-marker">
                    {t("forum.table.unread", { count: thread.viewerUnreadCount })}
                  </span>
                )}
              </div>
              <div className="thread-table__meta">
                {hideCategory ? (
                  t("forum.table.by", { author: thread.author?.username ?? t("forum.table.unknown") })
                ) : (
                  <T
                    ns="forum"
                    id="forum.table.byIn"
                    values={{
                      author: thread.author?.username ?? t("forum.table.unknown"),
                      category: thread.category?.name ?? t("forum.table.uncategorized"),
                    }}
                    components={{
                      category: thread.category ? (
                        <Link to={`/forum/category/${encodeURIComponent(thread.category.id)}`} />
                      ) : (
                        <span />
                      ),
                    }}
                  />
                )}
              </div>
            </td>
            {/* data-label names each figure where phones show the row as a card without the header */}
            <td className="thread-table__number" data-label={t("forum.table.replies")}>
              {format.number(thread.replyCount)}
            </td>
            <td className="thread-table__number" data-label={t("forum.table.views")}>
              {format.number(thread.views)}
            </td>
            <td className="thread-table__time" data-label={t("forum.table.lastUpdateLabel")}>
              <RelativeTime value={thread.lastReplyDate ?? thread.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
