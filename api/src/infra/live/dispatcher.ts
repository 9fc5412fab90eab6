import type { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import type { Logger } from "../logger.js";
import type { LiveEvent, LocalDelivery } from "./local-delivery.js";
import type { RedisLink } from "./redis-link.js";

export interface DispatcherOptions {
  orm: MikroORM;
  local: LocalDelivery;
  /** Unset: a single instance, events go straight to its own subscribers. */
  redis?: RedisLink;
  logger: Logger;
  /** Where LISTEN connects: PostgreSQL itself, never a pooler in transaction mode; unset = the ORM's URL. */
  listenUrl?: string;
  /** A safety net beside the NOTIFY wake-ups (a lost LISTEN connection, a crashed instance's rows). */
  pollMs?: number;
  /** How long events stay in the outbox, published or not; clients catch up from their own tables. */
  retentionMs?: number;
  /** Told how many events each pass published (for the metrics). */
  onDispatched?: (count: number) => void;
}

export interface Dispatcher {
  /** Runs a pass soon (after a commit, or Redis coming back). */
  wake(): void;
  stop(): Promise<void>;
}

const BATCH = 1000;
// while Redis is away, events are read from the outbox from a little below the newest delivered, so
// one that committed after a later one is not missed; what was delivered already is skipped
const TAIL_MARGIN = 200;
const RECONNECT_MS = 1000;
const CLEANUP_EVERY_MS = 60_000;

type Row = { id: string; topic: string; payload: unknown };

/**
 * Publishes committed outbox rows: to this instance's subscribers at once, and to Redis for the other
 * instances when it is configured and reachable (a batch in one message, marked published; the copy that
 * comes back from Redis is recognised by its header and skipped unread), or only here without Redis. While
 * Redis is configured but away, every instance reads the committed events from the outbox for its own
 * subscribers and leaves them for Redis once it is back.
 */
export function startDispatcher({
  orm,
  local,
  redis,
  logger,
  listenUrl,
  pollMs = 1000,
  retentionMs = 3_600_000,
  onDispatched = () => {},
}: DispatcherOptions): Dispatcher {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let tailFloor: number | undefined;
  let lastCleanup = 0;

  const execute = <T extends object>(sql: string, params: unknown[] = []) =>
    orm.em.getConnection().execute<T>(sql, params);

  /** Claims a batch no other instance holds, sends it, and marks it published in one transaction. */
  async function publishBatch(send: (events: LiveEvent[]) => Promise<void> | void): Promise<number> {
    return orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<Row[]>(
        `select id::text, topic, payload from live_events where published_at is null
          order by live_events.id limit ${BATCH} for update skip locked`,
      );
      if (rows.length > 0) {
        await send(rows);
        await tx.execute(`update live_events set published_at = now() where id = any(?::bigint[])`, [
          `{${rows.map((row) => row.id).join(",")}}`,
        ]);
        onDispatched(rows.length);
      }
      return rows.length;
    });
  }

  /** Redis is away: this instance's subscribers get what was committed, read from the outbox. */
  async function deliverFromOutbox(): Promise<void> {
    if (tailFloor === undefined) {
      // what came before this instance delivered anything had no subscriber here
      const [row] = await execute<Array<{ max: string }>>(
        `select coalesce(max(id), 0)::text as max from live_events`,
      );
      tailFloor = local.highestOutboxId > 0 ? local.highestOutboxId - TAIL_MARGIN : Number(row!.max);
    }
    for (;;) {
      const rows = await execute<Row[]>(
        `select id::text, topic, payload from live_events where id > ? order by live_events.id limit ${BATCH}`,
        [tailFloor],
      );
      for (const row of rows) local.deliver(row);
      tailFloor = Math.max(tailFloor, local.highestOutboxId - TAIL_MARGIN);
      if (rows.length < BATCH) return;
      tailFloor = Math.max(tailFloor, Number(rows.at(-1)!.id));
    }
  }

  async function pass(): Promise<void> {
    const deliverHere = (events: LiveEvent[]) => events.forEach((event) => local.deliver(event));
    if (!redis) {
      while ((await publishBatch(deliverHere)) === BATCH);
    } else if (redis.ready) {
      tailFloor = undefined;
      // this instance's own subscribers need no round trip through Redis; the others get the batch in
      // one message, in the order it was written
      while (
        (await publishBatch((events) => {
          deliverHere(events);
          return redis.publish(events);
        })) === BATCH
      );
    } else {
      await deliverFromOutbox();
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await execute(`delete from live_events where created_at < now() - ? * interval '1 millisecond'`, [
        retentionMs,
      ]);
    }
  }

  function wake(): void {
    if (stopped) return;
    again = true;
    running ??= (async () => {
      while (again && !stopped) {
        again = false;
        try {
          await pass();
        } catch (error) {
          // the database or Redis went away mid-pass: nothing was marked, the next wake retries
          logger.debug("Live event dispatch deferred", { error: String(error) });
        }
      }
      running = undefined;
    })();
  }

  const listening = listenForCommits(listenUrl ?? orm.config.get("clientUrl"), wake);
  const poll = setInterval(wake, pollMs).unref();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await listening.end();
      await running;
    },
  };
}

/**
 * LISTEN on a connection of its own, reopened while the database comes and goes: each commit's NOTIFY
 * (and each reconnection) wakes the dispatcher.
 */
function listenForCommits(connectionString: string | undefined, wake: () => void): { end(): Promise<void> } {
  let ended = false;
  let listener: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  const listen = () => {
    if (ended) return;
    const client = new pg.Client({ connectionString });
    listener = client;
    let failed = false;
    const retry = () => {
      if (failed) return;
      failed = true;
      client.end().catch(() => {});
      if (!ended) reconnect = setTimeout(listen, RECONNECT_MS);
    };
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", wake);
    client
      .connect()
      .then(() => client.query("listen live_events"))
      .then(wake, retry);
  };
  listen();
  return {
    async end() {
      ended = true;
      clearTimeout(reconnect);
      await listener?.end().catch(() => {});
    },
  };
}
