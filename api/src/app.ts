import { createServer, type Server } from "node:http";
import express, { type Express, type Request } from "express";
import type { ApolloServer } from "@apollo/server";
import type { Config } from "./config.js";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "./deps.js";
import type { Viewer } from "./core/viewer.js";
import { createContextFactory, type Context, type ContextFactory } from "./graphql/context.js";
import { buildAppSchema } from "./graphql/schema.js";
import { createGraphqlServer, type LiveTransportCounts } from "./graphql/server.js";
import { SSE_PATH } from "./graphql/sse-transport.js";
import { contextOrUnavailable } from "./graphql/service-unavailable.js";
import { graphqlHttpHandler, isMutationRequest } from "./graphql/http-handler.js";
import { createPublicCache } from "./graphql/public-cache.js";
import { researchRateLimit } from "./http/research-rate-limit.js";
import { apiKeyAccess, refuseKeyedMutations } from "./http/api-keys.js";
import { jsonBody } from "./http/body.js";
import { apiNotFound, errorHandler } from "./http/errors.js";
import { requestInfo } from "./http/request-info.js";
import { createRestKit, restRouter, type RestKit } from "./http/rest.js";
import { mergeCspSources, securityHeaders } from "./http/security-headers.js";
import { uploadsRouter } from "./http/uploads.js";
import { explorerPage, webApp } from "./http/web-app.js";
import { researchGuideFile, researchGuidePage } from "./http/research-guide.js";
import { mapStyleCsp } from "./modules/site/map-style.js";
import { embedPictureCount } from "./modules/events/map/picture/map-picture.routes.js";
import {
  createAppState,
  moduleRoutes,
  moduleSiteRoutes,
  sharedRecords,
  startBackgroundWork,
} from "./modules/index.js";
import type { AppState, SharedRecords } from "./modules/app-module.js";
import type { Admission } from "./infra/admission/admission.js";
import { watchAppState } from "./infra/metrics/app-sources.js";
import { admissionControl, shedVisitors } from "./http/admission.js";
import { requestMetrics } from "./http/metrics.js";
import { managementServer, PROBE_PATHS, probeRoutes } from "./http/probes.js";
import { startManagementThread, type ManagementThread } from "./http/management-thread.js";
import { listenOn } from "./http/listen.js";
import { whileStopping } from "./http/stopping.js";
import { registerLiveInstance } from "./infra/live/live-instances.js";
import { changesData, routeReads } from "./http/read-routing.js";
import { createLivePresence } from "./infra/live/live-presence.js";

export interface App {
  server: Server;
  /** What the app's modules keep for its lifetime. */
  state: AppState;
  listen(port: number, host: string): Promise<number>;
  /** Opens the management port (probes and metrics only); resolves to the port it listens on. */
  listenManagement(port: number, host: string): Promise<number>;
  /** Live sockets and subscriptions on this instance now (for the metrics). */
  liveTransport(): LiveTransportCounts;
  /**
   * Stops: readiness turns false at once; for `delayMs` the instance still serves, each answer closing its
   * connection, refuses new sockets and closes its open ones with 1012 one by one; then the port closes,
   * requests in flight finish, the last sockets close and the background work stops.
   */
  close(delayMs?: number): Promise<void>;
}

/** The research API's REST reads, under its rate limit: events, snapshots, versions' records, releases, places. */
const RESEARCH_REST_PATHS = [
  "/api/events",
  "/api/snapshots",
  "/api/versions",
  "/api/releases",
  "/api/CITATION.cff",
  "/api/places",
  "/api/embed",
];

/**
 * The REST routes under /api (the research reads under their limit), and those a protocol places at its
 * own path (TAXII's /taxii2), all under the research API's limit.
 */
function mountRestRoutes(
  app: Express,
  deps: AppDeps,
  kit: RestKit,
  viewerOf: (req: Request) => Promise<Viewer | null>,
): void {
  const limit = researchRateLimit(deps.rateLimiter, deps.config.researchRateLimit, "rest");
  app.use(RESEARCH_REST_PATHS, limit);
  app.use(
    "/api",
    jsonBody(),
    routeReads(deps.readRouting, changesData, viewerOf),
    restRouter(moduleRoutes, kit),
  );
  app.use("/api", apiNotFound);
  for (const { path, routes, refusal } of moduleSiteRoutes) {
    app.use(path, researchRateLimit(deps.rateLimiter, deps.config.researchRateLimit, refusal), routes(kit));
  }
}

