import type { EntityManager } from "@mikro-orm/postgresql";
import { FORUM_PAGE_SIZE, messages, SEARCH_QUERY_MAX } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import { pageCount } from "../reading/forum.service.js";
import { Post } from "../posts/post.entity.js";
import type { Thread } from "../threads/thread.entity.js";
import { SEARCH_POSTS } from "./forum-search.queries.js";

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
 * ts_headline starts a fragment at its first word, so a snippet from the very start of the text loses the
 * punctuation before it ("[Demo] GPS…" became "Demo] GPS…"): it is put back when the snippet is that start.
 */
export function withLeadingPunctuation(headline: string, sourceStart: string): string {
  const lead = /^[^\p{L}\p{N}]+/u.exec(sourceStart)?.[0].trimStart();
  if (!lead) return headline;
  const plain = headline.replaceAll(START, "").replaceAll(STOP, "");
  const afterLead = sourceStart.trimStart().slice(lead.length);
  const probe = afterLead.slice(0, Math.min(afterLead.length, 24)).split("\n")[0]!;
  return !plain.startsWith(lead) && probe && plain.startsWith(probe) ? lead + headline : headline;
}

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
    const rows = await this.em.execute<
      { id: string; headline: string; source_start: string; total: number }[]
    >(SEARCH_POSTS, [text, FORUM_PAGE_SIZE, (page - 1) * FORUM_PAGE_SIZE, START, STOP, START + STOP]);
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
        return {
          post,
          thread: post.thread,
          snippet: markSnippet(withLeadingPunctuation(row.headline, row.source_start)),
        };
      }),
    };
  }
}
