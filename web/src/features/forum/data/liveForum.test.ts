import { describe, expect, it } from "vitest";
import { changesPage, firstNewPostNumber, newRepliesBeyondPage, threadLink } from "./liveForum";

const thread = { id: "7", title: "A thread", isPinned: false, isLocked: false, replyCount: 44, views: 3 };

describe("live thread pages", () => {
  it("counts no new replies on the last page while they fit on it, and those beyond it", () => {
    expect(newRepliesBeyondPage({ page: 3, openedPostCount: 45, latestPostCount: 47 })).toBe(0);
    expect(newRepliesBeyondPage({ page: 3, openedPostCount: 58, latestPostCount: 62 })).toBe(2);
    expect(firstNewPostNumber({ page: 3, openedPostCount: 58, latestPostCount: 62 })).toBe(61);
  });

  it("counts every reply written since an earlier page was opened, and jumps to the first", () => {
    const growth = { page: 1, openedPostCount: 45, latestPostCount: 48 };
    expect(newRepliesBeyondPage(growth)).toBe(3);
    expect(firstNewPostNumber(growth)).toBe(46);
    expect(newRepliesBeyondPage({ ...growth, latestPostCount: 45 })).toBe(0);
  });

  it("reads the page again for a change to one of its posts or to the thread itself", () => {
    expect(changesPage({ change: "postEdited", postNumber: 20 }, 1)).toBe(true);
    expect(changesPage({ change: "postDeleted", postNumber: 21 }, 1)).toBe(false);
    expect(changesPage({ change: "postAdded", postNumber: 41 }, 3)).toBe(true);
    expect(changesPage({ change: "threadLocked", postNumber: null }, 2)).toBe(true);
  });
});

describe("links from thread lists", () => {
  it("lead a member with unread posts to the page of the first, highlighted", () => {
    const link = threadLink({
      ...thread,
      viewerUnreadCount: 25,
      viewerLastReadNumber: 20,
      viewerFirstUnreadPostId: "321",
    });
    expect(link).toBe("/forum/thread/7?page=2&highlight=321");
  });

  it("lead to the thread itself when nothing is new, and for visitors", () => {
    expect(threadLink({ ...thread, viewerUnreadCount: 0, viewerLastReadNumber: 45 })).toBe("/forum/thread/7");
    expect(threadLink(thread)).toBe("/forum/thread/7");
  });
});
