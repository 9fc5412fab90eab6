import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import type { AuditService } from "../audit/audit.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { Role } from "../users/role.js";
import { User } from "../users/user.entity.js";
import { activeBanOf, assertNotBanned } from "./ban-guard.js";

const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Admins set roles: promote a member to moderator (or admin) and demote them back. There is always an
 * admin left: the admins' rows are locked while one is demoted, so two admins demoting each other at
 * once cannot both succeed. The role is read from the database at every request, so a change applies
 * from the member's next request on; the member's live sockets are told at once (viewerChanged).
 */
export class RolesService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async setRole(viewer: Viewer | null, userId: string, role: Role): Promise<User> {
    if (!viewer || viewer.role !== Role.admin) throw forbidden(m.roleAdminsOnly);
    if (!Object.values(Role).includes(role)) throw new ValidationError({ role: "Unknown role" });
    await assertNotBanned(this.em, viewer);
    return this.uow.run(async (tx) => {
      // The admins first, always in the same order, then the member: two role changes never deadlock.
      const admins = await tx.execute<Array<{ id: string }>>(
        "select id from users where role = 'admin' order by id for update",
      );
      const target = isUuid(userId)
        ? await tx.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
        : null;
      if (!target) throw notFound("User not found");
      const from = target.role;
      if (from === role) return target;
      if (from === Role.admin && admins.length <= 1) throw forbidden(m.lastAdmin);
      if (role !== Role.user && (await activeBanOf(tx, target.id))) {
        throw new ValidationError({ role: m.roleOfBanned });
      }
      target.role = role;
      this.audit.record(tx, {
        actor: viewer,
        action: "user.role",
        targetType: "user",
        targetId: target.id,
        targetLabel: target.username,
        details: { role: { from, to: role } },
      });
      await tx.flush();
      // the member's open pages hear it once this commits, and show or hide the staff's screens
      await publishLive(tx, [liveMessage("viewerChanged", target.id, { role })]);
      return target;
    });
  }
}
