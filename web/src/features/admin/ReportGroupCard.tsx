import { useMutation, useQuery } from "@apollo/client/react";
import { REPORT_REASONS, MODERATION_NOTE_MAX, type BanDurationName } from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { DiffView } from "../../components/DiffView";
import { FormMessage } from "../../components/FormMessage";
import type { ReportAction, ReportGroupFieldsFragment } from "../../gql/graphql";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { BanFields } from "./BanFields";
import { formatInstant } from "./IncidentReviewCard";
import { dismissReportsMutation, reportedRevisionDiffQuery, resolveReportsMutation } from "./reports.graphql";

const ACTION_TEXT: Record<ReportAction, string> = {
  none: "no further action",
  deletePost: "post deleted",
  lockThread: "thread locked",
};

/** How the reported text changed since: read on its own (the queue would nest it too deep). */
function ReportedRevisionDiff({ id }: { id: string }) {
  const { data } = useQuery(reportedRevisionDiffQuery, { variables: { id } });
  const diff = data?.reportedRevision?.diff;
  return diff ? <DiffView diff={diff} view="inline" /> : null;
}

const threadHref = (threadId: string, page?: number, postId?: string) =>
  `/forum/thread/${encodeURIComponent(threadId)}${page ? `?page=${page}&highlight=${encodeURIComponent(postId ?? "")}` : ""}`;

interface ReportGroupCardProps {
  group: ReportGroupFieldsFragment;
  onDecided(): void;
}

