import type { EntityManager } from "@mikro-orm/postgresql";
import { FORUM_PAGE_SIZE } from "@incident-watch/schema";
import { LRUCache } from "lru-cache";
import type { User } from "../../users/user.entity.js";
import type { ReactionTally } from "../forum.loaders.js";
import { LATEST_EDITORS } from "../loaders.queries.js";
import { REACTION_KINDS, type ReactionKind } from "../reactions/reaction.entity.js";
import type { Post } from "../posts/post.entity.js";
import type { Thread } from "../threads/thread.entity.js";
import { PAGE_POSTS, PAGE_REACTION_COUNTS, VIEWER_REACTIONS } from "./post-pages.queries.js";

/** A page of a thread as every reader shares it: its posts, their reaction counts and latest editors. */
export interface SharedPostPage {
  posts: Post[];
  /** Per post, all six kinds in enum order, none marked as the reader's own. */
  reactions: Map<string, ReactionTally[]>;
  editors: Map<string, string | null>;
  /** About what the page holds in memory, for the cache's byte budget. */
  bytes: number;
}

interface PostRow {
  id: string;
  number: number;
  markdown: string;
  html: string;
  language: string | null;
  is_deleted: boolean;
  created_at: Date | string;
  edited_at: Date | string | null;
  author_id: string | null;
}

// A post's fixed cost besides its text (ids, dates, six tallies), and JavaScript's two bytes a character
const POST_OVERHEAD_BYTES = 600;

/**
 * Reads page `page` of a thread with everything every reader sees of it: three statements, each an index
 * range. The posts are plain values (not entities of one request's ORM context), so they can be shared.
 */
export async function readSharedPostPage(
  em: EntityManager,
  thread: Thread,
  page: number,
): Promise<SharedPostPage> {
  const from = (page - 1) * FORUM_PAGE_SIZE + 1;
  const rows = await em.execute<PostRow[]>(PAGE_POSTS, [thread.id, from, from + FORUM_PAGE_SIZE - 1]);
  const ids = rows.map((row) => row.id);
  const [counts, editors] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          em.execute<{ post_id: string; kind: ReactionKind; n: number }[]>(PAGE_REACTION_COUNTS, [ids]),
          em.execute<{ post_id: string; editor_id: string | null }[]>(LATEST_EDITORS, [ids]),
        ]);
  const threadRef = { id: thread.id } as Thread;
  const posts = rows.map(
    (row) =>
      ({
        id: row.id,
        number: Number(row.number),
        markdown: row.markdown,
        html: row.html,
        language: row.language,
        isDeleted: row.is_deleted,
        createdAt: new Date(row.created_at),
        editedAt: row.edited_at === null ? null : new Date(row.edited_at),
        author: row.author_id === null ? null : ({ id: row.author_id } as User),
        thread: threadRef,
      }) as Post,
  );
  const reactions = new Map(
    ids.map((id) => [
      id,
      REACTION_KINDS.map((kind) => {
        const row = counts.find((r) => r.post_id === id && r.kind === kind);
        return { kind, count: row ? Number(row.n) : 0, reacted: false };
      }),
    ]),
  );
  const bytes = rows.reduce(
    (sum, row) => sum + POST_OVERHEAD_BYTES + 2 * (row.markdown.length + row.html.length),
    0,
  );
  const editorOf = new Map(editors.map((e) => [e.post_id, e.editor_id]));
  return { posts, reactions, editors: new Map(ids.map((id) => [id, editorOf.get(id) ?? null])), bytes };
}

/** The page with the reader's own reactions marked: one statement over the page's posts. */
export async function withViewerReactions(
  em: EntityManager,
  page: SharedPostPage,
  viewerId: string,
): Promise<Map<string, ReactionTally[]>> {
  if (page.posts.length === 0) return page.reactions;
  const mine = await em.execute<{ post_id: string; kind: ReactionKind }[]>(VIEWER_REACTIONS, [
    viewerId,
    page.posts.map((post) => post.id),
  ]);
  if (mine.length === 0) return page.reactions;
  const given = new Set(mine.map((row) => `${row.post_id}:${row.kind}`));
  return new Map(
    [...page.reactions].map(([postId, tallies]) => [
      postId,
      tallies.map((tally) => ({ ...tally, reacted: given.has(`${postId}:${tally.kind}`) })),
    ]),
  );
}

/**
 * Shared thread pages, kept per thread version: every write to a thread raises its version in the write's
 * own transaction (announceThreadChange), and a reader finds the version on the thread row it has just
 * read, so a page is never served once a write to it has committed, on any instance. Bounded by bytes.
 */
export class PostPageCache {
  private readonly pages: LRUCache<string, SharedPostPage>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) });
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  async read(em: EntityManager, thread: Thread, page: number): Promise<SharedPostPage> {
    const key = `${thread.id}:${thread.version}:${page}`;
    const kept = this.pages.get(key);
    if (kept) return kept;
    const made = await readSharedPostPage(em, thread, page);
    this.pages.set(key, made);
    return made;
  }
}
