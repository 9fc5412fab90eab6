import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "../logger.js";

/** An instance that has not written its row for this long is taken as gone (a crash leaves its row). */
const STALE_AFTER_MS = 30_000;
const HEARTBEAT_MS = 10_000;

/** How an instance carries live events: the Redis prefix of its channel, or null for in-process only. */
export type LiveRoute = string | null;

export class LiveRouteMismatch extends Error {
  constructor(own: LiveRoute, theirs: LiveRoute, host: string) {
    super(
      `Refusing to start: another instance on this database (${host}) carries live events ` +
        `${describe(theirs)}, this one ${describe(own)}. Each instance may publish the others' events, so ` +
        `their subscribers would miss them. Give every instance the same REDIS_URL and REDIS_PREFIX, or stop ` +
        `the others first.`,
    );
    this.name = "LiveRouteMismatch";
  }
}

const describe = (route: LiveRoute) =>
  route === null ? "without Redis (in-process only)" : `through Redis with REDIS_PREFIX "${route}"`;

/**
 * Records this instance's live route in the shared database, after checking it against the instances running
 * there now: any dispatcher may claim any outbox row, so instances that disagree lose events silently.
 * Returns the instance's id (its members' live presence hangs on it) and a stop function that removes the record.
 */
export async function registerLiveInstance(
  orm: MikroORM,
  route: LiveRoute,
  logger: Logger,
): Promise<{ instanceId: string; leave: () => Promise<void> }> {
  const id = randomUUID();
  const execute = <T extends object>(sql: string, params: unknown[] = []) =>
    orm.em.getConnection().execute<T>(sql, params);
  const running = await execute<Array<{ redis_prefix: string | null; host: string }>>(
    `select redis_prefix, host from live_instances
      where seen_at > now() - ? * interval '1 millisecond' and redis_prefix is distinct from ?`,
    [STALE_AFTER_MS, route],
  );
  if (running.length > 0) throw new LiveRouteMismatch(route, running[0]!.redis_prefix, running[0]!.host);
  await execute(`insert into live_instances (id, redis_prefix, host) values (?, ?, ?)`, [
    id,
    route,
    hostname(),
  ]);
  const beat = setInterval(() => {
    execute(`update live_instances set seen_at = now() where id = ?`, [id]).catch((error: unknown) =>
      logger.debug("Live instance heartbeat deferred", { error: String(error) }),
    );
    execute(`delete from live_instances where seen_at < now() - interval '1 day'`).catch(() => {});
  }, HEARTBEAT_MS);
  beat.unref();
  const leave = async () => {
    clearInterval(beat);
    // a database that is away does not hold up the stop: the row goes stale on its own
    const removed = execute(`delete from live_instances where id = ?`, [id]).catch(() => {});
    await Promise.race([removed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  };
  return { instanceId: id, leave };
}
