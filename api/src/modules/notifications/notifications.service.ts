import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { unsubscribeTokenUser } from "./mail-links.js";
import { queueMissedMail } from "./missed-mail.js";
import {
  notifyDirect,
  notifyPost,
  notifyReaction,
  removeForPost,
  type DirectNotification,
  type RemovedNotifications,
  type PostFacts,
  type ReactionFacts,
} from "./notification-fanout.js";
import { listNotifications, type ListArgs } from "./notification-list.js";
import { DEFAULT_PREFERENCES, NotificationPreferences } from "./notification-preferences.entity.js";
import { publishAdded, publishChanged, type NotificationBatch } from "./notification-publisher.js";
import { Notification } from "./notification.entity.js";
import { NOW_MS } from "./sql-array.js";
import { User } from "../users/user.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { Thread } from "../forum/thread.entity.js";
import type { WatchLevel } from "./thread-watch.entity.js";
import type { NotificationConnection } from "./notification-connection.type.js";

const BROADCAST_MAX = 2000;
const isId = (value: unknown): value is string => typeof value === "string" && /^\d{1,18}$/.test(value);
type PreferenceChanges = Partial<Record<keyof typeof DEFAULT_PREFERENCES, boolean | null | undefined>>;

/**
 * Notifications: written by the module that causes them, inside its transaction (forPost, forReaction,
 * notify), announced after commit (publish); read and marked by their recipient only.
 */
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /**
   * Inside the forum's transaction that stores the post; publish the result after commit. The mail about
   * missed mentions and replies is queued in the same transaction, so no crash can lose it.
   */
  async forPost(tx: EntityManager, facts: PostFacts): Promise<NotificationBatch> {
    const batch = await notifyPost(tx, facts);
    const { jobs, config } = this.deps;
    if (batch.mailsMissed) await queueMissedMail(tx, jobs, facts.postId, config.notificationMailDelaySeconds);
    return batch;
  }

  /** Inside the forum's transaction that adds a reaction (un-reacting notifies nobody). */
  forReaction(tx: EntityManager, facts: ReactionFacts): Promise<NotificationBatch> {
    return notifyReaction(tx, facts);
  }

  /** Inside the forum's transaction that deletes a post; announce the result with publishRemoved. */
  forPostDeleted(tx: EntityManager, postId: string): Promise<RemovedNotifications> {
    return removeForPost(tx, postId);
  }

  /** After commit: every tab of each recipient drops the removed notifications. */
  async publishRemoved(removed: RemovedNotifications): Promise<void> {
    for (const [userId, ids] of removed) await this.announce(userId, ids, "deleted");
  }

  /** report_update, ban, unban, other: one member, always delivered; inside the caller's transaction. */
  notify(tx: EntityManager, notice: DirectNotification): Promise<NotificationBatch> {
    return notifyDirect(tx, notice);
  }

  /** After the causing transaction committed: live events to each recipient. */
  async publish(batch: NotificationBatch): Promise<void> {
    const { pubSub, logger } = this.deps;
    try {
      if (batch.ids.length > 0) await publishAdded(this.em.fork(), pubSub, batch.ids);
    } catch (error) {
      // What is stored stays stored; the bell's count catches up at its next read.
      logger.error("Publishing notifications failed", { error: String(error) });
    }
  }

  list(viewer: Viewer, args: ListArgs): Promise<NotificationConnection> {
    return listNotifications(this.em, viewer.id, args);
  }

  unseenCount(viewer: Viewer): Promise<number> {
    return this.em.count(Notification, { recipient: viewer.id, seen: false });
  }

  /** Someone else's or a missing notification is "not found", never "forbidden". */
  async markSeen(viewer: Viewer, id: string): Promise<Notification> {
    const notification = isId(id) ? await this.em.findOne(Notification, { id, recipient: viewer.id }) : null;
    if (!notification) throw notFound(messages.notificationNotFound);
    if (!notification.seen) {
      notification.seen = true;
      notification.seenAt = new Date();
      await this.em.flush();
      await this.announce(viewer.id, [id], "seen");
    }
    return notification;
  }

  async markAllSeen(viewer: Viewer): Promise<number> {
    const marked = await this.em.nativeUpdate(
      Notification,
      { recipient: viewer.id, seen: false },
      { seen: true, seenAt: new Date() },
    );
    if (marked > 0) await this.announce(viewer.id, [], "allSeen");
    return marked;
  }

  async delete(viewer: Viewer, id: string): Promise<boolean> {
    const deleted = isId(id) ? await this.em.nativeDelete(Notification, { id, recipient: viewer.id }) : 0;
    if (deleted === 0) throw notFound(messages.notificationNotFound);
    await this.announce(viewer.id, [id], "deleted");
    return true;
  }

  async preferences(viewer: Viewer): Promise<NotificationPreferences> {
    const stored = await this.em.findOne(NotificationPreferences, { user: viewer.id });
    return stored ?? Object.assign(new NotificationPreferences(), DEFAULT_PREFERENCES);
  }

  /** Only the fields given change. */
  async updatePreferences(viewer: Viewer, changes: PreferenceChanges): Promise<NotificationPreferences> {
    const current = await this.preferences(viewer);
    const next: Record<keyof typeof DEFAULT_PREFERENCES, boolean> = { ...DEFAULT_PREFERENCES };
    for (const key of Object.keys(DEFAULT_PREFERENCES) as Array<keyof typeof DEFAULT_PREFERENCES>) {
      next[key] = changes[key] ?? current[key];
    }
    await this.em.upsert(NotificationPreferences, { user: this.em.getReference(User, viewer.id), ...next });
    return Object.assign(new NotificationPreferences(), next);
  }

  /** The signed link of a missed-notification mail turns that mail off; a bad token is a 400. */
  async unsubscribeMissedMail(token: string | undefined): Promise<void> {
    const userId = unsubscribeTokenUser(this.deps.config.mailLinkKey, token);
    if (!userId) throw new ValidationError({ token: messages.unsubscribeLinkInvalid });
    const user = await this.em.findOne(User, userId);
    if (!user) return;
    const current = await this.preferences({ id: userId } as Viewer);
    await this.em.upsert(NotificationPreferences, { ...current, user, emailMissed: false });
  }

  /** Sets the member's level for a thread (watching, normal, muted). */
  async setWatchLevel(viewer: Viewer, threadId: string, level: WatchLevel): Promise<Thread> {
    const thread = isId(threadId) ? await this.em.findOne(Thread, { id: threadId }) : null;
    // a deleted thread is hidden from members, so it is not there to follow either
    if (!thread || (thread.isDeleted && !isStaff(viewer))) throw notFound(messages.threadNotFound);
    await this.em.getConnection().execute(
      `insert into thread_watches (thread_id, user_id, level, updated_at) values (?, ?, ?, now())
       on conflict (thread_id, user_id) do update set level = excluded.level, updated_at = excluded.updated_at`,
      [thread.id, viewer.id, level],
    );
    return thread;
  }

  /**
   * A system message to every member but the sender, as one INSERT … SELECT (no round trip per
   * member), then announced. The audit entry commits with it. Returns how many received it.
   */
  async broadcast(viewer: Viewer, content: string): Promise<number> {
    if (viewer.role !== "admin") throw forbidden();
    const text = typeof content === "string" ? content.trim() : "";
    if (!text) throw new ValidationError({ content: messages.broadcastRequired });
    if (text.length > BROADCAST_MAX) throw new ValidationError({ content: messages.broadcastTooLong });
    const rows = await this.em.transactional(async (tx) => {
      const inserted = await tx.execute<Array<{ id: string }>>(
        `insert into notifications (recipient_id, type, content, created_at)
         select u.id, 'system', ?, ${NOW_MS} from users u where u.id <> ?
         returning id`,
        [text, viewer.id],
      );
      new AuditService(tx).record(tx, {
        actor: viewer,
        action: "broadcast.send",
        targetType: "broadcast",
        targetId: "all",
        targetLabel: text.length > 80 ? `${text.slice(0, 79)}…` : text,
        details: { recipients: inserted.length, content: text },
      });
      return inserted;
    });
    await this.publish({ ids: rows.map((row) => String(row.id)) });
    return rows.length;
  }

  private async announce(userId: string, ids: string[], change: "seen" | "deleted" | "allSeen") {
    const unseenCount = await this.em.count(Notification, { recipient: userId, seen: false });
    publishChanged(this.deps.pubSub, userId, { ids, change, unseenCount });
  }
}
