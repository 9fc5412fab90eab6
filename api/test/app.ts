import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import type { MikroORM } from "@mikro-orm/postgresql";
import { loadConfig, type Config, type Environment } from "../src/config.js";
import { openDatabase } from "../src/db/database.js";
import { createApp, type App } from "../src/app.js";
import { createLogger } from "../src/infra/logger.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { createDeps, unitOfWork, type AppDeps } from "../src/deps.js";
import type { SeedPart } from "../src/db/seed-part.js";
import { createServices, jobContext, unitOfWorkFor, type Services } from "../src/modules/index.js";
import type { AppState, JobContext } from "../src/modules/app-module.js";
import { liveMessage, publishLive } from "../src/modules/live-topics.js";
import { createTestDatabase } from "./database.js";

/** What /graphql answers. */
export interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestApp {
  url: string;
  /**
   * The management port (probes and metrics), on a free loopback port of its own, for an app started with
   * `{ management: true }`: its thread is started from the sources, some 0.4 s of CPU a test app would
   * otherwise pay for nothing.
   */
  managementUrl: string;
  orm: MikroORM;
  config: Config;
  deps: AppDeps;
  /** What the app's modules keep for its lifetime (the view counter, the incident index …). */
  state: AppState;
  /** Live sockets and subscriptions on the instance now. */
  liveTransport: App["liveTransport"];
  /** POSTs a GraphQL operation; returns the parsed body and the response. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<T> & { status: number }>;
  /** Stops as on SIGTERM (still serving for `delayMs` first), then drops the database. */
  close(delayMs?: number): Promise<void>;
}

/**
 * The real app on a free port, with a fresh database of its own; close() drops it. With DATABASE_URL in
 * env it is another instance on that database instead (which it leaves in place).
 */
export async function startTestApp(
  env: Environment = {},
  overrides: Partial<AppDeps> = {},
  options: { management?: boolean } = {},
): Promise<TestApp> {
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: async () => {} }
    : await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    SEED_DEMO: "false",
    ...env,
    DATABASE_URL: database.url,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const opened = await openDatabase(config, logger);
  const deps = createDeps(config, logger, opened.orm, overrides);
  const app = await createApp(opened.orm, deps);
  // the tests' fetch lets an idle connection go after a second (test/setup.ts); the app keeps one for a
  // minute, so the client is always the side that closes it, however late a loaded machine's timers run
  app.server.keepAliveTimeout = 60_000;
  const port = await app.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const managementUrl = options.management
    ? `http://127.0.0.1:${await app.listenManagement(0, "127.0.0.1")}`
    : undefined;
  return {
    url,
    get managementUrl() {
      if (managementUrl === undefined)
        throw new Error("startTestApp(env, overrides, { management: true }) opens it");
      return managementUrl;
    },
    orm: opened.orm,
    config,
    deps,
    state: app.state,
    liveTransport: () => app.liveTransport(),
    async graphql<T>(
      query: string,
      variables?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { ...((await response.json()) as GraphQLAnswer<T>), status: response.status };
    },
    close: once(async (delayMs?: number) => {
      await app.close(delayMs);
      await deps.close();
      await opened.close();
      await database.drop();
    }),
  };
}

/** `run` on the first call; every later call waits for that one (an instance a test stopped itself). */
function once<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let done: Promise<void> | undefined;
  return (...args) => (done ??= run(...args));
}

/**
 * Two instances of the app on one database, sharing live events and rate-limit counters through the
 * machine's Redis (TEST_REDIS_URL) under a prefix of their own; close() stops both and deletes the keys
 * they left.
 */
export async function startTwoInstances(): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  const env = { TRUST_PROXY: "1", REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  const a = await startTestApp(env);
  const b = await startTestApp({ ...env, DATABASE_URL: a.config.databaseUrl! });
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** The app's services on `em` (a fork of its own by default), as a request gets them. */
export function servicesOf(app: TestApp, em: EntityManager = app.orm.em.fork()): Services {
  return createServices(em, app.deps, unitOfWorkFor(em, app.deps), app.state);
}

/** Runs `work` as one change made through the app: a unit of work on a fork of its own. */
export function changeOf<T>(app: TestApp, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return unitOfWorkFor(app.orm.em.fork(), app.deps).run(work);
}

/** Seeds one module's demo content on the test app, as the start does. */
export function seedPartOn(app: TestApp, part: SeedPart): Promise<void> {
  return part(app.orm, app.deps, (em) => unitOfWorkFor(em, app.deps));
}

/**
 * Tells the public caches that published incidents changed behind the app's back (rows written by a
 * test), as a committed change does: at once here, and on other instances through the outbox.
 */
/** A job's context on the test app, as its workers get one; `signal` tells the job the app is stopping. */
export function jobContextOf(app: TestApp, signal?: AbortSignal): JobContext {
  return jobContext(app.orm, app.deps, app.state, signal);
}

export function announcePublicDataChange(app: TestApp): Promise<void> {
  return unitOfWork(app.orm.em.fork(), app.deps).run((tx) =>
    publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "test rows" })]),
  );
}

/** Tells the forum's caches that its lists changed, as a committed forum write does. */
export function announceForumDataChange(app: TestApp): Promise<void> {
  return unitOfWork(app.orm.em.fork(), app.deps).run((tx) =>
    publishLive(tx, [liveMessage("forumDataChanged", undefined, { change: "test rows" })]),
  );
}
