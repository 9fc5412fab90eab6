import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import type { AuditService } from "../audit/audit.service.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { Role } from "../users/role.js";
import { changeRole } from "../users/role-change.js";
import type { User } from "../users/user.entity.js";
import { activeBanOf, assertNotBanned } from "./ban-guard.js";

/**
 * Admins set roles: promote a member to moderator (or admin) and demote them back; the users keep an admin
 * always (changeRole), and a banned member is not made staff. The role is read from the database at every
 * request, so a change applies from the member's next request on; the member's live sockets are told at
 * once (viewerChanged).
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
      const change = await changeRole(tx, userId, role, async (member) => {
        if (role !== Role.user && (await activeBanOf(tx, member.id))) {
          throw new ValidationError({ role: m.roleOfBanned });
        }
      });
      if (!change) throw notFound("User not found");
      const { member: target, from } = change;
      if (from === role) return target;
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
