import type { MikroORM } from "@mikro-orm/postgresql";
import type { JobQueue } from "../jobs.js";
import type { LiveEvents } from "../live/live-events.js";
import type { Metrics, MetricSources } from "./metrics.js";

/** What knex's pool (tarn) tells of its connections. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The database pool, outbox, live transport and job queue, read at each scrape. */
export function watchAppState(
  metrics: Metrics,
  orm: MikroORM,
  parts: { live: LiveEvents; jobs: JobQueue; liveSockets: MetricSources["liveSockets"] },
): void {
  const connection = orm.em.getConnection();
  metrics.watch({
    databasePool() {
      const pool = (connection.getKnex().client as { pool?: TarnPool }).pool;
      return pool
        ? { inUse: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires() }
        : { inUse: 0, idle: 0, waiting: 0 };
    },
    async outboxLagSeconds() {
      const [row] = await connection.execute<Array<{ lag: number | null }>>(
        `select extract(epoch from now() - created_at)::float8 as lag
           from live_events where published_at is null order by id limit 1`,
      );
      return Math.max(0, row?.lag ?? 0);
    },
    liveTransport: () => parts.live.transport(),
    jobQueueDepth: () => parts.jobs.depth(),
    liveSockets: parts.liveSockets,
  });
}
