import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followQuote, HIGHLIGHT_CLASS, revealPost, watchQuoteBlocks, wireQuoteBlocks } from "./quoteLinks";

const quote = (postId: string) =>
  `<blockquote data-post-id="${postId}"><div class="quote-author">ann wrote:</div><p>quoted</p></blockquote>`;

function page({ threadId = "7", posts = ["1", "2"], content = "" } = {}) {
  document.head.innerHTML = threadId ? `<meta name="thread-id" content="${threadId}">` : "";
  document.body.innerHTML = `<div id="posts">${posts
    .map((id) => `<article id="post-${id}">post ${id}</article>`)
    .join("")}${content}</div>`;
  return document.getElementById("posts")!;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("followQuote", () => {
  it("scrolls smoothly to a post on this page and highlights it for 2 seconds", async () => {
    vi.useFakeTimers();
    page();
    const navigate = vi.fn();
    const findPage = vi.fn();
    await followQuote("2", { document, navigate, findPage });
    const post = document.getElementById("post-2")!;
    expect(post.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "center" });
    expect(post.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(post.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(post.classList.contains(HIGHLIGHT_CLASS)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(findPage).not.toHaveBeenCalled();
  });

  it("asks which page holds a post elsewhere and goes there with the highlight", async () => {
    page();
    const navigate = vi.fn();
    const findPage = vi.fn(() => Promise.resolve(4));
    await followQuote("99", { document, navigate, findPage });
    expect(findPage).toHaveBeenCalledWith("99");
    expect(navigate).toHaveBeenCalledWith("/forum/thread/7?page=4&highlight=99");
  });

  it("warns and goes to the thread with only the highlight when the forum knows no such post", async () => {
    page();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const navigate = vi.fn();
    await followQuote("99", {
      document,
      navigate,
      findPage: () => Promise.resolve(null),
    });
    expect(navigate).toHaveBeenCalledWith("/forum/thread/7?highlight=99");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("logs an error and goes to the thread with only the highlight when the lookup throws", async () => {
    page();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const navigate = vi.fn();
    await followQuote("99", {
      document,
      navigate,
      findPage: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(navigate).toHaveBeenCalledWith("/forum/thread/7?highlight=99");
    expect(error).toHaveBeenCalledOnce();
  });

  it("does nothing without a post id or without the thread-id meta tag", async () => {
    const navigate = vi.fn();
    const findPage = vi.fn();
    page();
    await followQuote("", { document, navigate, findPage });
    page({ threadId: "" });
    await followQuote("99", { document, navigate, findPage });
    expect(navigate).not.toHaveBeenCalled();
    expect(findPage).not.toHaveBeenCalled();
  });
});

describe("revealPost", () => {
  it("restarts the 2 seconds when the same post is revealed again", () => {
    vi.useFakeTimers();
    page();
    revealPost(document, "1");
    vi.advanceTimersByTime(1500);
    revealPost(document, "1");
    vi.advanceTimersByTime(1500);
    expect(document.getElementById("post-1")!.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
  });
});

describe("wireQuoteBlocks", () => {
  it("makes quote blocks clickable and keyboard-reachable, once each", () => {
    const root = page({ content: quote("1") + quote("2") });
    const onQuote = vi.fn();
    expect(wireQuoteBlocks(root, onQuote)).toBe(2);
    expect(wireQuoteBlocks(root, onQuote)).toBe(0);
    const block = root.querySelector<HTMLElement>('[data-post-id="2"]')!;
    expect(block.getAttribute("role")).toBe("link");
    expect(block.tabIndex).toBe(0);
    block.querySelector("p")!.click();
    block.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(onQuote.mock.calls).toEqual([["2"], ["2"]]);
  });

  it("leaves an element with data-post-id but no quote author alone, and links inside a quote work", () => {
    const root = page({
      content: `<div data-post-id="5">not a quote</div>
        <blockquote data-post-id="6"><span class="quote-author">bo</span><a href="#x">link</a></blockquote>`,
    });
    const onQuote = vi.fn();
    expect(wireQuoteBlocks(root, onQuote)).toBe(1);
    root.querySelector("a")!.click();
    expect(onQuote).not.toHaveBeenCalled();
  });
});

describe("watchQuoteBlocks", () => {
  it("wires quote blocks that appear later in the post area", async () => {
    const root = page();
    const onQuote = vi.fn();
    const stop = watchQuoteBlocks(root, onQuote);
    root.insertAdjacentHTML("beforeend", quote("1"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.querySelector<HTMLElement>('[data-post-id="1"]')!.click();
    expect(onQuote).toHaveBeenCalledWith("1");
    stop();
    root.insertAdjacentHTML("beforeend", quote("2"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.querySelector<HTMLElement>('[data-post-id="2"]')!.click();
    expect(onQuote).toHaveBeenCalledTimes(1);
  });
});
