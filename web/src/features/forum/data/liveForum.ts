import { FORUM_PAGE_SIZE, pageOfPost } from "@incident-watch/schema";
import { threadUrl } from "../posts/quoteLinks";
import type { ForumThreadSummary } from "./forumModel";

/** Visitors hold no socket: their open thread page and forum home are read again this often. */
export const VISITOR_REFRESH_MS = 30_000;
/** The forum home re-reads its lists at most this often, however many changes arrive. */
export const FORUM_HOME_DEBOUNCE_MS = 2_000;

/** What a thread page knows of its thread's growth. */
export interface ThreadGrowth {
  /** The page shown. */
  page: number;
  /** The thread's post count when this page was opened. */
  openedPostCount: number;
  /** The newest post count known: from the last read or a live event, whichever is higher. */
  latestPostCount: number;
}

/**
 * Posts written since the page was opened that are not on it (the "N new replies" bar). On the last
 * page the posts that fit on it are appended instead, so only those beyond it count.
 */
export function newRepliesBeyondPage({ page, openedPostCount, latestPostCount }: ThreadGrowth): number {
  return Math.max(0, latestPostCount - Math.max(openedPostCount, page * FORUM_PAGE_SIZE));
}

/** The number of the first of those posts, where the bar jumps to. */
export function firstNewPostNumber({ page, openedPostCount }: ThreadGrowth): number {
  return Math.max(openedPostCount, page * FORUM_PAGE_SIZE) + 1;
}

/** Whether a change to a thread alters the page shown, which is then read again. */
export function changesPage(update: { change: string; postNumber?: number | null }, page: number): boolean {
  if (update.postNumber === null || update.postNumber === undefined) return true; // the thread itself
  return pageOfPost(update.postNumber) === page;
}

/** Where a thread in a list leads: a member with unread posts lands on the first of them. */
export function threadLink(thread: ForumThreadSummary): string {
  const { viewerUnreadCount, viewerLastReadNumber, viewerFirstUnreadPostId } = thread;
  if (!viewerUnreadCount || !viewerFirstUnreadPostId || viewerLastReadNumber == null)
    return threadUrl(thread.id);
  return threadUrl(thread.id, {
    page: pageOfPost(viewerLastReadNumber + 1),
    highlight: viewerFirstUnreadPostId,
  });
}
