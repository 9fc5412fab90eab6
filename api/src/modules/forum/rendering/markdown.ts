import MarkdownIt, { type Env, type StateCore, type Token } from "markdown-it";
import { KnownIncidents, linkCitations } from "./citations.js";
import { linkMentions, type KnownUsers } from "./mentions.js";
import { splitQuotes, type QuotedPosts } from "./quotes.js";
import { sanitizePostHtml } from "./sanitize.js";

/** What the renderer needs from the database: who the quoted posts are by, which mentioned users exist. */
export interface RenderLookups {
  quotes: QuotedPosts;
  users: KnownUsers;
  /** The incidents that exist among those the post may cite (none when not given). */
  incidents?: KnownIncidents;
}

/** The post's HTML would pass its limit: rendering stopped there. */
export class HtmlTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The post's HTML would pass ${limitBytes} bytes`);
  }
}

/**
 * The bytes of HTML a post may still grow by, charged piece by piece as the renderer writes them, so a
 * text that expands (a reference link used thousands of times) stops at the limit instead of after.
 */
class HtmlBudget {
  private spent = 0;

  constructor(readonly limitBytes: number) {}

  charge(html: string): string {
    this.spent += Buffer.byteLength(html);
    if (this.spent > this.limitBytes) throw new HtmlTooLargeError(this.limitBytes);
    return html;
  }
}

interface RenderEnv extends Env {
  users: KnownUsers;
  incidents: KnownIncidents;
  budget: HtmlBudget;
}

// Raw HTML off: a post's HTML comes only from Markdown, and the sanitiser checks it again anyway.
const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

md.core.ruler.push("mentions", (state: StateCore) => {
  linkMentions(state, (state.env as RenderEnv).users);
});

md.core.ruler.push("citations", (state: StateCore) => {
  linkCitations(state, (state.env as RenderEnv).incidents);
});

// markdown-it's own render loops, with every piece charged to the post's budget as it is written
const renderer = md.renderer;
renderer.renderInline = (tokens, options, env) => {
  const { budget } = env as RenderEnv;
  let html = "";
  for (let i = 0; i < tokens.length; i += 1) {
    const rule = renderer.rules[tokens[i]!.type];
    html += budget.charge(
      rule ? rule(tokens, i, options, env, renderer) : renderer.renderToken(tokens, i, options),
    );
  }
  return html;
};
renderer.render = (tokens, options, env) => {
  const { budget } = env as RenderEnv;
  let html = "";
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const rule = renderer.rules[token.type];
    if (token.type === "inline") html += renderer.renderInline(token.children ?? [], options, env);
    else
      html += budget.charge(
        rule ? rule(tokens, i, options, env, renderer) : renderer.renderToken(tokens, i, options),
      );
  }
  return html;
};

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
function renderPlain(markdown: string, env: RenderEnv): string {
  return md.render(markdown, env);
}

const MAX_QUOTE_DEPTH = 3;

function renderWithQuotes(markdown: string, lookups: RenderLookups, env: RenderEnv, depth: number): string {
  return splitQuotes(markdown, depth < MAX_QUOTE_DEPTH)
    .map((part) => {
      if (part.kind === "text") return renderPlain(part.markdown, env);
      const inner = renderWithQuotes(part.markdown, lookups, env, depth + 1);
      const quoted = lookups.quotes.get(part.postId);
      const close = env.budget.charge("</blockquote>");
      if (!quoted) return `${env.budget.charge('<blockquote class="quote">')}${inner}${close}`;
      const author = md.utils.escapeHtml(quoted.author ?? "Unknown");
      const link = `/forum/thread/${quoted.threadId}?highlight=${part.postId}`;
      return (
        env.budget.charge(
          `<blockquote class="quote" data-post-id="${part.postId}">` +
            `<div class="quote-author"><a href="${link}">${author}</a> wrote:</div>`,
        ) + `${inner}${close}`
      );
    })
    .join("");
}

/**
 * A post's sanitised HTML, at most `maxHtmlBytes` (postHtmlLimit) before and after sanitising: past it,
 * HtmlTooLargeError, thrown as soon as the limit is passed. Synchronous: the lookups were made before (see
 * post-renderer.ts).
 */
export function renderPostHtml(markdown: string, lookups: RenderLookups, maxHtmlBytes = Infinity): string {
  const budget = new HtmlBudget(maxHtmlBytes);
  const html = sanitizePostHtml(
    renderWithQuotes(
      markdown,
      lookups,
      { users: lookups.users, incidents: lookups.incidents ?? new KnownIncidents(), budget },
      0,
    ),
  );
  if (Buffer.byteLength(html) > maxHtmlBytes) throw new HtmlTooLargeError(maxHtmlBytes);
  return html;
}
