import { type Environment, integer, text } from "./readers.js";

/** Admission control, readiness and the management port (docs/decisions/082 and 111). */
export function admissionConfig(env: Environment, test: boolean) {
  return {
    /** Anonymous API requests (research, exports, searches, previews) the public cache cannot answer, run at once; 0 = no bound. */
    admissionAnonymousConcurrency: integer(env, "ADMISSION_ANONYMOUS_CONCURRENCY", 8, 0, 10_000),
    /** Further such requests that may wait for a place; the next is refused with 503 and Retry-After. */
    admissionAnonymousQueue: integer(env, "ADMISSION_ANONYMOUS_QUEUE", test ? 10_000 : 16, 0, 100_000),
    /** Anonymous writes (sign-in, registration, submissions) run at once; 0 = no bound. */
    admissionWriteConcurrency: integer(env, "ADMISSION_WRITE_CONCURRENCY", 8, 0, 10_000),
    /** Further anonymous writes that may wait for a place. */
    admissionWriteQueue: integer(env, "ADMISSION_WRITE_QUEUE", test ? 10_000 : 32, 0, 100_000),
    /** Page loads, the web app's files and avatars served at once to visitors; 0 = no bound. */
    admissionPageConcurrency: integer(env, "ADMISSION_PAGE_CONCURRENCY", 32, 0, 10_000),
    /** Further page loads that may wait for a place. */
    admissionPageQueue: integer(env, "ADMISSION_PAGE_QUEUE", test ? 10_000 : 64, 0, 100_000),
    /**
     * Rebuilds of past data versions (as-of downloads, pages and checksums not kept) run at once per
     * instance, whoever asks; 0 = no bound.
     */
    admissionRebuildConcurrency: integer(env, "ADMISSION_REBUILD_CONCURRENCY", 1, 0, 1_000),
    /** Further rebuilds that may wait for a place; the next is refused with 503 and Retry-After. */
    admissionRebuildQueue: integer(env, "ADMISSION_REBUILD_QUEUE", test ? 10_000 : 4, 0, 100_000),
    /** Longest a rebuild waits for its place: one takes seconds at 100,000 incidents. */
    admissionRebuildWaitMs: integer(env, "ADMISSION_REBUILD_WAIT_MS", test ? 60_000 : 15_000, 1, 600_000),
    /** Longest a request waits in one of those queues before it is refused. */
    admissionQueueWaitMs: integer(env, "ADMISSION_QUEUE_WAIT_MS", test ? 60_000 : 100, 1, 600_000),
    /**
     * While the event loop is further behind than this (writes: twice it), anonymous work and pages get a
     * quarter of their places and no queue, so members and health checks keep their time; 0 = never. Tests default to never and to
     * long queues: suites sharing a machine are behind often, and their parallel requests are no flood.
     */
    admissionMaxEventLoopDelayMs: integer(env, "ADMISSION_MAX_EVENT_LOOP_DELAY_MS", test ? 0 : 40, 0, 60_000),
    /**
     * Requests one signed-in account of full standing runs at once on an instance (twice as many may wait);
     * a new account gets a quarter, growing with its age (README, limits). 0 = no bound; tests default to it.
     */
    admissionMemberConcurrency: integer(env, "ADMISSION_MEMBER_CONCURRENCY", test ? 0 : 8, 0, 10_000),
    /** Heavy requests (research queries, exports) per minute for such an account; past it 429. 0 = no bound. */
    admissionMemberHeavyPerMinute: integer(
      env,
      "ADMISSION_MEMBER_HEAVY_PER_MINUTE",
      test ? 0 : 120,
      0,
      1_000_000,
    ),
    /** Longest an account's request waits for one of its places before it is refused. */
    admissionMemberQueueWaitMs: integer(
      env,
      "ADMISSION_MEMBER_QUEUE_WAIT_MS",
      test ? 60_000 : 1000,
      1,
      600_000,
    ),
    /**
     * Work that waits longer than this from its arrival to its start (event loop and queues), for a whole
     * interval, makes the instance shed visitors' API work before reading it (decision 160); 0 = never
     * (tests' default: suites sharing a machine are behind often).
     */
    admissionSojournTargetMs: integer(env, "ADMISSION_SOJOURN_TARGET_MS", test ? 0 : 30, 0, 60_000),
    /** How long the wait must stay above that target before shedding starts (CoDel's interval). */
    admissionSojournIntervalMs: integer(env, "ADMISSION_SOJOURN_INTERVAL_MS", 100, 1, 60_000),
    /** Past this event-loop delay /readyz says the instance is not ready; 0 = never (tests' default). */
    readinessMaxEventLoopDelayMs: integer(
      env,
      "READINESS_MAX_EVENT_LOOP_DELAY_MS",
      test ? 0 : 1000,
      0,
      600_000,
    ),
    /**
     * The management port: /healthz, /readyz and /metrics on a listener of their own, so probes never wait
     * behind public connections; 0 = none (they stay on the public port too).
     */
    managementPort: integer(env, "MANAGEMENT_PORT", 9464),
    /** Where the management port listens; loopback unless the orchestrator probes from elsewhere. */
    managementHost: text(env, "MANAGEMENT_HOST", "127.0.0.1"),
    /** The Retry-After of a request refused because the instance is busy. */
    admissionRetryAfterSeconds: integer(env, "ADMISSION_RETRY_AFTER_SECONDS", 2, 1, 3600),
  };
}
