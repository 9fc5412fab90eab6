import type { EntityManager } from "@mikro-orm/postgresql";
import type { Event } from "./event.entity.js";
import { EVENT_COLUMNS, eventFromRow, type EventRow } from "./research/event-search.js";

/** Reads of single incidents other modules make, each list of ids in one query. */

/** Any incident by id, whatever its status (callers decide who may see it), in the order of `ids`. */
export async function eventsById(em: EntityManager, ids: readonly string[]): Promise<(Event | null)[]> {
  const rows = await em
    .getConnection()
    .execute<EventRow[]>(
      `select ${EVENT_COLUMNS} from events where id in (${ids.map(() => "?").join(", ")})`,
      [...ids],
    );
  const byId = new Map(rows.map((row) => [row.id, eventFromRow(row)]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Whether an incident is public (approved). */
export async function isApproved(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute("select 1 from events where id = ? and status = 'approved'", [id]);
  return rows.length > 0;
}

/** The moderators an incident's verification involves: the one who approved it, the one who proposed it. */
export interface EventModerators {
  approverId: string | null;
  proposerId: string | null;
}

/** For each incident by id, in the order of `ids`: its approver and its confirmation's proposer. */
export async function moderatorsOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<(EventModerators | null)[]> {
  const rows = await em.getConnection().execute<(EventModerators & { id: string })[]>(
    `select id::text as id, reviewed_by_id::text as "approverId",
            confirmation_proposed_by_id::text as "proposerId"
       from events where id in (${ids.map(() => "?").join(", ")})`,
    [...ids],
  );
  const byId = new Map(rows.map(({ id, ...moderators }) => [id, moderators]));
  return ids.map((id) => byId.get(id) ?? null);
}
