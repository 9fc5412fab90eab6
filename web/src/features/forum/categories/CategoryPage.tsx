import { useQuery } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { FORUM_QUERY_CONTEXT } from "../data/forumMutations";
import { useParams, useSearchParams } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { isId } from "../../../lib/ids";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { categoryPageQuery } from "../data/forum.graphql";
import { ForumToolbar } from "../shared/ForumToolbar";
import { Pager } from "../shared/Pager";
import { pageParam } from "../shared/pageWindow";
import { ThreadTable } from "../threads/ThreadTable";
import { useAuth } from "../../auth";
import "../forum.css";
import { useT } from "../../../i18n";

// The watch level loads only for members
const WatchLevelSelect = lazy(() => import("../../watching").then((m) => ({ default: m.WatchLevelSelect })));

/** /forum/category/{id}: its description and its threads, pinned first, 20 a page. */
export function CategoryPage() {
  const { categoryId = "" } = useParams();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const page = pageParam(params.get("page"));
  const { data, error, loading } = useQuery(categoryPageQuery, {
    context: FORUM_QUERY_CONTEXT,
    variables: { id: categoryId, page },
    skip: !isId(categoryId),
  });
  // the first page may already be in the cache, prefetched by the forum home: shown while this asks again
  const shown = data && {
    category: data.category,
    threads: data.categoryThreads.threads,
    page,
    pageCount: data.categoryThreads.pageCount,
  };
  const category = shown?.category;
  const t = useT("forum");
  useDocumentTitle(category?.name ?? t("forum.category.title"));

  let content;
  if (!shown && loading) content = <PageLoading />;
  else if (!shown || !category)
    content = (
      <p className="forum-message" role="alert">
        {error ? t("forum.category.loadFailed") : t("forum.category.missing")}
      </p>
    );
  else
    content = (
      <>
        <h1 className="forum-page-title" id="category-title">
          {category.name}
        </h1>
        {category.description && <p className="forum-lead">{category.description}</p>}
        {user && (
          <Suspense fallback={null}>
            <WatchLevelSelect kind="category" id={category.id} />
          </Suspense>
        )}
        <section
          className="forum-section"
          aria-label={t("forum.category.threadsIn", { name: category.name })}
        >
          <ThreadTable
            threads={shown.threads}
            labelledBy="category-title"
            emptyText={t("forum.category.noThreads")}
            hideCategory
          />
          <Pager
            page={shown.page}
            pageCount={shown.pageCount}
            hrefFor={(number) => `/forum/category/${encodeURIComponent(categoryId)}?page=${number}`}
          />
        </section>
      </>
    );

  return (
    <div className="forum">
      <ForumToolbar categoryId={categoryId} />
      {content}
    </div>
  );
}
