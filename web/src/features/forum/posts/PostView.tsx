import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../../../components/Avatar";
import type { PostFieldsFragment } from "../../../gql/graphql";
import { RoleBadge } from "../members/RoleBadge";
import { ReportButton } from "../moderation/ReportButton";
import { ReactionBar } from "../reactions/ReactionBar";
import { RelativeTime } from "../shared/RelativeTime";
import { DeletePostButton } from "./DeletePostButton";
import { PostContent } from "./PostContent";
import { postElementId } from "./quoteLinks";
import { useFormat, useLocale, useT } from "../../../i18n";

// an author's edit form loads when they choose Edit: a first view of the thread never needs it
const PostEditor = lazy(() => import("../editor/PostEditor").then((m) => ({ default: m.PostEditor })));

// a post's edit history loads when its "edited" mark is chosen
const PostHistory = lazy(() => import("./PostHistory").then((m) => ({ default: m.PostHistory })));

// only with a translation service, on a post in another language than the page's
const PostTranslation = lazy(() => import("./PostTranslation").then((m) => ({ default: m.PostTranslation })));

// Staff only: loads when a member of staff sees a tombstone
const RestorePostButton = lazy(() =>
  import("../moderation/RestorePostButton").then((m) => ({ default: m.RestorePostButton })),
);

interface PostViewProps {
  post: PostFieldsFragment;
  /** Signed in: may react and report. */
  signedIn: boolean;
  viewerId: string | null;
  /** Moderators and admins restore deleted posts. */
  staff: boolean;
  /** May answer in this thread (not locked, or staff). */
  canReply: boolean;
  onQuote(post: PostFieldsFragment): void;
  onReply(username: string): void;
}

/** One post, as the element post-{id} (spec §2); a deleted post is a tombstone in its place. */
export function PostView({ post, signedIn, viewerId, staff, canReply, onQuote, onReply }: PostViewProps) {
  const t = useT("thread");
  const format = useFormat();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const author = post.author;
  const headingId = `${postElementId(post.id)}-by`;

  if (post.isDeleted)
    return (
      <article
        id={postElementId(post.id)}
        className="post post--deleted"
        aria-label={t("thread.post", { number: post.number })}
      >
        <p className="post__tombstone">{t("thread.postDeleted")}</p>
        {staff && (
          <Suspense fallback={null}>
            <RestorePostButton postId={post.id} />
          </Suspense>
        )}
      </article>
    );

  return (
    <article id={postElementId(post.id)} className="post" aria-labelledby={headingId}>
      <header className="post__header">
        <Avatar
          username={author?.username}
          profilePicture={author?.profilePicture}
          useDefaultAvatar={author?.useDefaultAvatar}
          size="md"
          decorative
        />
        <div className="post__byline">
          <span id={headingId} className="post__author">
            {author ? (
              <Link to={`/forum/user/${encodeURIComponent(author.username)}`}>{author.username}</Link>
            ) : (
              // a live post without an author belongs to an account that was deleted
              t("thread.deletedMember")
            )}
          </span>{" "}
          <RoleBadge role={author?.role} />
          {post.language && post.language !== locale && (
            <span
              className="post__language"
              translate="no"
              title={t("thread.writtenIn", { language: format.language(post.language) })}
            >
              {post.language.toUpperCase()}
            </span>
          )}
          <span className="post__time">
            <RelativeTime value={post.createdAt} />
            {post.editedAt && (
              <>
                {" "}
                <button
                  type="button"
                  className="post__edited"
                  title={t("thread.editedAtHistory", {
                    time: format.instant(post.editedAt),
                  })}
                  aria-expanded={history}
                  onClick={() => setHistory(!history)}
                >
                  {post.editedBy && post.editedBy.id !== author?.id
                    ? t("thread.editedBy", { username: post.editedBy.username })
                    : t("thread.edited")}
                  {post.editedAfterViewer && ` ${t("thread.editedAfter", { what: post.editedAfterViewer })}`}
                </button>
              </>
            )}
          </span>
        </div>
        <a
          className="post__number"
          href={`#${postElementId(post.id)}`}
          aria-label={t("thread.post", { number: post.number })}
        >
          #{post.number}
        </a>
      </header>
      {editing ? (
        <Suspense fallback={null}>
          <PostEditor postId={post.id} markdown={post.markdown ?? ""} onDone={() => setEditing(false)} />
        </Suspense>
      ) : post.translatable && post.language && post.language !== locale ? (
        <Suspense fallback={<PostContent html={post.html} language={post.language} />}>
          <PostTranslation postId={post.id} html={post.html} language={post.language} />
        </Suspense>
      ) : (
        <PostContent html={post.html} language={post.language} />
      )}
      {history && (
        <Suspense fallback={null}>
          <PostHistory postId={post.id} onClose={() => setHistory(false)} />
        </Suspense>
      )}
      <footer className="post__footer">
        <ReactionBar postId={post.id} reactions={post.reactions} canReact={signedIn} />
        <div className="post__actions">
          {canReply && (
            <>
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onQuote(post)}
              >
                {t("thread.quote")}
              </button>
              {author && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => onReply(author.username)}
                >
                  {t("thread.reply")}
                </button>
              )}
            </>
          )}
          {signedIn && post.viewerCanEdit && !editing && (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setEditing(true)}
            >
              {t("thread.edit")}
            </button>
          )}
          {signedIn && post.viewerCanDelete && <DeletePostButton postId={post.id} />}
          {signedIn && author && author.id !== viewerId && (
            <ReportButton
              targetType="post"
              targetId={post.id}
              subject={t("thread.postSubject", { number: post.number })}
            />
          )}
        </div>
      </footer>
    </article>
  );
}
