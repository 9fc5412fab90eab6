import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import { notFound } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import type { NotificationsService } from "../../notifications/notifications.service.js";
import type { WatchLevel } from "../../notifications/watch-level.js";
import { Category } from "../categories/category.entity.js";
import { isForumId } from "../reading/forum.service.js";
import { Thread } from "./thread.entity.js";

/** How closely a member follows a thread or a category: the forum finds it, the notifications keep the level. */
export class WatchingService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  /** Sets the member's level for a thread (watching, normal, muted). */
  async setThreadLevel(viewer: Viewer, threadId: string, level: WatchLevel): Promise<Thread> {
    const thread = isForumId(threadId) ? await this.em.findOne(Thread, { id: threadId }) : null;
    // a deleted thread is hidden from members, so it is not there to follow either
    if (!thread || (thread.isDeleted && !isStaff(viewer))) throw notFound(messages.threadNotFound);
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
