import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { admissionConfig } from "./config/admission.js";
import { installableAppConfig } from "./config/installable-app.js";
import { outboundConfig } from "./config/outbound.js";
import {
  ConfigError,
  flag,
  integer,
  optional,
  originList,
  portList,
  testsOnly,
  text,
  url,
  urlList,
  type Environment,
} from "./config/readers.js";

export { ConfigError, type Environment } from "./config/readers.js";

/**
 * The only reader of process.env. Every variable the app understands is declared here or in config/ with
 * its default and a one-line description; the README's configuration table lists the same.
 */

/** The repository's root (from src/ under tsx and from dist/ in the build alike). */
const repositoryPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function pseudoLocale(env: Environment, production: boolean): boolean {
  const on = flag(env, "PSEUDO_LOCALE", false);
  if (on && production) throw new ConfigError("PSEUDO_LOCALE is for tests and development, not production");
  return on;
}

export function loadConfig(env: Environment = process.env) {
  const nodeEnv = text(env, "NODE_ENV", "development");
  if (!["development", "production", "test"].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const production = nodeEnv === "production";
  const test = nodeEnv === "test";
  if (!optional(env, "RECAPTCHA_SITE_KEY") !== !optional(env, "RECAPTCHA_SECRET_KEY")) {
    throw new ConfigError("RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together");
  }
  const port = integer(env, "PORT", 3000);
  // the repository's data/ wherever the app is started from, as the README says; a relative DATA_DIR
  // is taken from the current directory
  const dataDir = resolve(text(env, "DATA_DIR", repositoryPath("data")));
  return {
    nodeEnv,
    production,
    port,
    host: text(env, "HOST", production ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: url(env, "PUBLIC_URL", `http://localhost:${port}`)!,
    databaseUrl: url(env, "DATABASE_URL"),
    /**
     * PostgreSQL itself when DATABASE_URL goes through a pooler in transaction mode (PgBouncer): migrations
     * and the live-event listener (LISTEN) connect here; unset = DATABASE_URL.
     */
    databaseDirectUrl: url(env, "DATABASE_DIRECT_URL"),
    /**
     * Streaming standbys of DATABASE_URL's server (comma-separated URLs): visitors' reads, and members' once
     * a standby has replayed their last write, are read there (decision 128); unset = all on DATABASE_URL.
     */
    databaseReplicaUrls: urlList(env, "DATABASE_REPLICA_URLS"),
    /** A standby further behind than this (seconds) is read from no more until it has caught up. */
    databaseReplicaMaxLagSeconds: integer(env, "DATABASE_REPLICA_MAX_LAG_SECONDS", 10, 1, 86_400),
    /** Lets the incident title fetcher read loopback pages; for tests only, refused in production. */
    titleFetchAllowLoopback: testsOnly(env, "TITLE_FETCH_ALLOW_LOOPBACK", production),
    /** Ports a submitted source URL may point at. */
    titleFetchPorts: portList(env, "TITLE_FETCH_PORTS", [80, 443]),
    /** How long the title fetcher waits for a connection to a source page. */
    titleFetchConnectTimeoutMs: integer(env, "TITLE_FETCH_CONNECT_TIMEOUT_MS", 2000, 100, 60_000),
    /** How long reading a source page's title may take in all, redirects included. */
    titleFetchTimeoutMs: integer(env, "TITLE_FETCH_TIMEOUT_MS", 5000, 100, 60_000),
    /** Most bytes (decompressed) read from a source page. */
    titleFetchMaxBytes: integer(env, "TITLE_FETCH_MAX_BYTES", 512 * 1024, 1024, 10 * 1024 * 1024),
    /** How long a submission waits for the title before storing host + path and finishing it later. */
    titleFetchWaitMs: integer(env, "TITLE_FETCH_WAIT_MS", 1500, 0, 60_000),
    ...outboundConfig(env, production),
    ...installableAppConfig(env, production, text(env, "CONTACT_EMAIL", "contact@incidentwatch.eu")),
    /** HMAC key for submitters' addresses (abuse handling); random per process when unset. */
    submitterHashKey: optional(env, "SUBMITTER_HASH_KEY"),
    /** Days a submitter's hashed address is kept before it is erased. */
    submitterRetentionDays: integer(env, "SUBMITTER_RETENTION_DAYS", 30, 1, 365),
    dataDir,
    /** Where uploaded files (avatars) are kept; a volume of its own in containers. */
    uploadDir: resolve(text(env, "UPLOAD_DIR", join(dataDir, "uploads"))),
    embeddedDatabasePort: integer(env, "EMBEDDED_DB_PORT", 54329, 1),
    seedDemo: flag(env, "SEED_DEMO", !production),
    /**
     * English pages in the pseudo-locale (accented, longer, bracketed messages), for the browser test that
     * finds untranslated or clipped text; never in production.
     */
    pseudoLocale: pseudoLocale(env, production),
    contactEmail: text(env, "CONTACT_EMAIL", "contact@incidentwatch.eu"),
    webDist: resolve(text(env, "WEB_DIST", new URL("../../web/dist", import.meta.url).pathname)),
    logLevel: text(env, "LOG_LEVEL", nodeEnv === "test" ? "error" : "info"),
    /** Express "trust proxy": how many proxy hops to believe for the client address (0 = none). */
    trustProxy: integer(env, "TRUST_PROXY", 0, 0, 10),
    /**
     * After SIGTERM, how long the instance still serves with /readyz answering 503 (each answer closing its
     * connection, reads refused for another instance) before its port closes: load balancers and proxies
     * stop sending it work first. None in tests, whose apps stop at every file's end.
     */
    shutdownDelayMs: integer(env, "SHUTDOWN_DELAY_MS", test ? 0 : 3000, 0, 600_000),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10_000, 0, 600_000),
    /**
     * Connections the kernel holds for the app before it accepts them (capped by net.core.somaxconn). Under
     * a flood of new connections, a short queue drops them and clients retry after 1 s and 3 s.
     */
    listenBacklog: integer(env, "LISTEN_BACKLOG", 4096, 64, 65_535),
    /** How long a client may take to send a whole request, body included, before it is closed (408). */
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_MS", 10_000, 500, 600_000),
    /** How long a client may take to send a request's headers; at most REQUEST_TIMEOUT_MS. */
    headersTimeoutMs: integer(env, "HEADERS_TIMEOUT_MS", 5_000, 500, 600_000),
    /** A hosted dark map style (style.json URL) drawn instead of the built-in offline basemap. */
    mapStyleUrl: url(env, "MAP_STYLE_URL"),
    /** A PMTiles basemap extract (file path) the app serves itself for a street-level map; unset = none. */
    mapPmtiles: optional(env, "MAP_PMTILES") ? resolve(optional(env, "MAP_PMTILES")!) : undefined,
    /** Further origins that hosted style loads tiles, glyphs and sprites from (comma-separated). */
    mapTileOrigins: originList(env, "MAP_TILE_ORIGINS"),
    /** Above this many published incidents the map asks the server for clusters instead of every point. */
    mapClusterThreshold: integer(env, "MAP_CLUSTER_THRESHOLD", 200_000, 0, 1_000_000_000),
    /** First admin account, created at start-up when missing; without a password a random one is logged once. */
    adminUsername: optional(env, "ADMIN_USERNAME"),
    /** Password of ADMIN_USERNAME's account when it is created (never changed afterwards). */
    adminPassword: optional(env, "ADMIN_PASSWORD"),
    /** Email of the first admin account (where its password-reset mail goes). */
    adminEmail: text(env, "ADMIN_EMAIL", "admin@example.invalid"),
    /** HMAC key that signs self-hosted (ALTCHA) captcha challenges; random per process when unset. */
    captchaHmacKey: optional(env, "CAPTCHA_HMAC_KEY"),
    /** ALTCHA proof-of-work cost (PBKDF2 iterations per attempt); tests default to 1. */
    altchaCost: integer(env, "ALTCHA_COST", nodeEnv === "test" ? 1 : 5_000, 1, 1_000_000),
    /** ALTCHA work size: the solution counter is drawn between half of this and this; tests default to 50. */
    altchaMaxCounter: integer(env, "ALTCHA_MAX_COUNTER", nodeEnv === "test" ? 50 : 10_000, 2, 10_000_000),
    /** Google reCAPTCHA v2 site key; with RECAPTCHA_SECRET_KEY it replaces the self-hosted captcha. */
    recaptchaSiteKey: optional(env, "RECAPTCHA_SITE_KEY"),
    /** Google reCAPTCHA v2 secret key, used by the server to check tokens. */
    recaptchaSecretKey: optional(env, "RECAPTCHA_SECRET_KEY"),
    /** Where reCAPTCHA tokens are checked (tests point it at a local stand-in). */
    recaptchaVerifyUrl: url(env, "RECAPTCHA_VERIFY_URL", "https://www.google.com/recaptcha/api/siteverify")!,
    /** SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL); unset = mail goes to the log. */
    smtpUrl: url(env, "SMTP_URL"),
    /** Sender address of outgoing mail. */
    mailFrom: text(env, "MAIL_FROM", "Incident Watch <no-reply@incidentwatch.eu>"),
    /** Redis for live events between instances and shared rate-limit counters; unset = both in memory. */
    redisUrl: url(env, "REDIS_URL"),
    /** OTLP/HTTP collector that traces go to (the exporter reads OTEL_EXPORTER_OTLP_* itself); unset = no tracing. */
    tracingEndpoint: url(env, "OTEL_EXPORTER_OTLP_ENDPOINT"),
    /** The service name on every span. */
    tracingServiceName: text(env, "OTEL_SERVICE_NAME", "incident-watch"),
    /** Seconds a public answer (research API, map points, site info) is kept and may be kept by HTTP caches; 0 = off. */
    publicCacheSeconds: integer(env, "PUBLIC_CACHE_SECONDS", 30, 0, 3600),
    /** Most bytes of public answers kept in memory. */
    publicCacheMaxBytes: integer(env, "PUBLIC_CACHE_MAX_MB", 64, 1, 4096) * 1024 * 1024,
    /** Most bytes of values computed from public data (map, lists, counts) kept per kind of data. */
    publicDataMaxBytes: integer(env, "PUBLIC_DATA_MEMORY_MB", 64, 1, 4096) * 1024 * 1024,
    /** Most bytes of thread pages (posts, reaction counts) kept in memory, shared by every reader. */
    threadPageCacheMaxBytes: integer(env, "THREAD_PAGE_CACHE_MB", 32, 1, 4096) * 1024 * 1024,
    /**
     * Most bytes of long text and bulk data (post HTML and Markdown, notification contents, map points) one
     * GraphQL answer may carry; a query that would carry more is ended while it runs (RESPONSE_TOO_LARGE).
     */
    maxResponseBytes: integer(env, "MAX_RESPONSE_MB", 5, 1, 1024) * 1024 * 1024,
    /**
     * Most bytes of HTML a post may render to (and at most 8 times its Markdown): a page of 20 posts at the
     * ceiling, with their Markdown, stays under MAX_RESPONSE_MB's default. Checked as it renders.
     */
    postHtmlMaxBytes: integer(env, "POST_HTML_MAX_KB", 192, 16, 4096) * 1024,
    /** A post's or a preview's render using more CPU time is abandoned (its thread restarted) and refused. */
    renderTimeoutMs: integer(env, "RENDER_TIMEOUT_MS", 1000, 10, 60_000),
    /**
     * Seconds the data version and the research bodies built from it (the whole list, the whole exports,
     * the map) are trusted before the database is asked again, so rows loaded outside the app show up.
     */
    researchRecheckSeconds: integer(env, "RESEARCH_RECHECK_SECONDS", 30, 1, 3600),
    /** Dated snapshots of the public data kept (one a day at most); older ones are deleted. */
    snapshotRetention: integer(env, "SNAPSHOT_RETENTION", 30, 1, 3650),
    /** GraphQL and /api/events requests per minute per address (the research API); 0 = no limit. */
    researchRateLimit: integer(env, "RESEARCH_RATE_LIMIT", 600, 0, 1_000_000_000),
    /** Research requests per minute of one API key, wherever they come from; an admin may set a key's own. */
    apiKeyRateLimit: integer(env, "API_KEY_RATE_LIMIT", 3000, 1, 1_000_000_000),
    /** Downloads (exports) per minute of one API key; an admin may set a key's own. */
    apiKeyDownloadLimit: integer(env, "API_KEY_DOWNLOAD_LIMIT", 60, 1, 1_000_000),
    /** Live sockets one member may hold open on an instance; the next is refused with 4429. */
    liveSocketsPerMember: integer(env, "LIVE_SOCKETS_PER_MEMBER", 20, 1, 10_000),
    /** Operations (subscriptions) one live socket may run at once; the next gets RATE_LIMITED. */
    liveSubscriptionsPerSocket: integer(env, "LIVE_SUBSCRIPTIONS_PER_SOCKET", 10, 1, 10_000),
    /** Live sockets without a session (visitors, researchers) one address may hold open on an instance; 4429 past it. */
    liveVisitorSocketsPerAddress: integer(env, "LIVE_VISITOR_SOCKETS_PER_ADDRESS", 20, 1, 10_000),
    /** Subscriptions those sockets of one address may run at once on an instance; RATE_LIMITED past it. */
    liveVisitorSubscriptionsPerAddress: integer(
      env,
      "LIVE_VISITOR_SUBSCRIPTIONS_PER_ADDRESS",
      40,
      1,
      100_000,
    ),
    /**
     * What a live socket may have waiting to be sent (KiB): a client that reads slower than events come is
     * closed past it (1013), and catches up when it reconnects, instead of the instance holding its backlog.
     */
    liveSocketBufferKb: integer(env, "LIVE_SOCKET_BUFFER_KB", 1024, 16, 1_048_576),
    /** Database connections this instance may hold at once. */
    databasePoolSize: integer(env, "DATABASE_POOL_SIZE", 10, 1, 1000),
    /** Prepended to Redis keys and pub/sub channels, so several sites (or test runs) can share one Redis. */
    redisPrefix: text(env, "REDIS_PREFIX", "iw:"),
    /** How long a mention, reply or followed incident's notice may stay unseen before it is mailed (seconds). */
    notificationMailDelaySeconds: integer(env, "NOTIFICATION_MAIL_DELAY_SECONDS", 600, 1, 86_400),
    /** HMAC key that signs the unsubscribe links in notification mails; random per process when unset. */
    mailLinkKey: optional(env, "MAIL_LINK_KEY"),
    /** How often an idle background worker looks for due jobs (the job queue polls PostgreSQL). */
    jobPollIntervalMs: integer(env, "JOB_POLL_INTERVAL_MS", nodeEnv === "test" ? 500 : 2000, 500, 60_000),
    ...admissionConfig(env, test),
    /** Bearer token that may read /metrics from other than a loopback address; unset = loopback only. */
    metricsToken: optional(env, "METRICS_TOKEN"),
    /** Multiplies every per-action rate limit (e.g. 100 for browser test runs); 1 in real use. */
    rateLimitFactor: integer(env, "RATE_LIMIT_FACTOR", 1, 1, 10_000),
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** Settings that work but are unsafe or lossy on a public production site; logged at start-up. */
export function productionWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (!config.smtpUrl) warnings.push("SMTP_URL is not set: password-reset mails are written to the log.");
  if (!config.captchaHmacKey) {
    warnings.push(
      "CAPTCHA_HMAC_KEY is not set: captcha challenges die with this process and differ per instance.",
    );
  }
  if (!config.submitterHashKey) {
    warnings.push("SUBMITTER_HASH_KEY is not set: submitters' hashed addresses change at every restart.");
  }
  if (!config.mailLinkKey) {
    warnings.push("MAIL_LINK_KEY is not set: unsubscribe links in mails stop working at every restart.");
  }
  if (!config.vapidPublicKey) {
    warnings.push("VAPID_PUBLIC_KEY is not set: every device's Web Push stops working at every restart.");
  }
  if (config.publicUrl.startsWith("http://"))
    warnings.push("PUBLIC_URL is not https: links in mails are insecure.");
  return warnings;
}
