import { useQuery } from "@apollo/client/react";
import { FORUM_QUERY_CONTEXT } from "../data/forumMutations";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import type { PostFieldsFragment } from "../../../gql/graphql";
import { isId } from "../../../lib/ids";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { isStaffRole } from "@incident-watch/schema";
import { useDraft } from "../../../lib/useDraft";
import { useAuth } from "../../auth";
import { BanNotice, useMyBan } from "../../bans";
import { threadPageQuery } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { useForumDataStore } from "../data/useForumData";
import { insertMention, insertQuote } from "../editor/quoteSyntax";
import { ReplyBox } from "../editor/ReplyBox";
import { useRecordActivity } from "../members/useRecordActivity";
import { ReportButton } from "../moderation/ReportButton";
import { PostView } from "../posts/PostView";
import { revealPost, threadUrl } from "../posts/quoteLinks";
import { useQuoteLinks } from "../posts/useQuoteLinks";
import { ForumToolbar } from "../shared/ForumToolbar";
import { Pager } from "../shared/Pager";
import { pageParam } from "../shared/pageWindow";
import { NewRepliesBar } from "./NewRepliesBar";
import { ThreadTitle } from "./ThreadTitle";
import { useLiveThread } from "./useLiveThread";
import "../forum.css";
import "../thread.css";
import { T, useT } from "../../../i18n";

// Incident cards load only for a page whose posts cite an incident (decision 161)
const IncidentCards = lazy(() =>
  import("../cards/IncidentCards").then((m) => ({ default: m.IncidentCards })),
);

// The watch level loads only for members
const WatchLevelSelect = lazy(() => import("../../watching").then((m) => ({ default: m.WatchLevelSelect })));

// Staff tools load only for staff
const ThreadModerationBar = lazy(() =>
  import("../moderation/ThreadModerationBar").then((m) => ({ default: m.ThreadModerationBar })),
);

/**
 * /forum/thread/{id}?page=&highlight=: one page of posts (20), the thread-id meta tag, quote links,
 * the highlighted post, and the reply box.
 */
