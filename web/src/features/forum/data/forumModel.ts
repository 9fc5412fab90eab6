/** The forum home's data (spec §3 "Forum data"), as both GraphQL and the REST fallbacks deliver it. */
export interface ForumCategory {
  id: string;
  name: string;
  description: string;
  threadCount: number;
  postCount: number;
}

export interface ForumThreadSummary {
  id: string;
  title: string;
  isPinned: boolean;
  isLocked: boolean;
  replyCount: number;
  views: number;
  lastReplyDate?: string | null;
  createdAt?: string | null;
  author?: { id: string; username: string } | null;
  category?: { id: string; name: string } | null;
  /** Signed-in members only (null or absent for visitors and the REST fallback). */
  viewerUnreadCount?: number | null;
  viewerLastReadNumber?: number | null;
  viewerFirstUnreadPostId?: string | null;
}

export interface ForumStats {
  totalThreads: number;
  totalPosts: number;
  totalUsers: number;
  onlineUsers: number;
}

export interface ForumData {
  categories: ForumCategory[];
  recentThreads: ForumThreadSummary[];
  stats: ForumStats;
}

/** What the page shows when nothing could be loaded and nothing was kept (spec §7). */
export const EMPTY_FORUM_DATA: ForumData = {
  categories: [],
  recentThreads: [],
  stats: { totalThreads: 0, totalPosts: 0, totalUsers: 0, onlineUsers: 0 },
};
