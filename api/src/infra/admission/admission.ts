import type { Config } from "../../config.js";
import type { AdmissionDecision, Metrics, WorkClass } from "../metrics/metrics.js";
import { watchEventLoopDelay } from "./event-loop-delay.js";
import { ownLatenessMs, SojournController, type SojournLimits } from "./sojourn.js";
import { DecisionWindow } from "./decision-window.js";
import { MemberShares, type Account, type MemberShareLimits, type Refusal } from "./member-shares.js";
import { WorkGate, type Release } from "./work-gate.js";

/** Refusing more than this share of its gated work lately, the instance says it is not ready. */
const NOT_READY_SHED_SHARE = 0.5;
/** ... counted over at least this many decisions, so a few refusals on a quiet instance do not count. */
const NOT_READY_MIN_DECISIONS = 20;

/**
 * The classes of work that wait for a place and may be refused; the others always run. `rebuild` is not a
 * request's class but a place a request or a background job takes for the time it rebuilds a past data
 * version from the incidents' history (an uncached as-of read): few at once, whoever asks.
 */
export type GatedClass = "anonymous" | "write" | "page" | "rebuild";

export interface GateLimits {
  concurrency: number;
  queue: number;
  /** This class's own longest wait in its queue (work that holds its place for seconds). */
  waitMs?: number;
}

export interface AdmissionLimits {
  /** Places and queue of each gated class; a limit of 0 leaves the class ungated. */
  gates: Record<GatedClass, GateLimits>;
  /** How long a request may wait in a queue before it is refused, unless its class says otherwise. */
  queueWaitMs: number;
  /**
   * While the event loop is further behind than this (0 = never; writes: twice it), anonymous work and pages
   * get a quarter of their places and no queue.
   */
  maxEventLoopDelayMs: number;
  /** What a refusal's Retry-After says. */
  retryAfterSeconds: number;
  /** Each signed-in account's share; a limit of 0 leaves it unbounded. */
  members: MemberShareLimits;
  /** Past this event-loop delay the instance says it is not ready (0 = never). */
  notReadyEventLoopDelayMs: number;
  /** Visitors' work is shed while admitted work waits longer than this (decision 160). */
  sojourn: SojournLimits;
}

/** A key's share is a full one: what it may do is bounded by its quota, counted across instances. */
const KEYS_STANDING = new Date(0);

/** How often the sojourn of work is sampled beside the requests' own samples. */
const SOJOURN_SAMPLE_MS = 10;

/** The process's processor time, every thread's, since `from` (a `process.cpuUsage()`), in ms. */
function processorMsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** Whether the instance should be given work now, and why not. */
export interface Readiness {
  ready: boolean;
  eventLoopDelayMs: number;
  /** Whether visitors' work is shed because work waits past the sojourn target. */
  shedding: boolean;
  /** The share of its gated work refused over the last ~10 s. */
  shedShare: number;
}

