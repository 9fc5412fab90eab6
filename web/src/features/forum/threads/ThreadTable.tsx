import { Link } from "react-router-dom";
import type { ForumThreadSummary } from "../data/forumModel";
import { threadLink } from "../data/liveForum";
import { RelativeTime } from "../shared/RelativeTime";
import { ThreadStatusIcons } from "./ThreadStatusIcons";

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
  if (threads.length === 0) return <p className="forum-empty">{emptyText}</p>;
  return (
    <table className="thread-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Topic</th>
          <th scope="col" className="thread-table__number">
            Replies
          </th>
          <th scope="col" className="thread-table__number">
            Views
          </th>
          <th scope="col">Last Update</th>
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
                    {thread.viewerUnreadCount.toLocaleString("en")} new
                  </span>
                )}
              </div>
              <div className="thread-table__meta">
                by {thread.author?.username ?? "Unknown"}
                {!hideCategory && (
                  <>
                    {" in "}
                    {thread.category ? (
                      <Link to={`/forum/category/${encodeURIComponent(thread.category.id)}`}>
                        {thread.category.name}
                      </Link>
                    ) : (
                      "Uncategorized"
                    )}
                  </>
                )}
              </div>
            </td>
            {/* data-label names each figure where phones show the row as a card without the header */}
            <td className="thread-table__number" data-label="Replies">
              {thread.replyCount.toLocaleString("en")}
            </td>
            <td className="thread-table__number" data-label="Views">
              {thread.views.toLocaleString("en")}
            </td>
            <td className="thread-table__time" data-label="Last update">
              <RelativeTime value={thread.lastReplyDate ?? thread.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
