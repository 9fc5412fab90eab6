import { getJson } from "./forumApi";
import type { ForumCategory, ForumData, ForumStats, ForumThreadSummary } from "./forumModel";

/** The REST shapes of spec §3, with `_id` names. */
interface RestCategory {
  _id: string;
  name: string;
  description?: string | null;
  threadCount?: number;
  postCount?: number;
}

interface RestThread {
  _id: string;
  title: string;
  isPinned?: boolean;
  isLocked?: boolean;
  replyCount?: number;
  views?: number;
  lastReplyDate?: string | null;
  createdAt?: string | null;
  author?: { _id: string; username: string } | null;
  category?: { _id: string; name: string } | null;
}

function fromRestCategory(category: RestCategory): ForumCategory {
  return {
    id: String(category._id),
    name: category.name,
    description: category.description ?? "",
    threadCount: category.threadCount ?? 0,
    postCount: category.postCount ?? 0,
  };
}

function fromRestThread(thread: RestThread): ForumThreadSummary {
  return {
    id: String(thread._id),
    title: thread.title,
    isPinned: !!thread.isPinned,
    isLocked: !!thread.isLocked,
    replyCount: thread.replyCount ?? 0,
    views: thread.views ?? 0,
    lastReplyDate: thread.lastReplyDate ?? null,
    createdAt: thread.createdAt ?? null,
    author: thread.author ? { id: String(thread.author._id), username: thread.author.username } : null,
    category: thread.category ? { id: String(thread.category._id), name: thread.category.name } : null,
  };
}

/** Spec §7: when GraphQL forum data fails, the three REST calls together. */
export async function fetchRestForumData(fresh = false): Promise<ForumData> {
  const options = { forceFresh: fresh };
  const [categories, threads, stats] = await Promise.all([
    getJson<RestCategory[]>("/api/forum/categories", options),
    getJson<RestThread[]>("/api/forum/threads/recent", options),
    getJson<ForumStats>("/api/forum/stats", options),
  ]);
  return {
    categories: categories.map(fromRestCategory),
    recentThreads: threads.map(fromRestThread),
    stats: {
      totalThreads: stats.totalThreads ?? 0,
      totalPosts: stats.totalPosts ?? 0,
      totalUsers: stats.totalUsers ?? 0,
      onlineUsers: stats.onlineUsers ?? 0,
    },
  };
}
