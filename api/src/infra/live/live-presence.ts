import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { Logger } from "../logger.js";

/**
 * How long a member's arrival or leaving waits to be written with the others': sockets that return after a
 * planned stop come a few a millisecond, spread over seconds.
 */
const WRITE_EVERY_MS = 100;
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
 * Each member's latest change waits up to WRITE_EVERY_MS and goes with the others in one statement per
 * kind, one batch after another: a wave of returning sockets costs a few writes, not one each. A write that
 * fails is logged: at worst, one push too many (or one missing while the member is away).
 */
export function createLivePresence(orm: MikroORM, instanceId: string, logger: Logger): LivePresence {
  let pending = new Map<string, boolean>(); // member → present
  let written: Promise<void> = Promise.resolve();
  const execute = (sql: string, userIds: string[]) =>
    userIds.length === 0 ? undefined : orm.em.getConnection().execute(sql, [instanceId, sqlArray(userIds)]);
  const write = async () => {
    const batch = [...pending];
    pending = new Map();
    try {
      await execute(
        `insert into live_presence (instance_id, user_id) select ?, unnest(?::uuid[]) on conflict do nothing`,
        batch.filter(([, present]) => present).map(([userId]) => userId),
      );
      await execute(
        `delete from live_presence where instance_id = ? and user_id = any(?::uuid[])`,
        batch.filter(([, present]) => !present).map(([userId]) => userId),
      );
    } catch (error) {
      logger.warn("Live presence not written", { error: String(error) });
    }
  };
  const note = (userId: string, present: boolean) => {
    if (pending.size === 0)
      written = written
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, WRITE_EVERY_MS).unref()))
        .then(write);
    pending.set(userId, present);
  };
  return {
    arrive: (userId) => note(userId, true),
    leave: (userId) => note(userId, false),
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
