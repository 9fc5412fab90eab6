import { isStaff, type Viewer } from "../../core/viewer.js";
import type { Post } from "./posts/post.entity.js";
import type { Thread } from "./threads/thread.entity.js";

/**
 * Who may do what in the forum. Visitors read; members write threads and replies and change their own
 * posts while the thread is open; staff (moderators and admins) may do everything, in locked threads too.
 * The opening post is deleted only by staff (it stays as a tombstone; the thread and its replies remain).
 */
/** A deleted thread (and every post in it) is read by staff alone; to anyone else it does not exist. */
export const canSeeThread = (viewer: Viewer | null, thread: Thread): boolean =>
  !thread.isDeleted || isStaff(viewer);

export const canReply = (viewer: Viewer | null, thread: Thread): boolean =>
  !!viewer && (!thread.isLocked || isStaff(viewer));

const isAuthor = (viewer: Viewer | null, post: Post) => !!viewer && post.author?.id === viewer.id;

export const canEdit = (viewer: Viewer | null, post: Post, thread: Thread): boolean =>
  !post.isDeleted && (isStaff(viewer) || (isAuthor(viewer, post) && !thread.isLocked));

export const canDelete = (viewer: Viewer | null, post: Post, thread: Thread): boolean =>
  !post.isDeleted && (isStaff(viewer) || (isAuthor(viewer, post) && !thread.isLocked && post.number > 1));
