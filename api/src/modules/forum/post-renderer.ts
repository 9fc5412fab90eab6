import type { EntityManager } from "@mikro-orm/postgresql";
import { renderPostHtml } from "./markdown.js";
import { KnownUsers, mentionCandidates } from "./mentions.js";
import { quotedPostIds, type QuotedPosts } from "./quotes.js";

export interface RenderedPost {
  html: string;
  /** Lower-cased usernames the post links to (for notifications). */
  mentioned: string[];
}

/**
 * Renders a post's Markdown the way it is stored: one query for the mentioned users that exist, one for
 * the authors of quoted posts, then the synchronous renderer and the sanitiser.
 */
export async function renderPost(em: EntityManager, markdown: string): Promise<RenderedPost> {
  const names = mentionCandidates(markdown);
  const postIds = quotedPostIds(markdown);
  const [userRows, quoteRows] = await Promise.all([
    names.length
      ? em.execute<{ username: string }[]>(`select username from users where username_key in (?)`, [names])
      : [],
    postIds.length
      ? em.execute<{ id: string; thread_id: string; username: string | null }[]>(
          `select p.id::text as id, p.thread_id::text as thread_id, u.username
             from forum_posts p left join users u on u.id = p.author_id
            where p.id in (?) and not p.is_deleted`,
          [postIds],
        )
      : [],
  ]);
  const users = new KnownUsers(new Map(userRows.map((row) => [row.username.toLowerCase(), row.username])));
  const quotes: QuotedPosts = new Map(
    quoteRows.map((row) => [row.id, { threadId: row.thread_id, author: row.username }]),
  );
  const html = renderPostHtml(markdown, { users, quotes });
  return { html, mentioned: users.mentioned };
}
