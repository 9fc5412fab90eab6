import { performance } from "node:perf_hooks";
import type { EntityManager } from "@mikro-orm/postgresql";
import { renderPostHtml } from "./markdown.js";
import { KnownUsers, mentionCandidates } from "./mentions.js";
import { quotedPostIds, splitQuotes, type QuotedPosts } from "./quotes.js";
import { renderOnThread } from "./render-thread.js";
import { QUOTED_POSTS, USERS_BY_NAME_KEY } from "./post-renderer.queries.js";

export interface RenderedPost {
  html: string;
  /** How long the Markdown itself took to render, in ms (the lookups before it not counted). */
  renderMs: number;
  /** Lower-cased usernames the post links to (for notifications). */
  mentioned: string[];
  /** Ids of the members it links to, and of the authors of the posts it quotes (top level): notified. */
  mentionedUserIds: string[];
  quotedAuthorIds: string[];
}

/**
 * Renders a post's Markdown the way it is stored: one query for the mentioned users that exist, one for
 * the authors of quoted posts everyone may see (a quote of any other renders plain and notifies nobody),
 * then the renderer and the sanitiser: on the render thread (render-thread.ts), or, with `inProcess`, here
 * (the demo seed, which renders its few posts before the app serves anyone).
 */
export async function renderPost(
  em: EntityManager,
  markdown: string,
  { inProcess = false }: { inProcess?: boolean } = {},
): Promise<RenderedPost> {
  const names = mentionCandidates(markdown);
  const postIds = quotedPostIds(markdown);
  const [userRows, quoteRows] = await Promise.all([
    names.length ? em.execute<{ id: string; username: string }[]>(USERS_BY_NAME_KEY, [names]) : [],
    postIds.length
      ? em.execute<{ id: string; thread_id: string; username: string | null; author_id: string | null }[]>(
          QUOTED_POSTS,
          [postIds],
        )
      : [],
  ]);
  const usersByKey = new Map(userRows.map((row) => [row.username.toLowerCase(), row.username]));
  const quotes: QuotedPosts = new Map(
    quoteRows.map((row) => [row.id, { threadId: row.thread_id, author: row.username }]),
  );
  const { html, mentioned, ms } = inProcess
    ? renderHere(markdown, usersByKey, quotes)
    : await renderOnThread(markdown, usersByKey, quotes);
  const idByKey = new Map(userRows.map((row) => [row.username.toLowerCase(), row.id]));
  const authorByPost = new Map(quoteRows.map((row) => [row.id, row.author_id]));
  const topLevelQuotes = splitQuotes(markdown).flatMap((part) =>
    part.kind === "quote" ? [part.postId] : [],
  );
  return {
    html,
    renderMs: ms,
    mentioned,
    mentionedUserIds: mentioned.flatMap((key) => idByKey.get(key) ?? []),
    quotedAuthorIds: [...new Set(topLevelQuotes.flatMap((id) => authorByPost.get(id) ?? []))],
  };
}

function renderHere(markdown: string, usersByKey: ReadonlyMap<string, string>, quotes: QuotedPosts) {
  const started = performance.now();
  const users = new KnownUsers(usersByKey);
  const html = renderPostHtml(markdown, { users, quotes });
  return { html, mentioned: users.mentioned, ms: performance.now() - started };
}