export function ThreadPage() {
  const t = useT("forum", "thread");
  const errorText = useForumErrorText();
  const { threadId = "" } = useParams();
  const [params] = useSearchParams();
  const page = pageParam(params.get("page"));
  const highlight = params.get("highlight");
  const { user } = useAuth();
  const staff = isStaffRole(user?.role);
  // a banned member reads but cannot reply, quote or react: the reply box says why instead; a page whose
  // session just ended (signed out elsewhere, or banned) drops the reply box before the thread is asked again
  const ban = useMyBan();
  useRecordActivity();
  const { data, error, loading, refetch } = useQuery(threadPageQuery, {
    context: FORUM_QUERY_CONTEXT,
    variables: { id: threadId, page },
    fetchPolicy: "cache-and-network",
    skip: !isId(threadId),
  });
  const thread = data?.thread;
  // new replies appear on the last page, and are counted on the others; edits and deletions show in place
  const live = useLiveThread({
    threadId,
    page,
    loadedPage: thread?.posts.page,
    postCount: thread?.postCount,
    signedIn: !!user,
    reread: () => refetch().catch(() => {}),
  });
  // a member who read a page has fewer unread posts: the forum home reads its markers again
  const forumData = useForumDataStore();
  const readUpTo = user && thread ? `${thread.id}:${thread.posts.page}:${thread.postCount}` : null;
  useEffect(() => {
    if (readUpTo) forumData.invalidate();
  }, [readUpTo, forumData]);
  useDocumentTitle(thread?.title ?? t("thread.title"));

  const [draft, setDraft] = useDraft(`${user?.id ?? "visitor"}:reply:${threadId}`);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const postArea = useRef<HTMLDivElement>(null);
  const postsShown = !!thread;
  useQuoteLinks(postArea, postsShown);

  // ?highlight= : once the post is on screen, scroll to it and mark it for 2 s
  useEffect(() => {
    if (postsShown && highlight) revealPost(document, highlight);
  }, [postsShown, highlight, page]);

  const focusReply = () => {
    requestAnimationFrame(() => {
      replyRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
      replyRef.current?.focus();
    });
  };
  const quote = (post: PostFieldsFragment) => {
    setDraft((current) => insertQuote(current, post.id, post.markdown ?? ""));
    focusReply();
  };
  const reply = (username: string) => {
    setDraft((current) => insertMention(current, username));
    focusReply();
  };

  // the posts whose HTML holds an incident's placeholder: their cards are asked for beside the page
  const citingPostIds = (thread?.posts.posts ?? [])
    .filter((post) => post.html.includes("data-incident="))
    .map((post) => post.id);

  let content;
  if (!data && loading) content = <PageLoading />;
  else if (!thread)
    content = (
      <div className="forum-message" role="alert">
        <p>{error ? errorText(error, t("thread.loadFailed")) : t("thread.missing")}</p>
        {error && page > 1 && <Link to={threadUrl(threadId)}>{t("thread.firstPage")}</Link>}
      </div>
    );
  else
    content = (
      <>
        <ThreadTitle
          thread={thread}
          canEdit={!!user && !ban && (staff || (thread.author?.id === user.id && !thread.isLocked))}
        />
        {thread.isDeleted && (
          <p className="forum-message thread__deleted" role="note">
            {t("thread.deleted")}
          </p>
        )}
        {staff && (
          <Suspense fallback={null}>
            <ThreadModerationBar thread={thread} />
          </Suspense>
        )}
        {user && !ban && thread.author && thread.author.id !== user.id && (
          <p className="thread__report">
            <ReportButton targetType="thread" targetId={thread.id} subject={t("thread.thisThread")} />
          </p>
        )}
        {user && !thread.isDeleted && (
          <Suspense fallback={null}>
            <WatchLevelSelect kind="thread" id={thread.id} />
          </Suspense>
        )}
        <p className="forum-lead">
          {thread.category ? (
            <Link to={`/forum/category/${encodeURIComponent(thread.category.id)}`}>
              {thread.category.name}
            </Link>
          ) : (
            t("forum.table.uncategorized")
          )}
        </p>
        <Pager
          page={thread.posts.page}
          pageCount={thread.posts.pageCount}
          hrefFor={(number) => threadUrl(threadId, { page: number })}
          label={t("thread.pages")}
        />
        <div className="thread__posts" ref={postArea}>
          {thread.posts.posts.map((post) => (
            <PostView
              key={post.id}
              post={post}
              signedIn={!!user && !ban}
              viewerId={user?.id ?? null}
              staff={staff}
              canReply={!!user && thread.viewerCanReply && !ban}
              onQuote={quote}
              onReply={reply}
            />
          ))}
        </div>
        {citingPostIds.length > 0 && (
          <Suspense fallback={null}>
            <IncidentCards
              postIds={citingPostIds}
              postArea={postArea}
              signature={thread.posts.posts.map((post) => `${post.id}:${post.html.length}`).join(",")}
            />
          </Suspense>
        )}
        <NewRepliesBar count={live.newReplies} to={live.newRepliesUrl} />
        <Pager
          page={thread.posts.page}
          pageCount={thread.posts.pageCount}
          hrefFor={(number) => threadUrl(threadId, { page: number })}
          label={t("thread.pagesBottom")}
        />
        {thread.isLocked && (
          <p className="forum-message thread__locked" role="note">
            {t("thread.locked")}
          </p>
        )}
        {ban ? (
          <BanNotice ban={ban} />
        ) : user && thread.viewerCanReply ? (
          <ReplyBox threadId={threadId} draft={draft} onDraftChange={setDraft} textareaRef={replyRef} />
        ) : (
          !user && (
            <p className="forum-message">
              <T ns="thread" id="thread.signInToReply" components={{ login: <Link to="/forum/login" /> }} />
            </p>
          )
        )}
      </>
    );

  return (
    <div className="forum">
      {/* spec §2: the thread page names its thread here; React places it in <head> while the page is shown */}
      <meta name="thread-id" content={threadId} />
      <ForumToolbar categoryId={thread?.category?.id} />
      {content}
    </div>
  );
}
