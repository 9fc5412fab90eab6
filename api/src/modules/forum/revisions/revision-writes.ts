import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "../../../core/viewer.js";
import { sqlArray } from "../../../db/sql-array.js";
import type { ModuleHooks } from "../../app-module.js";
import type { Post } from "../posts/post.entity.js";
import { keepsRevision } from "./revision-policy.js";
import {
  INSERT_REVISION,
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

/** What an edit asks of the reports (the module above, through its hooks). */
export type EditReports = Pick<ModuleHooks, "postReported" | "postRevisionKept" | "revisionsReported">;

/**
 * Writes an edit in the caller's transaction: the replaced text becomes a revision unless the edit is
 * the author's quick correction of text no one reported (see keepsRevision), reports made against it
 * point at that revision, and the history is thinned but for the revisions reports point at. Returns the
 * revision's id, or null when none was kept.
 */
export async function writePostEdit(
  tx: EntityManager,
  edit: PostEdit,
  reports: EditReports,
): Promise<string | null> {
  const { viewer, post } = edit;
  // whether the text is reported matters only to an edit that would otherwise not keep it
  const keep =
    keepsRevision({ viewer, post, reason: edit.reason, reported: false }) ||
    (await reports.postReported(tx, post.id));
  let revisionId: string | null = null;
  if (keep) {
    const [row] = await tx.execute<{ id: string }[]>(INSERT_REVISION, [
      post.id,
      viewer.id,
      post.markdown,
      edit.reason,
    ]);
    revisionId = row!.id;
    await reports.postRevisionKept(tx, post.id, revisionId);
    const reported = await reports.revisionsReported(tx, post.id);
    await tx.execute(THIN_REVISIONS, [
      post.id,
      sqlArray([...reported]),
      POST_REVISIONS_KEPT,
      REVISIONS_KEPT_WHOLE,
    ]);
  }
  await tx.execute(UPDATE_POST_BODY, [edit.markdown, edit.html, viewer.id, post.id]);
  return revisionId;
}
