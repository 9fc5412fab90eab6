import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "../../../core/viewer.js";
import type { Post } from "../posts/post.entity.js";
import { keepsRevision } from "./revision-policy.js";
import {
  HAS_UNPINNED_REPORT,
  INSERT_REVISION,
  PIN_REPORTED_REVISION,
  POST_REVISIONS_KEPT,
  REVISIONS_KEPT_WHOLE,
  THIN_REVISIONS,
  UPDATE_POST_BODY,
} from "./revisions.queries.js";

export interface PostEdit {
  viewer: Viewer;
  post: Post;
  markdown: string;
  html: string;
  reason: string | null;
}

/**
 * Writes an edit in the caller's transaction: the replaced text becomes a revision unless the edit is
 * the author's quick correction (see keepsRevision), reports made against it point at that revision,
 * and the history is thinned. Returns the revision's id, or null when none was kept.
 */
export async function writePostEdit(tx: EntityManager, edit: PostEdit): Promise<string | null> {
  const { viewer, post } = edit;
  const [pending] = await tx.execute<{ reported: boolean }[]>(HAS_UNPINNED_REPORT, [post.id]);
  const keep = keepsRevision({ viewer, post, reason: edit.reason, reported: !!pending?.reported });
  let revisionId: string | null = null;
  if (keep) {
    const [row] = await tx.execute<{ id: string }[]>(INSERT_REVISION, [
      post.id,
      viewer.id,
      post.markdown,
      edit.reason,
    ]);
    revisionId = row!.id;
    await tx.execute(PIN_REPORTED_REVISION, [revisionId, post.id]);
    await tx.execute(THIN_REVISIONS, [post.id, POST_REVISIONS_KEPT, REVISIONS_KEPT_WHOLE]);
  }
  await tx.execute(UPDATE_POST_BODY, [edit.markdown, edit.html, viewer.id, post.id]);
  return revisionId;
}
