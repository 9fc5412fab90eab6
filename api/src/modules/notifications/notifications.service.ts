import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, ownWords } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import { unsubscribeTokenUser } from "./mail-links.js";
import { linkLocale, unsubscribePage } from "../../infra/mail/unsubscribe-page.js";
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
import { notifyPostChanged, type PostChangeFacts } from "./notification-edits.js";
import { listNotifications, notificationsSince, type ListArgs } from "./notification-list.js";
import { DEFAULT_PREFERENCES, NotificationPreferences } from "./notification-preferences.entity.js";
import { publishAdded, publishChanged, type NotificationBatch } from "./notification-publisher.js";
import { announce } from "../changes.js";
import type { NotificationChange } from "./notification-events.js";
import { Notification, type NotificationType } from "./notification.entity.js";
import type { StoredWords } from "./notification-words.js";
import { NOW_MS } from "./now-ms.js";
import { setIncidentLevel } from "./incident-follows.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";
import { User } from "../users/user.entity.js";
import { holdEveryMember } from "../users/member-reads.js";
import { sqlArray } from "../../db/sql-array.js";
import type { AuditService } from "../audit/audit.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { WatchedKind, WatchLevel } from "./watch-level.js";
import type { NotificationConnection, NotificationsSince } from "./notification-connection.type.js";

/** A notification as a push shows it: its words, who it is from and where it leads. */
export interface PushedNotification extends StoredWords {
  id: string;
  type: NotificationType;
  actor_id: string | null;
  thread_id: string | null;
  post_id: string | null;
  event_id: string | null;
}

type PushedRow = { unseen: number } & { [K in keyof PushedNotification]: PushedNotification[K] | null };

const BROADCAST_MAX = 2000;
const isId = (value: unknown): value is string => typeof value === "string" && /^\d{1,18}$/.test(value);
type PreferenceChanges = Partial<Record<keyof typeof DEFAULT_PREFERENCES, boolean | null | undefined>>;

