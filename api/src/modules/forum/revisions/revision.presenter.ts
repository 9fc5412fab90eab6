import type { User } from "../../users/user.entity.js";
import type { RevisionView } from "./revision.types.js";
import type { TitleRevisionView } from "./title-revision.types.js";
import { revisionDiff } from "./revisions.service.js";

/** A revision in the REST layer: as in GraphQL, with its editor by username and its diff inline. */
export function restRevision(revision: RevisionView, editor: User | null) {
  const diff = revisionDiff(revision);
  return {
    id: revision.id,
    createdAt: revision.createdAt,
    editor: editor ? { username: editor.username } : null,
    reason: revision.reason,
    isHidden: revision.isHidden,
    isRedacted: revision.isRedacted,
    isReported: revision.isReported,
    markdown: revision.markdown,
    diff: diff && (diff.tooDifferent ? { tooDifferent: true } : { tooDifferent: false, inline: diff.inline }),
  };
}

/** An earlier title in the REST layer, as in GraphQL (its diff is a line, so it is left out). */
export function restTitleRevision(revision: TitleRevisionView, editor: User | null) {
  return {
    id: revision.id,
    createdAt: revision.createdAt,
    editor: editor ? { username: editor.username } : null,
    reason: revision.reason,
    isHidden: revision.isHidden,
    isRedacted: revision.isRedacted,
    title: revision.title,
  };
}
