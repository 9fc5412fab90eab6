import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "./config.js";
import { admissionFromConfig, type Admission } from "./infra/admission/admission.js";
import { createCaptchaVerifier, type CaptchaVerifier } from "./infra/captcha/captcha.js";
import { createJobQueue, type JobQueue } from "./infra/jobs.js";
import { createMailer, type Mailer } from "./infra/mail/mailer.js";
import { createRateLimiter, type RateLimiter } from "./infra/rate-limit.js";
import { createDatabaseOutage, type DatabaseOutage } from "./infra/database-outage.js";
import type { Logger } from "./infra/logger.js";
import { createAvatarStore, type AvatarStore } from "./infra/uploads/avatar-store.js";
import { createLiveEvents, type LiveEvents } from "./infra/live/live-events.js";
import { createPublicDataVersion, type PublicDataVersion } from "./infra/public-data.js";
import { createMetrics, type Metrics } from "./infra/metrics/metrics.js";
import { countMails } from "./infra/metrics/mails.js";
import { titleFetcherFromConfig, type TitleFetcher } from "./infra/url-title/title-fetcher.js";
import { UnitOfWork, type ChangeFollowers } from "./infra/unit-of-work.js";
import { createMachineTranslator, type MachineTranslator } from "./infra/translate/machine-translator.js";
import { cacheVersionTopics } from "./modules/live-topics.js";
import { createReadRouting, type ReadRouting } from "./infra/replicas/read-routing.js";

/** App-wide singletons, built once at start-up and shared by every request. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  /** Live events: this instance's subscribers (live.pubSub), fed from the outbox and other instances. */
  live: LiveEvents;
  /** Reads the title of a submitted incident's source page, SSRF-safe. */
  titleFetcher: TitleFetcher;
  /** Translates incident titles when TRANSLATE_URL is set (decision 117); null when it is not. */
  translator: MachineTranslator | null;
  /** Checks the captcha of registration, forgot-password and incident submission. */
  captcha: CaptchaVerifier;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Background jobs in PostgreSQL (missed-notification mail); started and stopped with the app. */
  jobs: JobQueue;
  /** Notes when the database is unreachable, logging each outage once. */
  outage: DatabaseOutage;
  /**
   * Moves on whenever a committed change announces approved incidents changed, on every instance; public
   * answers are cached against it.
   */
  publicData: PublicDataVersion;
  /** Moves on whenever a committed change announces the forum's listings changed, on every instance. */
  forumVersion: PublicDataVersion;
  /** Uploaded avatars under UPLOAD_DIR. */
  avatars: AvatarStore;
  /** This instance's Prometheus metrics (/metrics). */
  metrics: Metrics;
  /**
   * Admission control (decision 082): requests take a place of their class of work, and so does the
   * rebuild of a past data version, from a request or a job.
   */
  admission: Admission;
  /** Read requests sent to standbys (DATABASE_REPLICA_URLS, decision 128); null without any. */
  readRouting: ReadRouting | null;
  /** Releases connections the singletons hold (Redis); called once at shutdown. */
  close(): Promise<void>;
}

/** Builds the singletons from configuration; tests pass overrides for what they stand in for. */
export function createDeps(
  config: Config,
  logger: Logger,
  orm: MikroORM,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const metrics = overrides.metrics ?? createMetrics();
  const live =
    overrides.live ??
    createLiveEvents({
      orm,
      logger,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      listenUrl: config.databaseDirectUrl,
      onDispatched: (count) => metrics.outboxDispatched.inc(count),
    });
  const rateLimiter =
    overrides.rateLimiter ??
    createRateLimiter({
      factor: config.rateLimitFactor,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      logger,
      points: {
        researchRequestsPerAddress: config.researchRateLimit,
        researchRequestsPerKey: config.apiKeyRateLimit,
        researchExportsPerKey: config.apiKeyDownloadLimit,
      },
    });
  const outage = createDatabaseOutage(overrides.logger ?? logger, () =>
    orm.em.getConnection().execute("select 1"),
  );
  const publicData =
    overrides.publicData ??
    createPublicDataVersion(live, cacheVersionTopics.publicData, config.publicDataMaxBytes);
  const forumVersion =
    overrides.forumVersion ??
    createPublicDataVersion(live, cacheVersionTopics.forumVersion, config.publicDataMaxBytes);
  const readRouting =
    overrides.readRouting !== undefined
      ? overrides.readRouting
      : createReadRouting(orm, config, {
          logger,
          metrics,
          publicTopics: [...publicData.topics, ...forumVersion.topics],
        });
  // another instance's change to public data: readers wait for standbys that replayed it
  if (readRouting) live.observe((event) => readRouting.committed([event]));
  const deps: AppDeps = {
    config,
    logger,
    metrics,
    live,
    publicData,
    forumVersion,
    titleFetcher: titleFetcherFromConfig(config),
    translator: config.translateUrl
      ? createMachineTranslator({
          url: config.translateUrl,
          apiKey: config.translateApiKey,
          allowLoopback: config.translateAllowLoopback,
          allowPrivate: config.translateAllowPrivate,
          timeoutMs: config.translateTimeoutMs,
          userAgent: `IncidentWatch-Translator/1.0 (+${config.publicUrl})`,
        })
      : null,
    captcha: overrides.captcha ?? createCaptchaVerifier(config, orm, logger),
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    rateLimiter,
    jobs:
      overrides.jobs ??
      createJobQueue({
        connectionString: orm.config.get("clientUrl")!,
        pollingIntervalSeconds: config.jobPollIntervalMs / 1000,
        logger,
      }),
    outage,
    avatars: createAvatarStore(config.uploadDir),
    admission: overrides.admission ?? admissionFromConfig(config, metrics),
    readRouting,
    async close() {
      deps.admission.stop();
      outage.close();
      await rateLimiter.close();
      await publicData.close();
      await forumVersion.close();
      await live.close();
      await readRouting?.close();
    },
    ...overrides,
  };
  deps.mailer = countMails(deps.mailer, metrics);
  return deps;
}

/**
 * A unit of work on `em`: its commits move this instance's cache versions on and may queue jobs. The
 * module registry's (`unitOfWorkFor`) also tells the changes it announces to the modules that follow them.
 */
export function unitOfWork(
  em: EntityManager,
  deps: Pick<AppDeps, "publicData" | "forumVersion" | "jobs"> & Partial<Pick<AppDeps, "readRouting">>,
  followers?: ChangeFollowers,
) {
  const versions = [deps.publicData, deps.forumVersion, ...(deps.readRouting ? [deps.readRouting] : [])];
  return new UnitOfWork(em, versions, deps.jobs, followers);
}
