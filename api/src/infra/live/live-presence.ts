import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { Logger } from "../logger.js";

/** An instance that has not written its heartbeat for this long is gone, with its members' presence. */
const STALE_AFTER = "30 seconds";

/** Who holds a live socket on this instance, as the shared database knows it (live_presence). */
export interface LivePresence {
  /** The member's first socket on this instance opened. */
  arrive(userId: string): void;
  /** The member's last socket on this instance closed. */
  leave(userId: string): void;
}

/**
 * Writes this instance's members with a live socket (WebSocket or Server-Sent Events) into the database
 * every instance shares, so that whichever instance sends a push knows a member is reading the site. The
 * rows go with the instance's own (on delete cascade), and an instance that died is ignored once stale.
 * A write that fails is logged: at worst, one push too many.
 */
export function createLivePresence(orm: MikroORM, instanceId: string, logger: Logger): LivePresence {
  const execute = (sql: string, params: unknown[]) =>
    orm.em
      .getConnection()
      .execute(sql, params)
      .catch((error: unknown) => logger.warn("Live presence not written", { error: String(error) }));
  return {
    arrive(userId) {
      void execute(`insert into live_presence (instance_id, user_id) values (?, ?) on conflict do nothing`, [
        instanceId,
        userId,
      ]);
    },
    leave(userId) {
      void execute(`delete from live_presence where instance_id = ? and user_id = ?`, [instanceId, userId]);
    },
  };
}

/** Of these members, those with a live socket on any running instance now. */
export async function liveMembers(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await em.execute<Array<{ user_id: string }>>(
    `select distinct p.user_id from live_presence p join live_instances i on i.id = p.instance_id
      where p.user_id = any(?::uuid[]) and i.seen_at > now() - interval '${STALE_AFTER}'`,
    [sqlArray([...userIds])],
  );
  return new Set(rows.map((row) => row.user_id));
}
