import type { Metrics, WorkClass } from "../metrics/metrics.js";
import { watchEventLoopDelay } from "./event-loop-delay.js";
import { WorkGate, type Release } from "./work-gate.js";

/** The classes of work that wait for a place and may be refused; the others always run. */
export type GatedClass = "anonymous" | "write" | "page";

export interface AdmissionLimits {
  /** Places and queue of each gated class; a limit of 0 leaves the class ungated. */
  gates: Record<GatedClass, { concurrency: number; queue: number }>;
  /** How long a request may wait in a queue before it is refused. */
  queueWaitMs: number;
  /**
   * While the event loop is further behind than this (0 = never; writes: twice it), anonymous work and pages
   * get a quarter of their places and no queue.
   */
  maxEventLoopDelayMs: number;
  /** What a refusal's Retry-After says. */
  retryAfterSeconds: number;
}

export interface Admission {
  /** A place for a piece of gated work, now or after a short wait; undefined when it is refused. */
  enter(workClass: GatedClass): Release | Promise<Release | undefined> | undefined;
  /** Counts work of a class that always runs. */
  admitted(workClass: Exclude<WorkClass, GatedClass>): void;
  /**
   * Whether anonymous work is behind: its places taken and its queue half full, or the event loop late.
   * Visitors then get a public answer even when it is older than the data.
   */
  underPressure(): boolean;
  readonly retryAfterSeconds: number;
  stop(): void;
}

const noRelease: Release = () => {};

/**
 * Admission control by class of work (docs/decisions/082-admission-control.md). Health checks and members
 * never wait; anonymous writes, anonymous API work and pages each run under a bounded concurrency with a
 * short bounded queue, and are refused at once past it; while the event loop says the process is behind,
 * past a quarter of their places.
 */
export function createAdmission(limits: AdmissionLimits, metrics: Metrics): Admission {
  const delay = watchEventLoopDelay();
  const gates = new Map<GatedClass, WorkGate>();
  for (const [workClass, { concurrency, queue }] of Object.entries(limits.gates) as Array<
    [GatedClass, { concurrency: number; queue: number }]
  >) {
    if (concurrency === 0) continue;
    gates.set(
      workClass,
      new WorkGate(concurrency, queue, limits.queueWaitMs, (decision) =>
        metrics.admission.inc({ class: workClass, decision }),
      ),
    );
  }
  const maxDelay = limits.maxEventLoopDelayMs;
  const behind = (workClass: GatedClass) =>
    maxDelay > 0 && delay.currentMs() > (workClass === "write" ? 2 * maxDelay : maxDelay);

  metrics.watch({
    admission: () => ({
      eventLoopDelayMs: delay.currentMs(),
      gates: [...gates].map(([workClass, gate]) => ({
        workClass,
        running: gate.inFlight,
        queued: gate.queued,
      })),
    }),
  });

  return {
    enter(workClass) {
      const gate = gates.get(workClass);
      if (gate) return gate.enter(behind(workClass));
      const decision = behind(workClass) ? "shed" : "admitted";
      metrics.admission.inc({ class: workClass, decision });
      return decision === "admitted" ? noRelease : undefined;
    },
    admitted(workClass) {
      metrics.admission.inc({ class: workClass, decision: "admitted" });
    },
    underPressure() {
      const gate = gates.get("anonymous");
      const filling = gate !== undefined && gate.full && gate.queued >= Math.floor(gate.queueLimit / 2);
      return filling || behind("anonymous");
    },
    retryAfterSeconds: limits.retryAfterSeconds,
    stop: () => delay.stop(),
  };
}
