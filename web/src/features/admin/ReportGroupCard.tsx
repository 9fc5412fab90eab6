import { useMutation, useQuery } from "@apollo/client/react";
import { MODERATION_NOTE_MAX, type BanDurationName } from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { DiffView } from "../../components/DiffView";
import { FormMessage } from "../../components/FormMessage";
import type { ReportAction, ReportGroupFieldsFragment } from "../../gql/graphql";
import { REPORT_REASON_LABELS, T, useT, type MessageId, type Shown } from "../../i18n";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { BanFields } from "./BanFields";
import { dismissReportsMutation, reportedRevisionDiffQuery, resolveReportsMutation } from "./reports.graphql";
import { useInstant } from "./useInstant";

const ACTION_TEXT: Record<ReportAction, MessageId> = {
  none: "admin.reportGroup.action.none",
  deletePost: "admin.reportGroup.action.deletePost",
  lockThread: "admin.reportGroup.action.lockThread",
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
  const t = useT("admin", "thread");
  const instant = useInstant();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<Shown | null>(null);
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
      setFailure(serverMessageOr(describeFailure(error), t("admin.failed")));
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
            <T
              ns="admin"
              id="admin.reportGroup.post"
              values={{ number: post.number, title: thread.title }}
              components={{ thread: <Link to={threadHref(thread.id, post.page, post.id)} /> }}
            />
          ) : group.targetType === "thread" && thread ? (
            <T
              ns="admin"
              id="admin.reportGroup.thread"
              values={{ title: thread.title }}
              components={{ thread: <Link to={threadHref(thread.id)} /> }}
            />
          ) : group.targetType === "user" && targetUser ? (
            <T
              ns="admin"
              id="admin.reportGroup.member"
              values={{ username: targetUser.username }}
              components={{ member: <Link to={`/forum/user/${encodeURIComponent(targetUser.username)}`} /> }}
            />
          ) : (
            t("admin.reportGroup.gone", { type: group.targetType })
          )}
        </h3>
        <p className="report-group__count">
          {t("admin.reportGroup.reportedBy", { count: group.reportCount })}{" "}
          {group.reasons.map((r) => `${t(REPORT_REASON_LABELS[r.reason])} ×${r.count}`).join(", ")}
        </p>
      </header>

      <div className="report-group__content">
        {group.targetType !== "user" && targetUser && (
          <p className="report-group__author">
            <T
              ns="admin"
              id="admin.reportGroup.by"
              values={{ username: targetUser.username }}
              components={{ author: <Link to={`/forum/user/${encodeURIComponent(targetUser.username)}`} /> }}
            />
          </p>
        )}
        {thread?.isDeleted && <p className="report-group__marker">{t("admin.reportGroup.threadDeleted")}</p>}
        {thread?.isLocked && <p className="report-group__marker">{t("admin.reportGroup.threadLocked")}</p>}
        {post &&
          (post.isDeleted ? (
            <p className="report-group__marker">{t("admin.reportGroup.postDeleted")}</p>
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
            <T
              ns="admin"
              id="admin.reportGroup.from"
              values={{
                reason: t(REPORT_REASON_LABELS[report.reason]),
                username: report.reporter?.username ?? t("admin.removedAccount"),
                when: instant(report.createdAt),
              }}
              components={{ reason: <strong /> }}
            />
            {report.text && <q className="report-group__text">{report.text}</q>}
            {report.editedAfterReport && (
              <div className="report-group__revision">
                <p className="report-group__marker">{t("admin.reportGroup.edited")}</p>
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
              {t("admin.reportGroup.note")}
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
          <div className="report-group__actions" role="group" aria-label={t("admin.reportGroup.decide")}>
            {canDeletePost && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolveWith("deletePost")}
              >
                {t("admin.reportGroup.deletePost")}
              </button>
            )}
            {canLockThread && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void resolveWith("lockThread")}
              >
                {t("admin.reportGroup.lockThread")}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void resolveWith("none")}
            >
              {t("admin.reportGroup.resolve")}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void decide(() => dismiss({ variables: target }))}
            >
              {t("admin.reportGroup.dismiss")}
            </button>
            {canBan && !banning && (
              <button type="button" className="button" onClick={() => setBanning(true)}>
                {t("admin.reportGroup.banAuthor")}
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
          {t(group.status === "resolved" ? "admin.reportGroup.resolvedBy" : "admin.reportGroup.dismissedBy", {
            username: group.handledBy?.username ?? t("admin.removedAccount"),
          })}
          {group.handledAt && `, ${instant(group.handledAt)}`}
          {group.status === "resolved" && group.action && ` (${t(ACTION_TEXT[group.action])})`}
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
  const t = useT("admin");
  const [duration, setDuration] = useState<BanDurationName>("week");
  const [reason, setReason] = useState("");
  const [deletePost, setDeletePost] = useState(canDeletePost);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onBan({ duration, reason }, deletePost);
  };
  return (
    <form className="report-group__ban" onSubmit={submit} aria-label={t("admin.users.banOf", { username })}>
      <BanFields
        duration={duration}
        onDurationChange={setDuration}
        reason={reason}
        onReasonChange={setReason}
        durationLabel={t("admin.reportGroup.banDuration")}
        reasonLabel={t("admin.reportGroup.banReason")}
      />
      {canDeletePost && (
        <label>
          <input type="checkbox" checked={deletePost} onChange={(e) => setDeletePost(e.target.checked)} />{" "}
          {t("admin.reportGroup.alsoDeletePost")}
        </label>
      )}
      <div className="report-group__actions">
        <button type="submit" className="button button--primary" disabled={busy || !reason.trim()}>
          {t("admin.reportGroup.banAndResolve", { username })}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("admin.cancel")}
        </button>
      </div>
    </form>
  );
}
