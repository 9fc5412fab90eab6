import PgBoss from "pg-boss";
import type { Logger } from "./logger.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** A connection to store a job through (pg-boss's `db` option): a transaction's, see db/transaction-sql.ts. */
export interface JobConnection {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
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
    await boss.createQueue(name, { name, policy: options.oneAtATime ? "singleton" : "standard" });
    await boss.work<object>(name, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
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
