import type { EntityManager } from "@mikro-orm/postgresql";
import { FORUM_PAGE_SIZE, messages, SEARCH_QUERY_MAX } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import { pageCount } from "../reading/forum.service.js";
import { Post } from "../posts/post.entity.js";
import type { Thread } from "../threads/thread.entity.js";
import { postIsPublicSql } from "../posts/post-visibility.js";

export interface SearchPage {
  page: number;
  pageCount: number;
  totalCount: number;
  hits: Array<{ post: Post; thread: Thread; snippet: string }>;
}

// Snippets leave out the quote markers. ts_headline marks matches with these private-use characters (removed from the text first), so the
// snippet can be HTML-escaped whole and only our marks turned into <mark>.
const START = "\uE000";
const STOP = "\uE001";
const MAX_PAGE = 50;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** A snippet: escaped text with the matched words in <mark>…</mark>. */
export const markSnippet = (headline: string) =>
  escapeHtml(headline).replaceAll(START, "<mark>").replaceAll(STOP, "</mark>");

/**
 * Full-text search over thread titles and posts (English stemming, `websearch_to_tsquery` syntax:
 * "quoted phrases", or, -not). A title match finds the thread's opening post. Deleted posts and the posts of deleted threads are never found
 * (the posts' GIN index only holds live posts).
 */
export class ForumSearchService {
  constructor(private readonly em: EntityManager) {}

  async search(query: string, page = 1): Promise<SearchPage> {
    const text = query.trim();
    if (!text) throw new ValidationError({ query: messages.searchQueryRequired });
    if (text.length > SEARCH_QUERY_MAX) throw new ValidationError({ query: messages.searchQueryTooLong });
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
      throw new ValidationError({ page: messages.pageOutOfRange });
    const rows = await this.em.execute<{ id: string; headline: string; total: number }[]>(
      `with q as (select websearch_to_tsquery('english', ?) as q),
       hits as (
         select p.id, ts_rank(to_tsvector('english', p.markdown), q.q) as rank
           from forum_posts p, q
          where to_tsvector('english', p.markdown) @@ q.q and not p.is_deleted
            and exists (select 1 from forum_threads t where t.id = p.thread_id and ${postIsPublicSql("p", "t")})
         union all
         select p.id, ts_rank(to_tsvector('english', t.title), q.q) * 2 as rank
           from forum_threads t, q, forum_posts p
          where to_tsvector('english', t.title) @@ q.q and not t.is_deleted
            and p.thread_id = t.id and p.number = 1 and ${postIsPublicSql("p", "t")}
       ),
       ranked as (
         select id, max(rank) as rank, count(*) over () as total from hits group by id
         order by max(rank) desc, id desc limit ? offset ?
       )
       select r.id::text as id, r.total::int as total,
              ts_headline('english', translate(t.title || E'\\n' || regexp_replace(p.markdown, '\\[/{0,1}quote(=\\d+){0,1}\\]', ' ', 'gi'), ?::text, ''), q.q,
                          'StartSel=' || ?::text || ', StopSel=' || ?::text || ', MaxWords=35, MinWords=15, MaxFragments=2')
                as headline
         from ranked r join forum_posts p on p.id = r.id join forum_threads t on t.id = p.thread_id, q
        order by r.rank desc, r.id desc`,
      [text, FORUM_PAGE_SIZE, (page - 1) * FORUM_PAGE_SIZE, START + STOP, START, STOP],
    );
    const totalCount = rows[0] ? Number(rows[0].total) : 0;
    const posts = await this.em.find(
      Post,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ["thread"] },
    );
    const byId = new Map(posts.map((post) => [post.id, post]));
    return {
      page,
      pageCount: pageCount(totalCount),
      totalCount,
      hits: rows.map((row) => {
        const post = byId.get(row.id)!;
        return { post, thread: post.thread, snippet: markSnippet(row.headline) };
      }),
    };
  }
}
