import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The classes of work admission control tells apart (infra/admission): health and readiness, requests of
 * a signed-in member, research with an API key, anonymous writes, anonymous work answered from the public cache, other anonymous
 * API work, and pages (the web app, its files, avatars); and the rebuilds of past data versions, a place
 * inside a request or a job rather than a request's class.
 */
export const WORK_CLASSES = [
  "health",
  "member",
  "keyed",
  "write",
  "cached",
  "anonymous",
  "page",
  "rebuild",
] as const;
export type WorkClass = (typeof WORK_CLASSES)[number];

/**
 * What admission did with a request: let it run, made it wait its turn, refused it (busy: 503), or refused
 * an account's heavy work past its rate (429).
 */
export type AdmissionDecision = "admitted" | "queued" | "shed" | "limited";

/** Operation names past this many distinct ones are counted as "other": clients choose the names. */
export const OPERATION_NAMES_MAX = 100;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A live socket's kind: a member's (with a session) or a visitor's. */
export type SocketKind = "member" | "visitor";

/** State read when /metrics is asked for, from the parts that hold it; each part adds its own. */
export interface MetricSources {
  databasePool?: () => { inUse: number; waiting: number; idle: number };
  liveSockets?: () => Array<{ kind: SocketKind; sockets: number; subscriptions: number }>;
  /** Seconds since the oldest live event not yet dispatched was written (0 when none waits). */
  outboxLagSeconds?: () => Promise<number>;
  liveTransport?: () => string;
  /** Background jobs waiting to run (due or not). */
  jobQueueDepth?: () => Promise<number>;
  admission?: () => {
    eventLoopDelayMs: number;
    /** How long work waits now before it starts (event-loop delay and the oldest queued request's wait). */
    sojournMs: number;
    /** Whether visitors' work is shed because work has waited past the target too long. */
    shedding: boolean;
    gates: Array<{ workClass: WorkClass; running: number; queued: number }>;
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * This instance's Prometheus metrics (prom-client, a registry of its own). Counters are fed where things
 * happen; gauges read `sources` at each scrape. Every family is named iw_* (the Grafana dashboard in
 * deploy/grafana/ reads them), beside prom-client's process and Node.js defaults (heap, RSS, event loop).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // gauges named like counters, which Prometheus's own check faults; nodejs_active_handles and the others
  // without the suffix say the same by type
  for (const name of [
    "nodejs_active_handles_total",
    "nodejs_active_requests_total",
    "nodejs_active_resources_total",
  ])
    registry.removeSingleMetric(name);
  const sources: MetricSources = {};
  const operationNames = new Set<string>();

  const requests = new Counter({
    name: "iw_http_requests_total",
    help: "HTTP requests answered, by class of work and status class (2xx, 4xx, 5xx).",
    labelNames: ["class", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "iw_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by class of work.",
    labelNames: ["class"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const operations = new Counter({
    name: "iw_graphql_operations_total",
    help: `GraphQL requests over HTTP by operation name (the first ${OPERATION_NAMES_MAX} names seen; then "other"), class and status class.`,
    labelNames: ["operation", "class", "status"] as const,
    registers: [registry],
  });
  const operationSeconds = new Histogram({
    name: "iw_graphql_operation_duration_seconds",
    help: "Time to answer a GraphQL request over HTTP, by operation name.",
    labelNames: ["operation"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const admission = new Counter({
    name: "iw_admission_total",
    help: "Admission decisions by class of work: admitted (ran), queued (waited for a place), shed (refused with 503), limited (an account past its rate of heavy work, 429).",
    labelNames: ["class", "decision"] as const,
    registers: [registry],
  });
  const publicCache = new Counter({
    name: "iw_public_cache_total",
    help: "Visitors' shareable GraphQL answers: hit (kept), stale (an older answer served under pressure), miss (made).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: "iw_mails_total",
    help: "Outgoing mails by result (sent, failed).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const outboxDispatched = new Counter({
    name: "iw_outbox_dispatched_total",
    help: "Live events this instance took from the outbox and published.",
    registers: [registry],
  });

  // every known series from the start at 0, so a panel shows 0 rather than "No data" before the first one
  for (const workClass of WORK_CLASSES)
    for (const status of ["2xx", "3xx", "4xx", "5xx"]) requests.inc({ class: workClass, status }, 0);
  for (const result of ["hit", "stale", "miss"]) publicCache.inc({ result }, 0);
  for (const result of ["sent", "failed"]) mails.inc({ result }, 0);

  watchLiveState(registry, sources);
  watchAdmission(registry, sources);

  /** A bounded label for a client-chosen operation name. */
  function operationLabel(raw: unknown): string {
    if (typeof raw !== "string" || raw === "") return "anonymous";
    if (operationNames.has(raw)) return raw;
    if (!OPERATION_NAME.test(raw) || operationNames.size >= OPERATION_NAMES_MAX) return "other";
    operationNames.add(raw);
    return raw;
  }

  return {
    registry,
    sources,
    admission,
    publicCache,
    mails,
    outboxDispatched,
    /** Adds the parts' state to what is read at each scrape. */
    watch(more: MetricSources) {
      Object.assign(sources, more);
    },
    /** One answered HTTP request; `operation` is the GraphQL operation name asked for, on /graphql. */
    observeRequest(workClass: WorkClass, status: number, seconds: number, operation?: { name: unknown }) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      requests.inc({ class: workClass, status: statusClass });
      requestSeconds.observe({ class: workClass }, seconds);
      if (!operation) return;
      const name = operationLabel(operation.name);
      operations.inc({ operation: name, class: workClass, status: statusClass });
      operationSeconds.observe({ operation: name }, seconds);
    },
  };
}

/** Gauges of the database pool, live connections, the outbox and the job queue, read from `sources` at each scrape. */
function watchLiveState(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: "iw_database_pool_connections",
    help: "This instance's database connections by state (in_use, idle), and requests waiting for one (waiting).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = sources.databasePool?.();
      if (!pool) return;
      this.set({ state: "in_use" }, pool.inUse);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  new Gauge({
    name: "iw_live_sockets",
    help: "Open live (GraphQL over WebSocket) connections by kind.",
    labelNames: ["kind"] as const,
    registers: [registry],
    collect() {
      for (const { kind, sockets } of sources.liveSockets?.() ?? []) this.set({ kind }, sockets);
    },
  });
  new Gauge({
    name: "iw_live_subscriptions",
    help: "Operations running on live connections, by kind of connection.",
    labelNames: ["kind"] as const,
    registers: [registry],
    collect() {
      for (const { kind, subscriptions } of sources.liveSockets?.() ?? []) this.set({ kind }, subscriptions);
    },
  });
  new Gauge({
    name: "iw_outbox_lag_seconds",
    help: "Age of the oldest live event in the outbox not yet dispatched (0 when none waits).",
    registers: [registry],
    async collect() {
      if (sources.outboxLagSeconds) this.set(await sources.outboxLagSeconds().catch(() => -1));
    },
  });
  new Gauge({
    name: "iw_live_transport",
    help: "1 for how live events travel now: in-process (no Redis), redis, redis-unreachable.",
    labelNames: ["transport"] as const,
    registers: [registry],
    collect() {
      const now = sources.liveTransport?.();
      if (!now) return;
      for (const transport of ["in-process", "redis", "redis-unreachable"]) {
        this.set({ transport }, transport === now ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: "iw_job_queue_depth",
    help: "Background jobs (mail of missed notifications) waiting to run, due or not.",
    registers: [registry],
    async collect() {
      if (sources.jobQueueDepth) this.set(await sources.jobQueueDepth().catch(() => -1));
    },
  });
}

/** Gauges of admission control's gates and the event loop, read from `sources` at each scrape. */
function watchAdmission(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: "iw_admission_in_flight",
    help: "Requests of a gated class of work running now.",
    labelNames: ["class"] as const,
    registers: [registry],
    collect() {
      for (const gate of sources.admission?.().gates ?? []) this.set({ class: gate.workClass }, gate.running);
    },
  });
  new Gauge({
    name: "iw_admission_queue_length",
    help: "Requests of a gated class of work waiting for a place now.",
    labelNames: ["class"] as const,
    registers: [registry],
    collect() {
      for (const gate of sources.admission?.().gates ?? []) this.set({ class: gate.workClass }, gate.queued);
    },
  });
  new Gauge({
    name: "iw_event_loop_delay_seconds",
    help: "The event loop's recent delay as admission control sees it (the largest of the last 100 ms).",
    registers: [registry],
    collect() {
      const state = sources.admission?.();
      if (state) this.set(state.eventLoopDelayMs / 1000);
    },
  });
  new Gauge({
    name: "iw_admission_sojourn_seconds",
    help: "How long work waits now from its arrival to the start of its handling (event loop and queues).",
    registers: [registry],
    collect() {
      const state = sources.admission?.();
      if (state) this.set(state.sojournMs / 1000);
    },
  });
  new Gauge({
    name: "iw_admission_shedding",
    help: "1 while visitors' work is refused because work has waited past the sojourn target too long.",
    registers: [registry],
    collect() {
      const state = sources.admission?.();
      if (state) this.set(state.shedding ? 1 : 0);
    },
  });
}
