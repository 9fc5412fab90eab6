import type { Said } from "./api-messages.js";
import { messages } from "./messages.js";
import { characterCount, codePointsOver, hasVisibleText } from "./characters.js";

export const THREAD_TITLE_MIN = 5;
export const THREAD_TITLE_MAX = 150;
export const POST_MIN = 2;
export const POST_MAX = 32_000;
export const SEARCH_QUERY_MAX = 200;
/** Posts per thread page and threads per category page. */
export const FORUM_PAGE_SIZE = 20;

/** Characters as a reader counts them, after trimming. */
const length = (text: string) => characterCount(text.trim());

export function threadTitleError(title: string | null | undefined): string | undefined {
  if (!hasVisibleText(title)) return messages.titleRequired;
  if (length(title) < THREAD_TITLE_MIN) return messages.threadTitleTooShort;
  if (length(title) > THREAD_TITLE_MAX) return messages.threadTitleTooLong;
  return undefined;
}

export function postBodyError(body: string | null | undefined): string | undefined {
  if (!body || body.trim() === "") return messages.postRequired;
  const trimmed = body.trim();
  if (!codePointsOver(trimmed, POST_MIN - 1)) return messages.postTooShort;
  if (codePointsOver(trimmed, POST_MAX)) return messages.postTooLong;
  return undefined;
}

/** A post's HTML may be at most this many times its Markdown's bytes (besides the ceiling, POST_HTML_MAX_KB)… */
export const POST_HTML_RATIO = 8;
/** …and at least this many bytes, whatever its length (a short post of links grows more than 8 times). */
export const POST_HTML_FLOOR_BYTES = 16 * 1024;

/** The most bytes of HTML `markdown` may render to, under a ceiling of `maxBytes`. */
export function postHtmlLimit(markdown: string, maxBytes: number): number {
  const source = new TextEncoder().encode(markdown).length;
  return Math.min(maxBytes, Math.max(POST_HTML_FLOOR_BYTES, POST_HTML_RATIO * source));
}

/** A post past its HTML limit, naming the limit. */
export const postHtmlTooLarge = (limitBytes: number): Said => ({
  key: "postHtmlTooLarge",
  args: { kilobytes: Math.floor(limitBytes / 1024), ratio: POST_HTML_RATIO },
});

/** A post whose formatting ran past the render deadline, naming it. */
export const postRenderTooSlow = (deadlineMs: number): Said => ({
  key: "postRenderTooSlow",
  args: { seconds: deadlineMs / 1000 },
});

export interface NewThreadInput {
  categoryId?: string | null;
  title?: string | null;
  body?: string | null;
}

/** The new-thread form: field → the first message it breaks; empty when valid. */
export function validateNewThread(
  input: NewThreadInput,
): Partial<Record<"categoryId" | "title" | "body", string>> {
  const errors = {
    categoryId: input.categoryId ? undefined : messages.categoryRequired,
    title: threadTitleError(input.title),
    body: postBodyError(input.body),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m));
}

/** The page (1-based) that holds post number `number`: posts keep their numbers, so this never changes. */
export const pageOfPost = (number: number): number => Math.ceil(number / FORUM_PAGE_SIZE);