export interface Admission {
  /** A place for a piece of gated work, now or after a short wait; undefined when it is refused. */
  enter(workClass: GatedClass): Release | Promise<Release | undefined> | undefined;
  /** A place for a signed-in account's request within its own share, or why it is refused. */
  enterMember(account: Account, heavy: boolean): Release | Refusal | Promise<Release | Refusal>;
  /**
   * A place for research with an API key within the key's own share (as a member of full standing has),
   * never shed with visitors' work; the key's quota, not admission, bounds its rate.
   */
  enterKeyed(keyId: string): Release | Refusal | Promise<Release | Refusal>;
  /** Counts work of a class that always runs. */
  admitted(workClass: Exclude<WorkClass, GatedClass>): void;
  /**
   * Whether work has waited past the sojourn target for an interval: visitors' API work is then refused
   * before its body is read (counted as shed anonymous work here).
   */
  shedsVisitors(): boolean;
  /** Whether the instance is neither refusing most of its work nor far behind. */
  readiness(): Readiness;
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
 * Admission control by class of work (docs/decisions/082-admission-control.md). Health checks never wait;
 * anonymous writes, anonymous API work and pages each run under a bounded concurrency with a short bounded
 * queue, and are refused at once past it; while the event loop says the process is behind, past a quarter
 * of their places. Each signed-in account runs within a share of its own (decision 111).
 */
/** Each account's (or key's) own share of the instance, unless the configuration leaves them unbounded. */
function sharesOf(
  { members: memberLimits, retryAfterSeconds }: AdmissionLimits,
  decided: (decision: AdmissionDecision) => void,
): MemberShares | undefined {
  if (memberLimits.concurrency <= 0 && memberLimits.heavyPerMinute <= 0) return undefined;
  const shareLimits = {
    concurrency: memberLimits.concurrency || 1_000_000,
    heavyPerMinute: memberLimits.heavyPerMinute || 1_000_000_000,
    queueWaitMs: memberLimits.queueWaitMs,
  };
  return new MemberShares(shareLimits, retryAfterSeconds, decided);
}

export function createAdmission(limits: AdmissionLimits, metrics: Metrics): Admission {
  const delay = watchEventLoopDelay();
  const sojourn = new SojournController(limits.sojourn);
  const window = new DecisionWindow();
  const decided = (workClass: WorkClass, decision: AdmissionDecision) => {
    // a rebuild refused is one past version asked for too many at once: the instance serves the rest
    if (workClass !== "rebuild") window.note(decision === "limited" ? "shed" : decision);
    metrics.admission.inc({ class: workClass, decision });
  };
  const members = sharesOf(limits, (decision) => decided("member", decision));
  const keys = sharesOf(limits, (decision) => decided("keyed", decision));
  const gates = gatesOf(limits, decided);
  const sampleSojourn = sojournSampler(sojourn, gates);
  const sampler = setInterval(() => sampleSojourn(true), SOJOURN_SAMPLE_MS);
  sampler.unref();
  const maxDelay = limits.maxEventLoopDelayMs;
  // while shedding, pages and writes keep a quarter of their places and no queue
  const behind = (workClass: GatedClass) =>
    (sojourn.shedding && workClass !== "rebuild") ||
    (maxDelay > 0 && delay.currentMs() > (workClass === "write" ? 2 * maxDelay : maxDelay));

  metrics.watch({
    admission: () => ({
      eventLoopDelayMs: delay.currentMs(),
      sojournMs: sojourn.sojournMs,
      shedding: sojourn.shedding,
      gates: [...gates].map(([workClass, gate]) => ({
        workClass,
        running: gate.inFlight,
        queued: gate.queued,
      })),
    }),
  });

  return {
    enter(workClass) {
      sampleSojourn();
      if (workClass === "anonymous" && sojourn.shedding) return void decided(workClass, "shed");
      const gate = gates.get(workClass);
      if (gate) return gate.enter(behind(workClass));
      const decision = behind(workClass) ? "shed" : "admitted";
      decided(workClass, decision);
      return decision === "admitted" ? noRelease : undefined;
    },
    enterMember(account, heavy) {
      if (members) return members.enter(account, heavy);
      metrics.admission.inc({ class: "member", decision: "admitted" });
      return noRelease;
    },
    enterKeyed(keyId) {
      if (keys)
        return keys.enter({ id: keyId, memberSince: KEYS_STANDING, staff: false, banned: false }, false);
      metrics.admission.inc({ class: "keyed", decision: "admitted" });
      return noRelease;
    },
    admitted(workClass) {
      metrics.admission.inc({ class: workClass, decision: "admitted" });
    },
    shedsVisitors() {
      sampleSojourn();
      if (!sojourn.shedding) return false;
      decided("anonymous", "shed");
      return true;
    },
    readiness() {
      const eventLoopDelayMs = delay.currentMs();
      const { share, decisions } = window.shedShare();
      const shedding = decisions >= NOT_READY_MIN_DECISIONS && share > NOT_READY_SHED_SHARE;
      const late = limits.notReadyEventLoopDelayMs > 0 && eventLoopDelayMs > limits.notReadyEventLoopDelayMs;
      return {
        ready: !shedding && !late && !sojourn.shedding,
        eventLoopDelayMs,
        shedding: sojourn.shedding,
        shedShare: share,
      };
    },
    underPressure() {
      const gate = gates.get("anonymous");
      const filling = gate !== undefined && gate.full && gate.queued >= Math.floor(gate.queueLimit / 2);
      return filling || behind("anonymous");
    },
    retryAfterSeconds: limits.retryAfterSeconds,
    stop() {
      clearInterval(sampler);
      delay.stop();
      members?.stop();
      keys?.stop();
    },
  };
}

/**
 * Notes what a request arriving now waits: the event loop's lateness now (not the recent worst, so one
 * stall is one sample), as far as this instance's own work made it, and the queue it joins. A tick (every
 * SOJOURN_SAMPLE_MS) starts the next lateness count.
 */
function sojournSampler(sojourn: SojournController, gates: Map<GatedClass, WorkGate>) {
  let sampledAt = performance.now();
  let processorAt = process.cpuUsage();
  return (tick = false) => {
    const at = performance.now();
    const timerLateMs = Math.max(0, at - sampledAt - SOJOURN_SAMPLE_MS);
    // the processor time is read only when the timer is late: on a quiet instance a request finds it on time
    const lateMs =
      timerLateMs > 0 ? ownLatenessMs(timerLateMs, processorMsSince(processorAt), SOJOURN_SAMPLE_MS) : 0;
    if (tick) {
      sampledAt = at;
      processorAt = process.cpuUsage();
    }
    const queuedAt = Date.now();
    let queuedMs = 0;
    for (const gate of gates.values()) queuedMs = Math.max(queuedMs, gate.oldestWaitMs(queuedAt));
    sojourn.note(lateMs + queuedMs);
  };
}

/** A gate for each bounded class of work. */
function gatesOf(
  limits: AdmissionLimits,
  decided: (workClass: GatedClass, decision: AdmissionDecision) => void,
): Map<GatedClass, WorkGate> {
  const gates = new Map<GatedClass, WorkGate>();
  for (const [workClass, { concurrency, queue, waitMs }] of Object.entries(limits.gates) as Array<
    [GatedClass, GateLimits]
  >) {
    if (concurrency === 0) continue;
    gates.set(
      workClass,
      new WorkGate(concurrency, queue, waitMs ?? limits.queueWaitMs, (decision) =>
        decided(workClass, decision),
      ),
    );
  }
  return gates;
}

/** Admission control's gates by class of work, as configured. */
export function admissionFromConfig(config: Config, metrics: Metrics): Admission {
  return createAdmission(
    {
      gates: {
        anonymous: {
          concurrency: config.admissionAnonymousConcurrency,
          queue: config.admissionAnonymousQueue,
        },
        write: { concurrency: config.admissionWriteConcurrency, queue: config.admissionWriteQueue },
        page: { concurrency: config.admissionPageConcurrency, queue: config.admissionPageQueue },
        rebuild: {
          concurrency: config.admissionRebuildConcurrency,
          queue: config.admissionRebuildQueue,
          waitMs: config.admissionRebuildWaitMs,
        },
      },
      queueWaitMs: config.admissionQueueWaitMs,
      maxEventLoopDelayMs: config.admissionMaxEventLoopDelayMs,
      retryAfterSeconds: config.admissionRetryAfterSeconds,
      members: {
        concurrency: config.admissionMemberConcurrency,
        heavyPerMinute: config.admissionMemberHeavyPerMinute,
        queueWaitMs: config.admissionMemberQueueWaitMs,
      },
      notReadyEventLoopDelayMs: config.readinessMaxEventLoopDelayMs,
      sojourn: { targetMs: config.admissionSojournTargetMs, intervalMs: config.admissionSojournIntervalMs },
    },
    metrics,
  );
}