/** One reported post, thread or member: the content in place, who reported it and why, and the decision. */
export function ReportGroupCard({ group, onDecided }: ReportGroupCardProps) {
  const noteId = useId();
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [banning, setBanning] = useState(false);
  const refetchQueries = ["OpenReportCount"];
  const [resolve, resolving] = useMutation(resolveReportsMutation, { refetchQueries });
  const [dismiss, dismissing] = useMutation(dismissReportsMutation, { refetchQueries });
  const busy = resolving.loading || dismissing.loading;
  const target = { targetType: group.targetType, targetId: group.targetId, note: note.trim() || null };

  const decide = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
      onDecided();
    } catch (error) {
      setFailure(serverMessageOr(describeFailure(error), "That did not work. Please try again."));
    }
  };
  const resolveWith = (action: ReportAction) => decide(() => resolve({ variables: { ...target, action } }));

  const { post, thread, targetUser } = group;
  const open = group.status === "open";
  const canDeletePost = group.targetType === "post" && post && !post.isDeleted;
  const canLockThread = group.targetType !== "user" && thread && !thread.isLocked;
  // The server applies the ban rules (moderators cannot ban staff, nobody bans an admin or themselves)
  const canBan = targetUser && targetUser.role !== "admin";

  return (
    <article className="report-group" aria-labelledby={`${group.id}-title`}>
      <header className="report-group__head">
        <h3 id={`${group.id}-title`} className="report-group__title">
          {group.targetType === "post" && thread && post ? (
            <>
              Post #{post.number} in{" "}
              <Link to={threadHref(thread.id, post.page, post.id)}>{thread.title}</Link>
            </>
          ) : group.targetType === "thread" && thread ? (
            <>
              Thread <Link to={threadHref(thread.id)}>{thread.title}</Link>
            </>
          ) : group.targetType === "user" && targetUser ? (
            <>
              Member{" "}
              <Link to={`/forum/user/${encodeURIComponent(targetUser.username)}`}>{targetUser.username}</Link>
            </>
          ) : (
            `A ${group.targetType} that no longer exists`
          )}
        </h3>
        <p className="report-group__count">
          Reported by {group.reportCount} {group.reportCount === 1 ? "member" : "members"}:{" "}
          {group.reasons.map((r) => `${REPORT_REASONS[r.reason]} ×${r.count}`).join(", ")}
        </p>
      </header>

      <div className="report-group__content">
        {group.targetType !== "user" && targetUser && (
          <p className="report-group__author">
            By{" "}
            <Link to={`/forum/user/${encodeURIComponent(targetUser.username)}`}>{targetUser.username}</Link>
          </p>
        )}
        {thread?.isDeleted && <p className="report-group__marker">The thread is deleted.</p>}
        {thread?.isLocked && <p className="report-group__marker">The thread is locked.</p>}
        {post &&
          (post.isDeleted ? (
            <p className="report-group__marker">The post is deleted.</p>
          ) : (
            // the server's sanitised rendering of the post
            <div
              className="post__content report-group__post"
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
          ))}
      </div>

      <ul className="report-group__reports">
        {group.reports.map((report) => (
          <li key={report.id}>
            <strong>{REPORT_REASONS[report.reason]}</strong> from{" "}
            {report.reporter?.username ?? "a removed account"}, {formatInstant(report.createdAt)}
            {report.text && <q className="report-group__text">{report.text}</q>}
            {report.editedAfterReport && (
              <div className="report-group__revision">
                <p className="report-group__marker">
                  Edited after the report. The text reported, and how it changed since:
                </p>
                {report.reportedRevision?.markdown != null && (
                  <pre className="report-group__reported">{report.reportedRevision.markdown}</pre>
                )}
                {report.reportedRevision && <ReportedRevisionDiff id={report.reportedRevision.id} />}
              </div>
            )}
          </li>
        ))}
      </ul>

      {open ? (
        <div className="report-group__decide">
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              Note (optional, for staff and the audit log)
            </label>
            <textarea
              id={noteId}
              className="field__input"
              rows={2}
              maxLength={MODERATION_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="report-group__actions" role="group" aria-label="Decide">
            {canDeletePost && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolveWith("deletePost")}
              >
                Delete the post
              </button>
            )}
            {canLockThread && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolveWith("lockThread")}
              >
                Lock the thread
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void resolveWith("none")}
            >
              Resolve
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void decide(() => dismiss({ variables: target }))}
            >
              Dismiss
            </button>
            {canBan && !banning && (
              <button type="button" className="button" onClick={() => setBanning(true)}>
                Ban the author…
              </button>
            )}
          </div>
          {banning && targetUser && (
            <BanForm
              username={targetUser.username}
              canDeletePost={!!canDeletePost}
              busy={busy}
              onCancel={() => setBanning(false)}
              onBan={(ban, deletePost) =>
                decide(() =>
                  resolve({ variables: { ...target, action: deletePost ? "deletePost" : "none", ban } }),
                )
              }
            />
          )}
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
        </div>
      ) : (
        <p className="report-group__decision">
          {group.status === "resolved" ? "Resolved" : "Dismissed"} by{" "}
          {group.handledBy?.username ?? "a removed account"}
          {group.handledAt && `, ${formatInstant(group.handledAt)}`}
          {group.status === "resolved" && group.action && ` (${ACTION_TEXT[group.action]})`}
          {group.note && (
            <>
              : <q>{group.note}</q>
            </>
          )}
        </p>
      )}
    </article>
  );
}

interface BanFormProps {
  username: string;
  canDeletePost: boolean;
  busy: boolean;
  onCancel(): void;
  onBan(ban: { duration: BanDurationName; reason: string }, deletePost: boolean): Promise<void>;
}

/** Bans the author and resolves the reports in one step (the note above goes with the decision). */
function BanForm({ username, canDeletePost, busy, onCancel, onBan }: BanFormProps) {
  const [duration, setDuration] = useState<BanDurationName>("week");
  const [reason, setReason] = useState("");
  const [deletePost, setDeletePost] = useState(canDeletePost);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onBan({ duration, reason }, deletePost);
  };
  return (
    <form className="report-group__ban" onSubmit={submit} aria-label={`Ban ${username}`}>
      <BanFields
        duration={duration}
        onDurationChange={setDuration}
        reason={reason}
        onReasonChange={setReason}
        durationLabel="Ban duration"
        reasonLabel="Ban reason (the member sees it)"
      />
      {canDeletePost && (
        <label>
          <input type="checkbox" checked={deletePost} onChange={(e) => setDeletePost(e.target.checked)} />{" "}
          Also delete the post
        </label>
      )}
      <div className="report-group__actions">
        <button type="submit" className="button button--primary" disabled={busy || !reason.trim()}>
          Ban {username} and resolve
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
