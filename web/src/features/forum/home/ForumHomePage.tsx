import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { FORUM_PAGE_STALE_MS } from "../../../app/queryPolicy";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { useAuth } from "../../auth";
import { CategoryList } from "../categories/CategoryList";
import { prefetchCategories, whenIdle } from "../categories/categoryPrefetch";
import { useForumData, useForumDataStore } from "../data/useForumData";
import { useRecordActivity } from "../members/useRecordActivity";
import { ForumToolbar } from "../shared/ForumToolbar";
import { ThreadTable } from "../threads/ThreadTable";
import { ForumBanner } from "./ForumBanner";
import { ForumErrorPanel } from "./ForumErrorPanel";
import { ForumNotices } from "./ForumNotices";
import { ForumSkeleton } from "./ForumSkeleton";
import { ForumStatsPanel } from "./ForumStatsPanel";
import { useLiveForumHome } from "./useLiveForumHome";
import "../forum.css";
import { useT } from "../../../i18n";

/** /forum, exactly as spec §2 "Forum home" lays it out, in the states of spec §4. */
export function ForumHomePage() {
  const t = useT("forum");
  useDocumentTitle(t("forum.title"));
  useRecordActivity();
  const { data, error, loading, retry } = useForumData(FORUM_PAGE_STALE_MS);
  const { user } = useAuth();
  useLiveForumHome(useForumDataStore(), !!user);
  const categoryIds = data?.categories.map((category) => category.id).join(",") ?? "";
  const client = useApolloClient();

  useEffect(() => {
    if (!categoryIds) return;
    return whenIdle(() => prefetchCategories(client, categoryIds.split(",")));
  }, [categoryIds, client]);

  let content;
  if (!data) content = <ForumSkeleton />;
  else if (error !== null && data.categories.length === 0)
    content = <ForumErrorPanel error={error} busy={loading} onRetry={() => void retry()} />;
  else
    content = (
      <div className="forum-home">
        <div className="forum-home__main">
          <section className="forum-section" aria-labelledby="forum-recent-title">
            <h2 id="forum-recent-title">{t("forum.recentThreads")}</h2>
            <ThreadTable
              threads={data.recentThreads}
              labelledBy="forum-recent-title"
              emptyText={t("forum.noThreads")}
            />
          </section>
          <CategoryList categories={data.categories} />
        </div>
        <aside className="forum-home__side">
          <ForumStatsPanel stats={data.stats} />
        </aside>
      </div>
    );

  return (
    <div className="forum">
      <ForumBanner />
      <ForumToolbar />
      <ForumNotices
        stale={!!data && data.categories.length > 0 && error !== null}
        busy={loading}
        onRefresh={() => void retry()}
      />
      {content}
    </div>
  );
}
