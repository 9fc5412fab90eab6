import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { forbidden } from "../../core/errors.js";
import { canonicalUuid } from "../../core/ids.js";
import { Role } from "./role.js";
import { User } from "./user.entity.js";

/** A member's role as a change left it, and the role they had before. */
export interface RoleChange {
  member: User;
  from: Role;
}

/**
 * Gives a member `role` in `tx`, stored when `tx` flushes; null when there is no such member. There is
 * always an admin left: the admins' rows are locked first, always in the same order, then the member's, so
 * two role changes never deadlock and two admins demoting each other cannot both succeed. `mayTake` is
 * asked with the member's row locked, before a change, and throws to refuse it.
 */
export async function changeRole(
  tx: EntityManager,
  userId: string,
  role: Role,
  mayTake: (member: User) => Promise<void>,
): Promise<RoleChange | null> {
  const admins = await tx.execute<Array<{ id: string }>>(
    "select id from users where role = 'admin' order by id for update",
  );
  const id = canonicalUuid(userId);
  const member = id
    ? await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
    : null;
  if (!member) return null;
  const from = member.role;
  if (from === role) return { member, from };
  if (from === Role.admin && admins.length <= 1) throw forbidden(m.lastAdmin);
  await mayTake(member);
  member.role = role;
  return { member, from };
}
