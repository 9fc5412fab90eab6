import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";

/**
 * A thread page as a member sees it differs from a visitor's in five fields only: whether they may reply,
 * edit and delete, which reactions are theirs and which posts changed after they reacted or quoted. When a query asks for nothing else that depends on the
 * viewer, a member's answer is the visitor's kept answer with those fields filled in for them, instead
 * of a whole execution. What the query asks is checked against the fields known to be the same for
 * everyone; anything else (an alias, a directive, a field not listed) sends it through GraphQL as before.
 */
export interface MemberOverlayPlan {
  canReply: boolean;
  canEdit: boolean;
  canDelete: boolean;
  reacted: boolean;
  editedAfterViewer: boolean;
  /** The page's posts are in the answer with their ids: the member's view of them can be read. */
  posts: boolean;
}

type Shape = { type: string; fields: Record<string, Shape | "same" | "viewer"> };

const SAME = "same" as const;
const VIEWER = "viewer" as const;
const USER: Shape = {
  type: "User",
  fields: Object.fromEntries(
    [
      "id",
      "username",
      "role",
      "profilePicture",
      "useDefaultAvatar",
      "createdAt",
      "lastActiveAt",
      "isOnline",
      "postCount",
      "threadCount",
    ].map((name) => [name, SAME]),
  ),
};
const CATEGORY: Shape = {
  type: "Category",
  fields: Object.fromEntries(
    ["id", "name", "description", "position", "threadCount", "postCount"].map((name) => [name, SAME]),
  ),
};
const POST: Shape = {
  type: "Post",
  fields: {
    ...Object.fromEntries(
      ["id", "number", "page", "html", "markdown", "isDeleted", "createdAt", "editedAt"].map((name) => [
        name,
        SAME,
      ]),
    ),
    author: USER,
    editedBy: USER,
    reactions: { type: "ReactionCount", fields: { kind: SAME, count: SAME, reacted: VIEWER } },
    viewerCanEdit: VIEWER,
    viewerCanDelete: VIEWER,
    editedAfterViewer: VIEWER,
  },
};
const THREAD: Shape = {
  type: "Thread",
  fields: {
    ...Object.fromEntries(
      [
        "id",
        "title",
        "isPinned",
        "isLocked",
        "isDeleted",
        "replyCount",
        "views",
        "postCount",
        "pageCount",
        "lastReplyDate",
        "lastActivityAt",
        "createdAt",
      ].map((name) => [name, SAME]),
    ),
    author: USER,
    lastPoster: USER,
    category: CATEGORY,
    posts: { type: "PostPage", fields: { page: SAME, pageCount: SAME, posts: POST } },
    viewerCanReply: VIEWER,
  },
};
/** The only field that takes an argument below `thread`. */
const ARGUMENTS: Record<string, string[]> = { "Thread.posts": ["page"] };

/**
 * The plan for a `thread` field's selection, or null when a member's answer must be executed in full.
 * `fragments` are the document's named fragments.
 */
export function memberOverlayPlan(
  thread: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): MemberOverlayPlan | null {
  const found = new Set<string>();
  if (thread.alias || thread.directives?.length) return null;
  if (!thread.selectionSet || !fits(thread.selectionSet, THREAD, fragments, found, new Set())) return null;
  // reading a page moves the member's marker to its last post, found by the posts' ids
  if (found.has("Thread.posts") && !found.has("Post.id")) return null;
  return {
    canReply: found.has("Thread.viewerCanReply"),
    canEdit: found.has("Post.viewerCanEdit"),
    canDelete: found.has("Post.viewerCanDelete"),
    reacted: found.has("ReactionCount.reacted"),
    editedAfterViewer: found.has("Post.editedAfterViewer"),
    posts: found.has("Thread.posts"),
  };
}

function fits(
  selectionSet: SelectionSetNode,
  shape: Shape,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found: Set<string>,
  spreading: Set<string>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.directives?.length) return false;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value;
      return (
        (on === undefined || on === shape.type) &&
        fits(selection.selectionSet, shape, fragments, found, spreading)
      );
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || spreading.has(name) || fragment.typeCondition.name.value !== shape.type) return false;
      return fits(fragment.selectionSet, shape, fragments, found, new Set([...spreading, name]));
    }
    if (selection.alias) return false;
    const name = selection.name.value;
    if (name === "__typename") return true;
    const allowed = ARGUMENTS[`${shape.type}.${name}`] ?? [];
    if (!(selection.arguments ?? []).every((argument) => allowed.includes(argument.name.value))) return false;
    const kind = shape.fields[name];
    if (kind === undefined) return false;
    found.add(`${shape.type}.${name}`);
    if (kind === SAME || kind === VIEWER) return selection.selectionSet === undefined;
    return (
      selection.selectionSet !== undefined && fits(selection.selectionSet, kind, fragments, found, spreading)
    );
  });
}

/** A member's own part of a thread page: what they may do, and which reactions are theirs. */
export interface MemberThreadView {
  canReply: boolean;
  posts: Map<
    string,
    { canEdit: boolean; canDelete: boolean; reacted: ReadonlySet<string>; editedAfterViewer: string | null }
  >;
}

interface AnswerPost {
  id?: string;
  viewerCanEdit?: boolean;
  viewerCanDelete?: boolean;
  editedAfterViewer?: string | null;
  reactions?: Array<{ kind?: string; reacted?: boolean }> | null;
}
export interface ThreadAnswer {
  data?: {
    thread?: { viewerCanReply?: boolean; posts?: { posts?: AnswerPost[] } | null } | null;
  };
}

/** The ids of the posts a visitor's answer shows, for reading the member's view of them. */
export function postIdsIn(answer: ThreadAnswer): string[] {
  return (answer.data?.thread?.posts?.posts ?? []).flatMap((post) => (post.id ? [post.id] : []));
}

/** Writes the member's own part into a (parsed, unshared) visitor answer. */
export function applyMemberView(answer: ThreadAnswer, plan: MemberOverlayPlan, view: MemberThreadView): void {
  const thread = answer.data?.thread;
  if (!thread) return;
  if (plan.canReply) thread.viewerCanReply = view.canReply;
  for (const post of thread.posts?.posts ?? []) {
    const mine = post.id ? view.posts.get(post.id) : undefined;
    if (plan.canEdit) post.viewerCanEdit = mine?.canEdit ?? false;
    if (plan.canDelete) post.viewerCanDelete = mine?.canDelete ?? false;
    if (plan.editedAfterViewer) post.editedAfterViewer = mine?.editedAfterViewer ?? null;
    if (plan.reacted) {
      for (const reaction of post.reactions ?? [])
        reaction.reacted = !!reaction.kind && (mine?.reacted.has(reaction.kind) ?? false);
    }
  }
}
