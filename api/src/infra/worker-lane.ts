import type { Worker } from "node:worker_threads";
import { threadCpuMs } from "./worker-thread.js";

export interface WorkerLaneOptions {
  /**
   * Starts the thread; it posts `{ ready: true, cpuClock }` once loaded (cpuClock: thisThreadCpuClock()),
   * then answers each `{ id, job }` with `{ id, … }`.
   */
  start(): Worker;
  /** Jobs waiting at most, over every key; past it a job is refused at once. */
  queueLimit: number;
  /** Jobs one key (an address, a member) may have waiting. */
  perKeyLimit: number;
  /**
   * A job that has used this much of its thread's CPU time is abandoned: the thread is stopped (started
   * again for the next job). Counted in CPU time where the thread offers its clock, so a thread of low
   * priority that waits for a busy core is not charged for the wait; in wall time otherwise.
   */
  deadlineMs: number;
}

/** The lane's queue is full, in total or for this key: nothing was started. */
export class LaneFullError extends Error {
  constructor() {
    super("The queue in front of the worker thread is full");
  }
}

/** The job ran past the deadline; the thread running it was stopped. */
export class LaneDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The job ran past its ${deadlineMs} ms deadline`);
  }
}

/** However long the thread waits for a core, a job is abandoned after this many deadlines of wall time. */
const WALL_DEADLINES = 10;

interface Waiting {
  job: unknown;
  resolve(answer: Record<string, unknown>): void;
  reject(error: Error): void;
}

/**
 * One worker thread with a bounded queue in front of it that takes turns between keys: a key with many
 * jobs waiting gets one run, then every other key waiting gets one, so a flood from one address delays
 * another address by one job at most per turn. One job runs at a time, within a deadline; a thread that
 * passes it is terminated (the only way to stop synchronous work) and a fresh one takes the next job.
 * The thread does not keep the process alive while idle.
 */
export class WorkerLane {
  /** Keys in turn order; each key's jobs in arrival order. */
  private readonly waiting = new Map<string, Waiting[]>();
  private queued = 0;
  private worker: Worker | undefined;
  private ready = false;
  private running:
    (Waiting & { id: number; timer: NodeJS.Timeout; startedAt: number; cpuAtStart?: number }) | undefined;
  /** The thread's CPU clock (thisThreadCpuClock), when it sent one. */
  private cpuClock: string | undefined;
  private lastId = 0;

  constructor(private readonly options: WorkerLaneOptions) {}

  /** Runs `job` on the thread in `key`'s turn; refuses at once (LaneFullError) when the queue is full. */
  run(key: string, job: unknown): Promise<Record<string, unknown>> {
    const mine = this.waiting.get(key) ?? [];
    if (this.queued >= this.options.queueLimit || mine.length >= this.options.perKeyLimit)
      return Promise.reject(new LaneFullError());
    return new Promise((resolve, reject) => {
      mine.push({ job, resolve, reject });
      this.waiting.set(key, mine);
      this.queued += 1;
      this.next();
    });
  }

  /** Jobs waiting, not counting the one running. */
  get backlog(): number {
    return this.queued;
  }

  /** Stops the thread; waiting and running jobs fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.failAll(new Error("The worker thread was stopped"));
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || this.queued === 0) return;
    const worker = this.thread();
    if (!this.ready) return; // the ready message calls next() again
    const [key, jobs] = this.waiting.entries().next().value!;
    const job = jobs.shift()!;
    this.queued -= 1;
    // the key goes to the back of the turn order (or leaves it when it has nothing more waiting)
    this.waiting.delete(key);
    if (jobs.length) this.waiting.set(key, jobs);
    const id = ++this.lastId;
    const timer = setTimeout(() => this.checkDeadline(), this.options.deadlineMs);
    const cpuAtStart = this.cpuClock === undefined ? undefined : threadCpuMs(this.cpuClock);
    this.running = { ...job, id, timer, startedAt: performance.now(), cpuAtStart };
    worker.ref(); // a job under way keeps the process alive until it answers
    worker.postMessage({ id, job: job.job });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = this.options.start();
    worker.unref();
    this.worker = worker;
    this.ready = false;
    this.cpuClock = undefined;
    worker.on("message", (message: { ready?: boolean; cpuClock?: string; id?: number }) => {
      if (worker !== this.worker) return;
      if (message.ready) {
        this.ready = true;
        this.cpuClock = message.cpuClock;
        return this.next();
      }
      const running = this.running;
      if (!running || running.id !== message.id) return;
      this.finish();
      running.resolve(message as Record<string, unknown>);
      this.next();
    });
    const lost = (error: Error) => {
      if (worker !== this.worker) return;
      this.worker = undefined;
      const running = this.running;
      this.finish();
      running?.reject(error);
      this.next();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`The worker thread stopped (exit code ${code})`)));
    return worker;
  }

  /** At the deadline: abandons the job, or waits for the CPU time it has not used yet (within the wall cap). */
  private checkDeadline(): void {
    const running = this.running!;
    const { deadlineMs } = this.options;
    const cpuNow = this.cpuClock === undefined ? undefined : threadCpuMs(this.cpuClock);
    const left =
      running.cpuAtStart === undefined || cpuNow === undefined
        ? 0
        : deadlineMs - (cpuNow - running.cpuAtStart);
    const wallLeft = deadlineMs * WALL_DEADLINES - (performance.now() - running.startedAt);
    if (left <= 0 || wallLeft <= 0) return this.abandon();
    // at least a tick of the CPU clock later, so a nearly spent job is not checked in a busy loop
    running.timer = setTimeout(() => this.checkDeadline(), Math.min(Math.max(left, 10), wallLeft));
  }

  private abandon(): void {
    const running = this.running;
    const worker = this.worker;
    this.worker = undefined;
    this.finish();
    running?.reject(new LaneDeadlineError(this.options.deadlineMs));
    void worker?.terminate();
    this.next();
  }

  private finish(): void {
    if (this.running) clearTimeout(this.running.timer);
    this.running = undefined;
    if (this.queued === 0) this.worker?.unref();
  }

  private failAll(error: Error): void {
    const running = this.running;
    this.worker = undefined;
    this.finish();
    running?.reject(error);
    for (const jobs of this.waiting.values()) for (const job of jobs) job.reject(error);
    this.waiting.clear();
    this.queued = 0;
  }
}
