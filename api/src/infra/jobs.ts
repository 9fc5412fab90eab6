import PgBoss from "pg-boss";
import type { Logger } from "./logger.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** A connection to store a job through (pg-boss's `db` option): a transaction's, see db/transaction-sql.ts. */
export interface JobConnection {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface JobToSend {
  data: object;
  /** Seconds from now (the transaction's start, given a `db`) before it may run. */
  seconds: number;
}

export interface WorkOptions {
  /** At most one job of the queue runs at a time, across every instance (pg-boss's singleton policy). */
  oneAtATime?: boolean;
}

/** Background work that survives restarts and runs once across instances (pg-boss, its own schema). */
export interface JobQueue {
  /** Handles a queue's jobs while the queue runs (from start to stop). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Runs a job on some instance after `seconds`. Given a transaction's connection (`db`), the job is
   * stored with the transaction's other writes: it exists exactly when they were committed.
   */
  sendAfter(name: string, data: object, seconds: number, db?: JobConnection): Promise<void>;
  /** Like sendAfter for many jobs of a queue, each with its own delay, stored in one statement. */
  sendMany(name: string, jobs: readonly JobToSend[], db?: JobConnection): Promise<void>;
  /**
   * Jobs of a queue not finished yet (waiting, to be retried, or running) whose data holds each of these
   * fields: how many one asker has queued.
   */
  unfinished(name: string, data: Record<string, string>): Promise<number>;
  /** Jobs waiting to run in every queue this instance works, due or not (for the metrics). */
  depth(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  /** How often an idle worker looks for due jobs (pg-boss polls; 0.5 s is its minimum). */
  pollingIntervalSeconds: number;
  logger: Logger;
}

/** PostgreSQL's "deadlock detected": the statement was rolled back whole and can be sent again. */
const DEADLOCK = "40P01";
const CREATE_ATTEMPTS = 5;

/**
 * Creates a queue unless it exists. Instances starting together on a new database create their queues at
 * once, and pg-boss attaches each queue's table to its jobs' table: two of those can deadlock, and
 * PostgreSQL then rolls one back, which is tried again after a moment.
 */
async function createQueue(boss: PgBoss, name: string, policy: "singleton" | "standard"): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name, { name, policy });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === CREATE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function createJobQueue({
  connectionString,
  pollingIntervalSeconds,
  logger,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 3, schedule: false });
  boss.on("error", (error) => logger.error("Job queue error", { error: error.message }));
  const workers: Array<{ name: string; handler: JobHandler<object>; options: WorkOptions }> = [];
  let started = false;

  const startWorker = async (name: string, handler: JobHandler<object>, options: WorkOptions) => {
    await createQueue(boss, name, options.oneAtATime ? "singleton" : "standard");
    const running: { id?: string } = {};
    running.id = await boss.work<object>(name, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
      // pg-boss waits out the polling interval after a job too: a worker that found one asks again at once,
      // so a queue of a hundred jobs drains at their own pace, not one a poll (a minute and more at 2 s)
      if (running.id) boss.notifyWorker(running.id);
    });
  };

  return {
    work(name, handler, options = {}) {
      const worker = { name, handler: handler as JobHandler<object>, options };
      workers.push(worker);
      if (started) void startWorker(worker.name, worker.handler, worker.options);
    },
    async sendAfter(name, data, seconds, db) {
      await boss.sendAfter(name, data, { retryLimit: 3, retryDelay: 30, ...(db ? { db } : {}) }, seconds);
    },
    async sendMany(name, jobs, db) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ data, seconds }) => ({
          name,
          data,
          startAfter: String(Math.max(0, seconds)),
          retryLimit: 3,
          retryDelay: 30,
        })),
        db ? { db } : {},
      );
    },
    async unfinished(name, data) {
      const { rows } = await boss.getDb().executeSql(
        `select count(*)::int as n from pgboss.job
            where name = $1 and state in ('created', 'retry', 'active') and data @> $2::jsonb`,
        [name, JSON.stringify(data)],
      );
      return (rows[0] as { n: number }).n;
    },
    async depth() {
      if (!started) return 0;
      const sizes = await Promise.all(workers.map(({ name }) => boss.getQueueSize(name)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    async start() {
      await boss.start();
      started = true;
      for (const worker of workers) await startWorker(worker.name, worker.handler, worker.options);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