/** Express + Apollo (HTTP) + graphql-ws (socket) + REST compatibility + the built web app, one port. */
export async function createApp(orm: MikroORM, deps: AppDeps): Promise<App> {
  const { config, logger } = deps;
  const app = express();
  const server = httpServer(config, app);
  let shuttingDown = false;
  const { metrics, admission } = deps;

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestMetrics(metrics));
  app.use(securityHeaders(config, mergeCspSources(deps.captcha.csp, mapStyleCsp(config))));
  const probes = probeRoutes(orm, deps, admission, () => shuttingDown);
  // on the public port too, for set-ups that probe it; orchestrators use the management port. Entered
  // only for its own paths: every other request would walk its routes for nothing
  app.use((req, res, next) => (PROBE_PATHS.has(req.path) ? probes(req, res, next) : next()));
  app.use(whileStopping(() => shuttingDown));
  const management = managementServer(probes, deps);
  let managementThread: ManagementThread | undefined;

  // instances that would carry live events differently on one database refuse to start (decision 092)
  const liveInstance = await registerLiveInstance(orm, config.redisUrl ? config.redisPrefix : null, logger);
  const state = createAppState(orm, deps);
  const createContext = createContextFactory(orm, deps, state);
  const schema = await buildAppSchema(deps.live.pubSub);
  const { apollo, liveCounts, transportCounts, sseHandler, beginStop } = await createGraphqlServer(
    schema,
    server,
    createContext,
    {
      config,
      logger,
      pubSub: deps.live.pubSub,
      tap: deps.live.tap,
      rateLimiter: deps.rateLimiter,
      admission,
      outage: deps.outage,
      readRouting: deps.readRouting,
      presence: createLivePresence(orm, liveInstance.instanceId, logger),
    },
  );
  watchAppState(metrics, orm, { live: deps.live, jobs: deps.jobs, liveSockets: liveCounts });
  // subscriptions over Server-Sent Events, for networks that refuse the socket (decision 093); like the
  // socket, a stream that lasts for hours takes no place in the admission queues
  app.post(SSE_PATH, jsonBody(), sseHandler);
  // a research key is known first; then everything below health, readiness and metrics takes its turn by
  // class of work
  app.use(apiKeyAccess(state.apiKeys), shedVisitors(admission));
  app.use(
    admissionControl(admission, async (req, res) => {
      // kept for the REST route, which would otherwise look the session up again
      const context = createContext(requestInfo(req));
      res.locals.context = context;
      return (await context).viewer;
    }),
  );
  // admission made the context of an API request already when it checked its session
  const viewerOf = async (req: Request) =>
    (await ((req.res?.locals.context as Promise<Context> | undefined) ?? createContext(requestInfo(req))))
      .viewer;
  app.get("/graphql", explorerPage(config.webDist));
  app.get("/research", researchGuidePage(researchGuideFile(config.webDist)));
  app.use(
    "/graphql",
    researchRateLimit(deps.rateLimiter, config.researchRateLimit, "graphql"),
    jsonBody(),
    routeReads(deps.readRouting, isMutationRequest, viewerOf),
    graphqlRoute(apollo, createContext, sharedRecords(orm, state), deps, admission),
  );
  mountRestRoutes(app, deps, createRestKit(createContext, logger, deps.outage, deps.readRouting), viewerOf);
  app.use(uploadsRouter(deps.avatars));
  app.use(
    webApp(config.webDist, {
      publicUrl: config.publicUrl,
      pseudoLocale: config.pseudoLocale,
      serviceWorker: config.serviceWorker,
      incidentPreview: async (req, id) =>
        (await createContext(requestInfo(req))).services.eventFeed.pagePreview(id),
      embedPictureCount: async (req) => embedPictureCount(await createContext(requestInfo(req)), req.query),
    }),
  );
  app.use(errorHandler(logger));
  const stopBackgroundWork = await startBackgroundWork(orm, deps, state);

  return {
    server,
    state,
    liveTransport: transportCounts,
    listen: (port, host) => listenOn(server, port, host, config.listenBacklog),
    async listenManagement(port, host) {
      managementThread = await startManagementThread(management, port, host, (error) =>
        logger.error("The management port's thread stopped", { error: String(error) }),
      );
      return managementThread.port;
    },
    async close(delayMs = 0) {
      shuttingDown = true;
      // load balancers that ask /readyz take the instance out of rotation before its port closes; the live
      // sockets leave one by one over most of the delay, so the other instances take them back spread out,
      // before this one's replacement starts (decision 171)
      if (delayMs > 0) {
        beginStop(delayMs * 0.9);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      // Apollo's drain plugin stops accepting, waits for in-flight requests and closes the sockets.
      const forceAfter = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await apollo.stop();
      clearTimeout(forceAfter);
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      await managementThread?.close();
      for (const stop of stopBackgroundWork) await stop();
      await deps.jobs.stop();
      await liveInstance.leave();
    },
  };
}

/** The HTTP server, with its limits on how long a request and its headers may take. */
function httpServer(config: Config, app: Express): Server {
  return createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // how often those two are enforced; Node's default (30 s) would let a stalled body hold a socket that long
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs / 2),
    },
    app,
  );
}

/** GraphQL over HTTP: Apollo behind the public cache of visitors' answers (when it is on). */
function graphqlRoute(
  apollo: ApolloServer<Context>,
  createContext: ContextFactory,
  records: readonly SharedRecords[],
  deps: AppDeps,
  admission: Admission,
) {
  const { config } = deps;
  // Public answers name the state of both kinds of public data; each only moves on, so their sum does too
  const publicVersion = () => deps.publicData.current() + deps.forumVersion.current();
  const publicCache =
    config.publicCacheSeconds > 0
      ? createPublicCache(config.publicCacheSeconds, config.publicCacheMaxBytes, records)
      : null;
  const handler = graphqlHttpHandler(
    apollo,
    (req, as) =>
      contextOrUnavailable(() => {
        const request = requestInfo(req);
        // a visitor's answer made for a member: their own view is counted with their own part
        return createContext(
          as === "visitor" ? { ...request, token: undefined, countsViews: false } : request,
        );
      }, deps.outage),
    publicVersion,
    publicCache,
    { admission, metrics: deps.metrics },
  );
  // a research key only reads
  return [refuseKeyedMutations(isMutationRequest), handler];
}
