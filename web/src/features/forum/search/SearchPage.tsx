import { useQuery } from "@apollo/client/react";
import { FORUM_QUERY_CONTEXT } from "../data/forumMutations";
import { Link, useSearchParams } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { searchForumQuery } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { threadUrl } from "../posts/quoteLinks";
import { ForumToolbar } from "../shared/ForumToolbar";
import { Pager } from "../shared/Pager";
import { pageParam } from "../shared/pageWindow";
import { RelativeTime } from "../shared/RelativeTime";
import { snippetParts } from "./snippetParts";
import "../forum.css";
import { useT } from "../../../i18n";

/** /forum/search?q=&page=: posts and thread titles matching the words, with the matches marked. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const page = pageParam(params.get("page"));
  const t = useT("forum", "thread");
  const errorText = useForumErrorText();
  useDocumentTitle(query ? t("thread.search.titleFor", { query }) : t("thread.search.title"));
  const { data, error, loading } = useQuery(searchForumQuery, {
    context: FORUM_QUERY_CONTEXT,
    variables: { query, page },
    skip: !query,
  });
  const results = data?.searchForum;

  let content;
  if (!query) content = <p className="forum-empty">{t("thread.search.empty")}</p>;
  else if (!results && loading) content = <PageLoading />;
  else if (!results)
    content = (
      <p className="forum-message" role="alert">
        {errorText(error, t("thread.search.failed"))}
      </p>
    );
  else if (results.totalCount === 0)
    content = <p className="forum-empty">{t("thread.search.none", { query })}</p>;
  else
    content = (
      <>
        <p className="forum-lead" role="status">
          {t("thread.search.count", { count: results.totalCount, query })}
        </p>
        <ol className="search-results">
          {results.hits.map((hit) => (
            <li key={hit.post.id} className="search-hit">
              <Link to={threadUrl(hit.thread.id, { page: hit.post.page, highlight: hit.post.id })}>
                {hit.thread.title}
              </Link>
              <p className="search-hit__snippet">
                {snippetParts(hit.snippet).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )}
              </p>
              <p className="search-hit__meta">
                {hit.post.author?.username ?? t("forum.table.unknown")} ·{" "}
                <RelativeTime value={hit.post.createdAt} />
              </p>
            </li>
          ))}
        </ol>
        <Pager
          page={results.page}
          pageCount={results.pageCount}
          hrefFor={(number) => `/forum/search?q=${encodeURIComponent(query)}&page=${number}`}
          label={t("thread.search.pages")}
        />
      </>
    );

  return (
    <div className="forum">
      <ForumToolbar query={query} />
      <section className="forum-section" aria-labelledby="search-title">
        <h1 id="search-title" className="forum-page-title">
          {t("thread.search.title")}
        </h1>
        {content}
      </section>
    </div>
  );
}