/**
 * Notifications: written by the module that causes them, inside its transaction (forPost, forReaction,
 * notify), with their live events, which go out once it commits; read and marked by their recipient only.
 */
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config">,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /**
   * Inside the forum's transaction that stores the post. The mail about missed mentions, replies and new threads is
   * queued in the same transaction, so no crash can lose it.
   */
  async forPost(tx: EntityManager, facts: PostFacts): Promise<NotificationBatch> {
    const batch = await this.live(tx, await notifyPost(tx, facts));
    const delaySeconds = this.deps.config.notificationMailDelaySeconds;
    if (batch.mailsMissed) await queueMissedMail(this.uow, tx, facts.postId, delaySeconds);
    return batch;
  }

  /** Inside the forum's transaction that adds a reaction (un-reacting notifies nobody). */
  async forReaction(tx: EntityManager, facts: ReactionFacts): Promise<NotificationBatch> {
    return this.live(tx, await notifyReaction(tx, facts));
  }

  /** Inside the forum's transaction of a material edit: those who reacted or quoted are told. */
  async forPostChanged(tx: EntityManager, facts: PostChangeFacts): Promise<NotificationBatch> {
    return this.live(tx, await notifyPostChanged(tx, facts));
  }

  /** Inside the forum's transaction that deletes a post: every tab of each recipient drops them. */
  async forPostDeleted(tx: EntityManager, postId: string): Promise<RemovedNotifications> {
    const removed = await removeForPost(tx, postId);
    for (const [userId, ids] of removed) await publishChanged(tx, userId, ids, "deleted");
    return removed;
  }

  /** report_update, ban, unban, other: one member, always delivered; inside the caller's transaction. */
  async notify(tx: EntityManager, notice: DirectNotification): Promise<NotificationBatch> {
    return this.live(tx, await notifyDirect(tx, notice));
  }

  /** Notifications another part of this module wrote in `tx`, announced for the bell and push. */
  async announceAdded(tx: EntityManager, ids: string[]): Promise<void> {
    await this.live(tx, { ids });
  }

  /** Follows or stops following a published incident; a missing or unpublished one is "not found". */
  async followIncident(viewer: Viewer, eventId: string, follow: boolean): Promise<boolean> {
    if (!isId(eventId) || !(await publishedIncidents(this.em, [eventId])).has(eventId)) throw notFound();
    await this.uow.run((tx) => setIncidentLevel(tx, viewer.id, eventId, follow ? "watching" : "normal"));
    return follow;
  }

  /** The batch's live events, written beside it. */
  private async live(tx: EntityManager, batch: NotificationBatch): Promise<NotificationBatch> {
    if (batch.ids.length > 0)
      await announce(this.uow, tx, "notificationsAdded", {
        notifications: await publishAdded(tx, batch.ids, batch.known),
      });
    return batch;
  }

  list(viewer: Viewer, args: ListArgs): Promise<NotificationConnection> {
    return listNotifications(this.em, viewer.id, args);
  }

  /** What a reconnecting client missed since the newest notification it holds. */
  since(viewer: Viewer, after: string, first?: number | null): Promise<NotificationsSince> {
    return notificationsSince(this.em, viewer.id, after, first ?? undefined);
  }

  unseenCount(viewer: Viewer): Promise<number> {
    return this.em.count(Notification, { recipient: viewer.id, seen: false });
  }

  /**
   * What a push about the member's notification `id` shows, with their unseen count for its badge, in one
   * query; the notification is null when there is none of theirs by that id (or none was asked for).
   */
  async pushed(
    viewer: Viewer,
    id: string | null,
  ): Promise<{ unseen: number; notification: PushedNotification | null }> {
    const [row] = await this.em.execute<Array<PushedRow>>(
      `select (select count(*)::int from notifications where recipient_id = ? and not seen) as unseen,
              n.id::text as id, n.type, n.content, n.message_key, n.message_args, n.actor_id,
              n.related_thread_id::text as thread_id, n.related_post_id::text as post_id,
              n.related_event_id::text as event_id
         from (select 1) one left join notifications n on n.id = ? and n.recipient_id = ?`,
      [viewer.id, id !== null && isId(id) ? id : null, viewer.id],
    );
    const { unseen, ...notification } = row!;
    return { unseen, notification: notification.id === null ? null : (notification as PushedNotification) };
  }

  /** Someone else's or a missing notification is "not found", never "forbidden". */
  async markSeen(viewer: Viewer, id: string): Promise<Notification> {
    const notification = isId(id) ? await this.em.findOne(Notification, { id, recipient: viewer.id }) : null;
    if (!notification) throw notFound(messages.notificationNotFound);
    if (!notification.seen) {
      const seenAt = new Date();
      await this.changeOwn(viewer, [id], "seen", (tx) =>
        tx.nativeUpdate(Notification, { id, recipient: viewer.id, seen: false }, { seen: true, seenAt }),
      );
      Object.assign(notification, { seen: true, seenAt });
    }
    return notification;
  }

  async markAllSeen(viewer: Viewer): Promise<number> {
    return this.changeOwn(viewer, [], "allSeen", (tx) =>
      tx.nativeUpdate(
        Notification,
        { recipient: viewer.id, seen: false },
        { seen: true, seenAt: new Date() },
      ),
    );
  }

  async delete(viewer: Viewer, id: string): Promise<boolean> {
    const deleted = isId(id)
      ? await this.changeOwn(viewer, [id], "deleted", (tx) =>
          tx.nativeDelete(Notification, { id, recipient: viewer.id }),
        )
      : 0;
    if (deleted === 0) throw notFound(messages.notificationNotFound);
    return true;
  }

  /** A change to the viewer's own notifications and, when it changed any, its live event, committed together. */
  private changeOwn(
    viewer: Viewer,
    ids: string[],
    change: NotificationChange,
    write: (tx: EntityManager) => Promise<number>,
  ): Promise<number> {
    return this.uow.run(async (tx) => {
      const changed = await write(tx);
      if (changed > 0) await publishChanged(tx, viewer.id, ids, change);
      return changed;
    });
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
  async unsubscribeMissedMail(token: string | undefined, lang: unknown): Promise<string> {
    const userId = this.unsubscribingUser(token);
    const user = await this.em.findOne(User, userId);
    if (user) {
      const current = await this.preferences({ id: userId } as Viewer);
      await this.em.upsert(NotificationPreferences, { ...current, user, emailMissed: false });
    }
    return unsubscribePage(this.deps.config.publicUrl, linkLocale(lang), "missed", "done");
  }

  /** The page the missed-notification mail's unsubscribe link opens: it asks; its button's POST acts. */
  askToUnsubscribeMissedMail(token: string | undefined, lang: unknown): string {
    this.unsubscribingUser(token);
    return unsubscribePage(this.deps.config.publicUrl, linkLocale(lang), "missed", "ask");
  }

  private unsubscribingUser(token: string | undefined): string {
    const userId = unsubscribeTokenUser(this.deps.config.mailLinkKey, token);
    if (!userId) throw new ValidationError({ token: messages.unsubscribeLinkInvalid });
    return userId;
  }

  /** The threads and categories the member chose to watch or mute, the latest choice first. */
  async watches(
    viewer: Viewer,
    limit: number,
  ): Promise<Array<{ kind: WatchedKind; id: string; level: WatchLevel }>> {
    return this.em.getConnection().execute(
      `select subject_kind as kind, subject_id::text as id, level from follows
        where user_id = ? and subject_kind in ('thread', 'category') and level <> 'normal'
        order by updated_at desc, subject_kind, subject_id limit ?`,
      [viewer.id, limit],
    );
  }

  /** Sets the member's level for a thread or a category the forum has found (watching, normal, muted). */
  async setWatchLevel(viewer: Viewer, kind: WatchedKind, id: string, level: WatchLevel): Promise<void> {
    await this.em.getConnection().execute(
      `insert into follows (user_id, subject_kind, subject_id, level, updated_at) values (?, ?, ?, ?, now())
       on conflict (user_id, subject_kind, subject_id)
       do update set level = excluded.level, updated_at = excluded.updated_at`,
      [viewer.id, kind, id, level],
    );
  }

  /**
   * A system message to every member but the sender, as one INSERT (no round trip per member) for the
   * members the users module holds until it commits, then announced. The audit entry commits with it.
   * Returns how many received it.
   */
  async broadcast(viewer: Viewer, content: string): Promise<number> {
    if (viewer.role !== "admin") throw forbidden();
    const text = typeof content === "string" ? content.trim() : "";
    if (!text) throw new ValidationError({ content: messages.broadcastRequired });
    if (text.length > BROADCAST_MAX) throw new ValidationError({ content: messages.broadcastTooLong });
    return this.uow.run(async (tx) => {
      const members = await holdEveryMember(tx, viewer.id);
      const inserted = await tx.execute<Array<{ id: string }>>(
        `insert into notifications (recipient_id, type, content, message_key, message_args, created_at)
         select member, 'system', ?, ?, ?::jsonb, ${NOW_MS} from unnest(?::uuid[]) member
         returning id`,
        [text, ownWords(text).key, JSON.stringify(ownWords(text).args), sqlArray(members)],
      );
      this.audit.record(tx, {
        actor: viewer,
        action: "broadcast.send",
        targetType: "broadcast",
        targetId: "all",
        targetLabel: text.length > 80 ? `${text.slice(0, 79)}…` : text,
        details: { recipients: inserted.length, content: text },
      });
      const ids = inserted.map((row) => String(row.id));
      await announce(this.uow, tx, "notificationsAdded", { notifications: await publishAdded(tx, ids) });
      return inserted.length;
    });
  }
}
