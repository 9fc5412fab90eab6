import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { Avatar } from "../../../components/Avatar";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { useAuth } from "../../auth";
import { BanNotice, useMyBan } from "../../bans";
import { userProfileQuery } from "../data/forum.graphql";
import { forumErrorText } from "../data/forumErrors";
import { ReportButton } from "../moderation/ReportButton";
import { threadUrl } from "../posts/quoteLinks";
import "../forum.css";
import "../thread.css";
import { ForumToolbar } from "../shared/ForumToolbar";
import { RelativeTime } from "../shared/RelativeTime";
import { RoleBadge } from "./RoleBadge";

const dateOnly = (value: string) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** /forum/user/{username}: who they are, how much they wrote, and their latest posts. */
export function UserProfilePage() {
  const { username = "" } = useParams();
  const { data, error, loading } = useQuery(userProfileQuery, {
    variables: { username },
  });
  const profile = data?.userProfile;
  const { user: viewer } = useAuth();
  const myBan = useMyBan();
  useDocumentTitle(profile ? `${profile.user.username}'s profile` : "Profile");

  let content;
  if (!data && loading) content = <PageLoading />;
  else if (!profile)
    content = (
      <p className="forum-message" role="alert">
        {error ? forumErrorText(error, "This profile could not be loaded.") : "This user does not exist."}
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
              {user.isOnline && <p className="profile__online">Online now</p>}
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
              <dt>Role</dt>
              <dd>{user.role === "admin" ? "Admin" : user.role === "moderator" ? "Moderator" : "Member"}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{dateOnly(user.createdAt)}</dd>
            </div>
            <div>
              <dt>Last seen</dt>
              <dd>
                <RelativeTime value={user.lastActiveAt} />
              </dd>
            </div>
            <div>
              <dt>Posts</dt>
              <dd>{user.postCount.toLocaleString("en")}</dd>
            </div>
            <div>
              <dt>Threads</dt>
              <dd>{user.threadCount.toLocaleString("en")}</dd>
            </div>
          </dl>
        </section>
        <section className="forum-section" aria-labelledby="profile-posts">
          <h2 id="profile-posts">Recent posts</h2>
          {recentPosts.length === 0 ? (
            <p className="forum-empty">No posts yet.</p>
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
