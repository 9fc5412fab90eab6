import { useQuery } from "@apollo/client/react";
import { FORUM_QUERY_CONTEXT } from "../data/forumMutations";
import { Link, useParams } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { Avatar } from "../../../components/Avatar";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { useAuth } from "../../auth";
import { BanNotice, useMyBan } from "../../bans";
import { userProfileQuery } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { ReportButton } from "../moderation/ReportButton";
import { threadUrl } from "../posts/quoteLinks";
import "../forum.css";
import "../thread.css";
import { ForumToolbar } from "../shared/ForumToolbar";
import { RelativeTime } from "../shared/RelativeTime";
import { RoleBadge } from "./RoleBadge";
import { useFormat, useT } from "../../../i18n";

/** /forum/user/{username}: who they are, how much they wrote, and their latest posts. */
export function UserProfilePage() {
  const { username = "" } = useParams();
  const { data, error, loading } = useQuery(userProfileQuery, {
    context: FORUM_QUERY_CONTEXT,
    variables: { username },
  });
  const profile = data?.userProfile;
  const { user: viewer } = useAuth();
  const myBan = useMyBan();
  const t = useT("app", "thread");
  const format = useFormat();
  const errorText = useForumErrorText();
  useDocumentTitle(
    profile ? t("thread.profile.title", { username: profile.user.username }) : t("thread.profile.fallback"),
  );

  let content;
  if (!data && loading) content = <PageLoading />;
  else if (!profile)
    content = (
      <p className="forum-message" role="alert">
        {error ? errorText(error, t("thread.profile.loadFailed")) : t("thread.profile.missing")}
      </p>
    );
  else {
    const { user, recentPosts } = profile;
    content = (
      <>
        <section className="forum-section" aria-labelledby="profile-name">
          <div className="profile">
            <Avatar
              username={user.username}
              profilePicture={user.profilePicture}
              useDefaultAvatar={user.useDefaultAvatar}
              size="xl"
            />
            <div>
              <h1 id="profile-name" className="forum-page-title">
                {user.username} <RoleBadge role={user.role} />
              </h1>
              {user.isOnline && <p className="profile__online">{t("thread.profile.online")}</p>}
              {viewer && !myBan && viewer.id !== user.id && (
                <ReportButton targetType="user" targetId={user.id} subject={user.username} />
              )}
            </div>
          </div>
          {/* shown to the member themself and to staff; the server answers null for anyone else */}
          {user.activeBan && (
            <BanNotice ban={user.activeBan} username={viewer?.id === user.id ? undefined : user.username} />
          )}
          <dl className="profile__facts">
            <div>
              <dt>{t("thread.profile.role")}</dt>
              <dd>
                {t(
                  user.role === "admin"
                    ? "app.role.admin"
                    : user.role === "moderator"
                      ? "app.role.moderator"
                      : "thread.profile.member",
                )}
              </dd>
            </div>
            <div>
              <dt>{t("thread.profile.joined")}</dt>
              <dd>
                <time dateTime={user.createdAt}>{format.day(user.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("thread.profile.lastSeen")}</dt>
              <dd>
                <RelativeTime value={user.lastActiveAt} />
              </dd>
            </div>
            <div>
              <dt>{t("thread.profile.posts")}</dt>
              <dd>{format.number(user.postCount)}</dd>
            </div>
            <div>
              <dt>{t("thread.profile.threads")}</dt>
              <dd>{format.number(user.threadCount)}</dd>
            </div>
          </dl>
        </section>
        <section className="forum-section" aria-labelledby="profile-posts">
          <h2 id="profile-posts">{t("thread.profile.recent")}</h2>
          {recentPosts.length === 0 ? (
            <p className="forum-empty">{t("thread.profile.none")}</p>
          ) : (
            <ul className="category-list">
              {recentPosts.map((post) => (
                <li key={post.id} className="category-list__item">
                  <Link to={threadUrl(post.thread.id, { page: post.page, highlight: post.id })}>
                    {post.thread.title}
                  </Link>{" "}
                  <span className="search-hit__meta">
                    <RelativeTime value={post.createdAt} />
                  </span>
                  {/* the server's sanitised rendering of the post */}
                  <div
                    className="post__content profile__post"
                    dangerouslySetInnerHTML={{ __html: post.html }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="forum">
      <ForumToolbar />
      {content}
    </div>
  );
}
