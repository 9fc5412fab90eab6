import type { EntityManager } from "@mikro-orm/postgresql";
import { FORUM_PAGE_SIZE, messages, pageOfPost } from "@incident-watch/schema";
import { isStaff, type RequestInfo, type Viewer } from "../../../core/viewer.js";
import { canSeeThread } from "../forum-permissions.js";
import { notFound, ValidationError } from "../../../core/errors.js";
import { memberCounts } from "../../users/member-lookups.js";
import { User } from "../../users/user.entity.js";
import { usernameKey } from "../../users/users.service.js";
import { Category } from "../categories/category.entity.js";
import type {
  ForumData,
  ForumStats,
  PostLocation,
  PostPage,
  ThreadPage,
  UserProfile,
} from "./forum.types.js";
import { Post } from "../posts/post.entity.js";
import { Thread } from "../threads/thread.entity.js";
import { viewerKey, type ViewCounter } from "../threads/views.js";
import type { PublicDataVersion } from "../../../infra/public-data.js";
import { markThreadRead } from "../read-state/thread-reads.js";
import { FORUM_TOTALS } from "./forum.queries.js";
import { readPostPlaces, type PostPlace } from "./post-locations.js";
import type { TurnBatch } from "../../../infra/turn-batch.js";
import type { ReactionTally } from "../forum.loaders.js";
import { readSharedPostPage, withViewerReactions, type PostPageCache } from "./post-pages.js";

/** A page of posts with what its relation fields need: reactions (the viewer's marked) and latest editors. */
export interface PostPageWithParts extends PostPage {
  reactions: Map<string, ReactionTally[]>;
  editors: Map<string, string | null>;
}

export const RECENT_THREADS = 10;
export const RECENT_POSTS = 10;
// Shared listings also hold the members online, which no write announces: they are remade this often
const LISTING_MAX_AGE_MS = 10_000;

/** Ids are bigint serials; anything else names nothing. */
export const isForumId = (id: string | null | undefined): id is string => !!id && /^\d{1,18}$/.test(id);

export const pageCount = (items: number) => Math.max(1, Math.ceil(items / FORUM_PAGE_SIZE));

function assertPage(page: number, pages: number): void {
  if (!Number.isInteger(page) || page < 1 || page > pages)
    throw new ValidationError({ page: messages.pageOutOfRange });
}

/** Reading the forum: everything a visitor may see. */
export class ForumService {
  constructor(
    private readonly em: EntityManager,
    private readonly views?: ViewCounter,
    private readonly listings?: PublicDataVersion,
    private readonly pages?: PostPageCache,
    private readonly places?: TurnBatch<string, PostPlace>,
  ) {}

  /**
   * A listing that is the same for everybody (forum-data), made once and shared until the forum changes
   * on any instance or it is 10 s old.
   */
  shared<T>(key: string, make: () => Promise<T>): Promise<T> {
    return this.listings ? this.listings.remember(key, make, LISTING_MAX_AGE_MS) : make();
  }

  categories(): Promise<Category[]> {
    return this.em.find(Category, {}, { orderBy: { position: "asc", id: "asc" } });
  }

  category(id: string): Promise<Category | null> {
    return isForumId(id) ? this.em.findOne(Category, { id }) : Promise.resolve(null);
  }

  recentThreads(): Promise<Thread[]> {
    return this.em.find(
      Thread,
      { isDeleted: false },
      { orderBy: { lastActivityAt: "desc", id: "desc" }, limit: RECENT_THREADS },
    );
  }

  /**
   * Two statements side by side: the totals from the categories' counters (not from counting posts), and
   * the members and those online from the users module.
   */
  async stats(): Promise<ForumStats> {
    const [[totals], members] = await Promise.all([
      this.em.execute<{ threads: number; posts: number }[]>(FORUM_TOTALS),
      memberCounts(this.em),
    ]);
    return {
      totalThreads: Number(totals!.threads),
      totalPosts: Number(totals!.posts),
      totalUsers: members.members,
      onlineUsers: members.online,
    };
  }

  async forumData(): Promise<ForumData> {
    const [categories, recentThreads, stats] = await Promise.all([
      this.categories(),
      this.recentThreads(),
      this.stats(),
    ]);
    return { categories, recentThreads, stats };
  }

  /** A category's threads, 20 a page: pinned first, then the latest activity. */
  async categoryThreads(categoryId: string, page = 1): Promise<ThreadPage & { category: Category }> {
    const category = await this.category(categoryId);
    if (!category) throw notFound(messages.categoryNotFound);
    const pages = pageCount(category.threadCount);
    assertPage(page, pages);
    const threads = await this.em.find(
      Thread,
      { category: category.id, isDeleted: false },
      {
        orderBy: { isPinned: "desc", lastActivityAt: "desc", id: "desc" },
        limit: FORUM_PAGE_SIZE,
        offset: (page - 1) * FORUM_PAGE_SIZE,
      },
    );
    return { category, page, pageCount: pages, totalCount: category.threadCount, threads };
  }

  /** A thread; reading it counts a view (batched, once per viewer per hour). Deleted ones: staff only. */
  async thread(id: string, viewer: Viewer | null, request?: RequestInfo): Promise<Thread | null> {
    if (!isForumId(id)) return null;
    const thread = await this.em.findOne(Thread, { id });
    if (thread && !canSeeThread(viewer, thread)) return null;
    if (thread && request && request.countsViews !== false)
      this.views?.record(thread.id, viewerKey(viewer, request));
    return thread;
  }

  /**
   * Page `page` of a thread: an index range on (thread, number), however deep, shared by every reader
   * until the thread's next write. A member gets their own reactions marked (one small query), and being
   * shown the page moves their unread marker on (never back).
   */
  async posts(thread: Thread, page = 1, viewer: Viewer | null = null): Promise<PostPageWithParts> {
    const pages = pageCount(thread.postCount);
    assertPage(page, pages);
    const shared = this.pages
      ? await this.pages.read(this.em, thread, page)
      : await readSharedPostPage(this.em, thread, page);
    const last = shared.posts.at(-1);
    const [reactions] = await Promise.all([
      viewer ? withViewerReactions(this.em, shared, viewer.id) : shared.reactions,
      viewer && last ? markThreadRead(this.em, viewer.id, thread.id, last.number) : undefined,
    ]);
    return { page, pageCount: pages, posts: shared.posts, reactions, editors: shared.editors };
  }

  /** The thread and page holding a post (deleted ones too: their tombstone keeps the place). */
  async postLocation(postId: string, viewer: Viewer | null): Promise<PostLocation | null> {
    if (!isForumId(postId)) return null;
    const id = String(BigInt(postId));
    const place = this.places ? await this.places.load(id) : (await readPostPlaces(this.em, [id])).get(id);
    return place && (!place.threadDeleted || isStaff(viewer))
      ? { threadId: place.threadId, page: pageOfPost(place.number) }
      : null;
  }

  async userProfile(username: string): Promise<UserProfile | null> {
    const user = await this.em.findOne(User, { usernameKey: usernameKey(username) });
    if (!user) return null;
    const recentPosts = await this.em.find(
      Post,
      { author: user.id, isDeleted: false, thread: { isDeleted: false } },
      { orderBy: { createdAt: "desc", id: "desc" }, limit: RECENT_POSTS },
    );
    return { user, recentPosts };
  }
}
