import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { forwardPageInfo, type PageInfoShape } from "../../core/cursor.js";
import { forbidden, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { AuditTarget, StaffAction } from "./staff-action.entity.js";

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  targetType?: AuditTarget | null;
  targetId?: string | null;
}

export interface AuditPage {
  edges: Array<{ cursor: string; node: StaffAction }>;
  pageInfo: PageInfoShape;
}

const FIRST_MAX = 100;
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The audit log as staff read it: newest first, filtered by actor, action and target. Read-only. */
export async function listStaffActions(
  em: EntityManager,
  viewer: Viewer | null,
  first: number,
  after: string | null | undefined,
  filter: AuditFilter,
): Promise<AuditPage> {
  if (!isStaff(viewer)) throw forbidden();
  if (!Number.isInteger(first) || first < 0 || first > FIRST_MAX) {
    throw new ValidationError({ first: m.firstOutOfRange });
  }
  const where: string[] = ["true"];
  const params: unknown[] = [];
  const add = (
    field: string,
    sql: string,
    value: string | null | undefined,
    valid: (v: string) => boolean,
  ) => {
    if (value == null || value === "") return;
    if (!valid(value)) throw new ValidationError({ [field]: m.auditFilterInvalid });
    where.push(sql);
    params.push(value);
  };
  add("actorId", "actor_id = ?", filter.actorId, isUuid);
  add("action", "action = ?", filter.action, (v) => v.length <= 64);
  add("targetType", "target_type = ?", filter.targetType, (v) => v in AuditTarget);
  add("targetId", "target_id = ?", filter.targetId, (v) => v.length <= 64);
  add("after", "id < ?::bigint", after, (v) => /^\d{1,18}$/.test(v));
  const rows = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `select * from staff_actions where ${where.join(" and ")} order by id desc limit ?`,
      [...params, first + 1],
    );
  const entries = rows.slice(0, first).map((row) => em.map(StaffAction, row));
  const edges = entries.map((node) => ({ cursor: node.id, node }));
  return { edges, pageInfo: forwardPageInfo(edges, rows.length > first, after) };
}

/** The actions and the staff members present in the log, for the screen's filters. */
export async function auditFilterChoices(
  em: EntityManager,
  viewer: Viewer | null,
): Promise<{ actions: string[]; actorIds: string[] }> {
  if (!isStaff(viewer)) throw forbidden();
  const connection = em.getConnection();
  const actions = await connection.execute<Array<{ action: string }>>(
    "select distinct action from staff_actions order by action",
  );
  const actors = await connection.execute<Array<{ actor_id: string }>>(
    "select distinct actor_id from staff_actions where actor_id is not null",
  );
  return { actions: actions.map((r) => r.action), actorIds: actors.map((r) => r.actor_id) };
}
