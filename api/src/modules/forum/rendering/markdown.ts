import MarkdownIt, { type StateCore, type Token } from "markdown-it";
import { linkMentions, type KnownUsers } from "./mentions.js";
import { splitQuotes, type QuotedPosts } from "./quotes.js";
import { sanitizePostHtml } from "./sanitize.js";

/** What the renderer needs from the database: who the quoted posts are by, which mentioned users exist. */
export interface RenderLookups {
  quotes: QuotedPosts;
  users: KnownUsers;
}

// Raw HTML off: a post's HTML comes only from Markdown, and the sanitiser checks it again anyway.
const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

md.core.ruler.push("mentions", (state: StateCore) => {
  linkMentions(state, (state.env as { users: KnownUsers }).users);
});

// Images are never embedded from other sites (a visitor's browser must not contact a third party): an
// image on this site stays an image, any other becomes a link to it.
md.renderer.rules.image = (tokens: Token[], idx: number) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = md.utils.escapeHtml(token.content || src);
  const href = md.utils.escapeHtml(src);
  if (/^\/(?!\/)/.test(src)) return `<img src="${href}" alt="${alt}" loading="lazy">`;
  return `<a href="${href}">${alt}</a>`;
};

/** Markdown without quote blocks, rendered, with mentions of existing users linked. */
function renderPlain(markdown: string, users: KnownUsers): string {
  return md.render(markdown, { users });
}

const MAX_QUOTE_DEPTH = 3;

function renderWithQuotes(markdown: string, lookups: RenderLookups, depth: number): string {
  return splitQuotes(markdown, depth < MAX_QUOTE_DEPTH)
    .map((part) => {
      if (part.kind === "text") return renderPlain(part.markdown, lookups.users);
      const inner = renderWithQuotes(part.markdown, lookups, depth + 1);
      const quoted = lookups.quotes.get(part.postId);
      if (!quoted) return `<blockquote class="quote">${inner}</blockquote>`;
      const author = md.utils.escapeHtml(quoted.author ?? "Unknown");
      const link = `/forum/thread/${quoted.threadId}?highlight=${part.postId}`;
      return (
        `<blockquote class="quote" data-post-id="${part.postId}">` +
        `<div class="quote-author"><a href="${link}">${author}</a> wrote:</div>${inner}</blockquote>`
      );
    })
    .join("");
}

/** A post's sanitised HTML. Synchronous: the lookups were made before (see post-renderer.ts). */
export function renderPostHtml(markdown: string, lookups: RenderLookups): string {
  return sanitizePostHtml(renderWithQuotes(markdown, lookups, 0));
}
