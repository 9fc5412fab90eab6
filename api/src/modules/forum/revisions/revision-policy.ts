import { isStaff, type Viewer } from "../../../core/viewer.js";

/** What an edit's rule reads of the thing edited: a post's text or a thread's title. */
export interface EditedText {
  author: { id: string } | null;
  createdAt: Date;
  /** Who last changed it, when known. */
  editedBy?: { id: string } | null;
}

/** An author's own edits this soon after posting correct the post without keeping a revision. */
export const AUTHOR_GRACE_MS = 5 * 60 * 1000;

export interface EditFacts {
  viewer: Viewer;
  post: EditedText;
  reason: string | null;
  /** A report was made against the text this edit replaces. */
  reported: boolean;
  now?: Date;
}

/**
 * Whether an edit keeps the text it replaces. Only the author's own quick correction of their own words
 * does not: staff edits, edits with a reason, edits of text someone else wrote last and edits of
 * reported text always do.
 */
export function keepsRevision({ viewer, post, reason, reported, now = new Date() }: EditFacts): boolean {
  const authorId = post.author?.id;
  if (viewer.id !== authorId || isStaff(viewer) || reason || reported) return true;
  if (post.editedBy && post.editedBy.id !== authorId) return true;
  return now.getTime() - post.createdAt.getTime() >= AUTHOR_GRACE_MS;
}
