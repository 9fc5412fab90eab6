import type { Loaders } from "../../index.js";
import { isOnline } from "../../users/activity.js";
import type { User } from "../../users/user.entity.js";
import type { Category } from "../categories/category.entity.js";
import type { ForumStats } from "./forum.types.js";
import type { Thread } from "../threads/thread.entity.js";

/** The spec's shapes (§3) for the REST compatibility paths, with `_id` names. */

export interface RestCategory {
  _id: string;
  name: string;
  description: string;
  threadCount: number;
  postCount: number;
}

export interface RestThread {
  _id: string;
  title: string;
  isPinned: boolean;
  isLocked: boolean;
  replyCount: number;
  views: number;
  lastReplyDate: string | null;
  createdAt: string;
  author: { _id: string; username: string } | null;
  category: { _id: string; name: string } | null;
}

export interface RestForumData {
  categories: RestCategory[];
  recentThreads: RestThread[];
  stats: ForumStats;
}

export function restCategory(category: Category): RestCategory {
  const { name, description, threadCount, postCount } = category;
  return { _id: category.id, name, description, threadCount, postCount };
}

/** Threads with their authors and categories, read through the request's loaders (one query each). */
export async function restThreads(threads: Thread[], loaders: Loaders): Promise<RestThread[]> {
  return Promise.all(
    threads.map(async (thread) => {
      const [author, category] = await Promise.all([
        thread.author ? loaders.userById.load(thread.author.id) : null,
        thread.category ? loaders.categoryById.load(thread.category.id) : null,
      ]);
      return {
        _id: thread.id,
        title: thread.title,
        isPinned: thread.isPinned,
        isLocked: thread.isLocked,
        replyCount: thread.replyCount,
        views: thread.views,
        lastReplyDate: thread.lastReplyDate?.toISOString() ?? null,
        createdAt: thread.createdAt.toISOString(),
        author: author ? { _id: author.id, username: author.username } : null,
        category: category ? { _id: category.id, name: category.name } : null,
      };
    }),
  );
}

export function restUserProfile(
  user: User,
  counts: { postCount: number; threadCount: number },
  now = Date.now(),
) {
  return {
    _id: user.id,
    username: user.username,
    role: user.role,
    profilePicture: user.profilePicture,
    useDefaultAvatar: user.useDefaultAvatar,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
    postCount: counts.postCount,
    threadCount: counts.threadCount,
    isOnline: isOnline(user.lastActiveAt, now),
  };
}
