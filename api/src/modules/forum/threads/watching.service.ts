import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import { notFound } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import { canSeeThread } from "../forum-permissions.js";
import type { NotificationsService } from "../../notifications/notifications.service.js";
import type { WatchLevel } from "../../notifications/watch-level.js";
import { Category } from "../categories/category.entity.js";
import { isForumId } from "../reading/forum.service.js";
import { Thread } from "./thread.entity.js";

/** The most watched and muted threads and categories the settings page lists. */
export const WATCH_LIST_LIMIT = 200;

/** A thread or a category the member chose a level for, as the settings page lists it. */
export interface Watched {
  level: WatchLevel;
  thread: Thread | null;
  category: Category | null;
}

/** How closely a member follows a thread or a category: the forum finds it, the notifications keep the level. */
export class WatchingService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  /** What the member watches or muted, the latest choice first; a thread hidden from them is left out. */
  async list(viewer: Viewer): Promise<Watched[]> {
    const rows = await this.notifications.watches(viewer, WATCH_LIST_LIMIT);
    const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
    const threads = new Map(
      (await this.em.find(Thread, { id: { $in: ids("thread") } })).map((t) => [t.id, t]),
    );
    const categories = new Map(
      (await this.em.find(Category, { id: { $in: ids("category") } })).map((c) => [c.id, c]),
    );
    return rows.flatMap(({ kind, id, level }): Watched[] => {
      if (kind === "category") {
        const category = categories.get(id);
        return category ? [{ level, thread: null, category }] : [];
      }
      const thread = threads.get(id);
      return thread && (!thread.isDeleted || isStaff(viewer)) ? [{ level, thread, category: null }] : [];
    });
  }

  /** Sets the member's level for a thread (watching, normal, muted). */
  async setThreadLevel(viewer: Viewer, threadId: string, level: WatchLevel): Promise<Thread> {
    const thread = isForumId(threadId) ? await this.em.findOne(Thread, { id: threadId }) : null;
    // a deleted thread is hidden from members, so it is not there to follow either
    if (!thread || !canSeeThread(viewer, thread)) throw notFound(messages.threadNotFound);
    await this.notifications.setWatchLevel(viewer, "thread", thread.id, level);
    return thread;
  }

  /** Sets the member's level for a category: watching hears of every new thread, muted mutes its threads. */
  async setCategoryLevel(viewer: Viewer, categoryId: string, level: WatchLevel): Promise<Category> {
    const category = isForumId(categoryId) ? await this.em.findOne(Category, { id: categoryId }) : null;
    if (!category) throw notFound(messages.categoryNotFound);
    await this.notifications.setWatchLevel(viewer, "category", category.id, level);
    return category;
  }
}
