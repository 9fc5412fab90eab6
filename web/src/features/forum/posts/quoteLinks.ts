/** Spec §9: a followed quote or ?highlight= marks its post for 2 seconds. */
export const HIGHLIGHT_MS = 2000;
export const HIGHLIGHT_CLASS = "post--highlighted";
const WIRED = "quoteLink";

/** Spec §3: a quote block names the quoted post in data-post-id and holds a quote-author element. */
export function isQuoteBlock(element: Element): boolean {
  return element.hasAttribute("data-post-id") && element.querySelector(".quote-author") !== null;
}

/** Spec §2: the thread page names its thread in <meta name="thread-id">. */
export function threadIdOf(document: Document): string | null {
  return document.querySelector('meta[name="thread-id"]')?.getAttribute("content") || null;
}

export const postElementId = (postId: string) => `post-${postId}`;

export function threadUrl(threadId: string, options: { page?: number; highlight?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.page !== undefined) query.set("page", String(options.page));
  if (options.highlight !== undefined) query.set("highlight", options.highlight);
  const search = query.toString();
  return `/forum/thread/${encodeURIComponent(threadId)}${search ? `?${search}` : ""}`;
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** Scrolls smoothly to the post and highlights it for HIGHLIGHT_MS; false when it is not on this page. */
export function revealPost(document: Document, postId: string, ms: number = HIGHLIGHT_MS): boolean {
  const post = document.getElementById(postElementId(postId));
  if (!post) return false;
  post.scrollIntoView({ behavior: "smooth", block: "center" });
  post.classList.add(HIGHLIGHT_CLASS);
  clearTimeout(timers.get(post));
  timers.set(
    post,
    setTimeout(() => post.classList.remove(HIGHLIGHT_CLASS), ms),
  );
  return true;
}

export interface FollowQuoteDeps {
  document: Document;
  navigate(url: string): void;
  /** The page holding the post (GraphQL `postLocation`), null when the forum knows no such post. */
  findPage(postId: string): Promise<number | null>;
}

/**
 * Spec §4 "Quote click": on this page, scroll and highlight; otherwise ask which page holds the post and go
 * there with the highlight; if that lookup fails, go to the thread with only the highlight (spec §8: a
 * warning for an answer without a page, an error for a failed call, nothing shown to the reader).
 */
export async function followQuote(postId: string | null | undefined, deps: FollowQuoteDeps): Promise<void> {
  const threadId = threadIdOf(deps.document);
  if (!postId || !threadId) return;
  if (revealPost(deps.document, postId)) return;
  const fallback = threadUrl(threadId, { highlight: postId });
  try {
    const page = await deps.findPage(postId);
    if (!page) {
      console.warn(`Page lookup for post ${postId} gave no page`);
      deps.navigate(fallback);
      return;
    }
    deps.navigate(threadUrl(threadId, { page, highlight: postId }));
  } catch (error) {
    console.error(`Page lookup for post ${postId} failed`, error);
    deps.navigate(fallback);
  }
}

/** Makes every quote block under `root` not yet handled clickable and focusable; returns how many. */
export function wireQuoteBlocks(root: Element, onQuote: (postId: string) => void): number {
  let wired = 0;
  for (const block of root.querySelectorAll<HTMLElement>("[data-post-id]")) {
    if (block.dataset[WIRED] || !isQuoteBlock(block)) continue;
    block.dataset[WIRED] = "true";
    block.setAttribute("role", "link");
    block.tabIndex = 0;
    const postId = block.getAttribute("data-post-id")!;
    const follow = (event: Event) => {
      // a link inside the quote (a mention, a URL) keeps its own meaning
      if (event.target instanceof Element && event.target.closest("a")) return;
      event.preventDefault();
      onQuote(postId);
    };
    block.addEventListener("click", follow);
    block.addEventListener("keydown", (event) => {
      if (event.key === "Enter") follow(event);
    });
    wired += 1;
  }
  return wired;
}

/**
 * Spec §4: quote blocks are made clickable at once and again whenever the post area's content changes
 * (a new page, a reply, an edit). Returns the function that stops watching.
 */
export function watchQuoteBlocks(root: Element, onQuote: (postId: string) => void): () => void {
  wireQuoteBlocks(root, onQuote);
  const observer = new MutationObserver(() => wireQuoteBlocks(root, onQuote));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
