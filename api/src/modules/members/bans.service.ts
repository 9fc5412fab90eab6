import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  BAN_DURATION_DAYS,
  BAN_REASON_MAX,
  banEndText,
  notificationSaid,
  moderationMessages as m,
} from "@incident-watch/schema";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { AuditService } from "../audit/audit.service.js";
import type { NotificationBatch } from "../notifications/notification-publisher.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { Role } from "../users/role.js";
import { User } from "../users/user.entity.js";
import { assertNotBanned } from "./ban-guard.js";
import { queueBanExpiry } from "./ban-expiry.js";
import { liftOpenBan } from "./ban-lifting.js";
import { Ban, type BanDuration } from "./ban.entity.js";

export interface BanRequest {
  userId: string;
  duration: BanDuration;
  reason: string;
}

/** What a ban or unban made inside a transaction: its notification goes out, and its expiry job exists, once it commits. */
export interface BanOutcome {
  userId: string;
  notified: NotificationBatch;
}

const DAY_MS = 24 * 60 * 60_000;
const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Bans and their lifting. ban() and unban() run inside the caller's transaction (the reports screen bans
 * an author in the transaction that resolves the report); banUser() and unbanUser() are the whole action
 * in a transaction of their own.
 */
export class BansService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async banUser(viewer: Viewer | null, request: BanRequest): Promise<User> {
    await this.uow.run((tx) => this.ban(tx, viewer, request));
    return this.em.findOneOrFail(User, { id: request.userId }, { refresh: true });
  }

  async unbanUser(viewer: Viewer | null, userId: string, reason?: string | null): Promise<User> {
    await this.uow.run((tx) => this.unban(tx, viewer, userId, reason));
    return this.em.findOneOrFail(User, { id: userId }, { refresh: true });
  }

  /**
   * Bans a member inside `tx`: any open ban is replaced, the member stays signed in to read and is told (ban
   * notification), the action is audited (user.ban) and a timed ban's expiry job is queued for its end. Nobody bans themselves, admins cannot be banned,
   * moderators cannot ban moderators; a reason is required.
   */
  async ban(tx: EntityManager, viewer: Viewer | null, request: BanRequest): Promise<BanOutcome> {
    const actor = await this.staffActor(tx, viewer);
    const reason = this.reason(request.reason);
    if (!(request.duration in BAN_DURATION_DAYS)) throw new ValidationError({ duration: "Unknown duration" });
    const target = await this.lockedUser(tx, request.userId);
    if (target.id === actor.id) throw forbidden(m.banSelf);
    if (target.role === Role.admin) throw forbidden(m.banAdmin);
    if (target.role === Role.moderator && actor.role !== Role.admin) throw forbidden(m.banStaffByModerator);

    const now = new Date();
    const days = BAN_DURATION_DAYS[request.duration];
    const endsAt = days === null ? null : new Date(now.getTime() + days * DAY_MS);
    await tx.nativeUpdate(Ban, { user: target.id, liftedAt: null }, { liftedAt: now, liftedBy: actor.id });
    const ban = tx.create(Ban, {
      user: target,
      bannedBy: tx.getReference(User, actor.id),
      reason,
      startsAt: now,
      endsAt,
    });
    this.audit.record(tx, {
      actor,
      action: "user.ban",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.username,
      reason,
      details: { duration: request.duration, endsAt: endsAt?.toISOString() ?? null },
    });
    await tx.flush();
    // the member keeps reading: their pages learn of the ban from its notification and say why
    const notified = await this.notifications.notify(tx, {
      recipientId: target.id,
      type: "ban",
      said: endsAt
        ? notificationSaid("notifications.said.banned", { until: banEndText(endsAt), reason })
        : notificationSaid("notifications.said.bannedForever", { reason }),
      actorId: actor.id,
    });
    if (endsAt) await queueBanExpiry(this.uow, tx, ban.id, endsAt);
    return { userId: target.id, notified };
  }

  /** Lifts the member's ban by hand inside `tx`: unban notification, audit user.unban. */
  async unban(
    tx: EntityManager,
    viewer: Viewer | null,
    userId: string,
    reason?: string | null,
  ): Promise<BanOutcome> {
    const actor = await this.staffActor(tx, viewer);
    const target = await this.lockedUser(tx, userId);
    if (target.role === Role.moderator && actor.role !== Role.admin) throw forbidden(m.unbanStaffByModerator);
    const note = reason?.trim() ? reason.trim().slice(0, BAN_REASON_MAX) : null;
    const lifted = await liftOpenBan(tx, target.id, { liftedBy: actor.id, liftReason: note, onlyDue: false });
    if (!lifted) throw new ValidationError({ userId: m.notBanned });
    this.audit.record(tx, {
      actor,
      action: "user.unban",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.username,
      reason: note,
      details: { banId: lifted.id },
    });
    const notified = await this.notifications.notify(tx, {
      recipientId: target.id,
      type: "unban",
      said: note
        ? notificationSaid("notifications.said.banLiftedWhy", { note })
        : notificationSaid("notifications.said.banLifted"),
      actorId: actor.id,
    });
    return { userId: target.id, notified };
  }

  /** A staff member who is not banned themselves. */
  private async staffActor(tx: EntityManager, viewer: Viewer | null): Promise<Viewer> {
    if (!viewer || !isStaff(viewer)) throw forbidden();
    await assertNotBanned(tx, viewer);
    return viewer;
  }

  private reason(value: string): string {
    const reason = typeof value === "string" ? value.trim() : "";
    if (!reason) throw new ValidationError({ reason: m.banReasonRequired });
    if (reason.length > BAN_REASON_MAX) throw new ValidationError({ reason: m.banReasonTooLong });
    return reason;
  }

  /** The member's row, locked until commit so two bans (or a ban and a role change) of one member queue up. */
  private async lockedUser(tx: EntityManager, userId: string): Promise<User> {
    const user = isUuid(userId)
      ? await tx.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : null;
    if (!user) throw notFound("User not found");
    return user;
  }
}
