import type { Server } from "node:http";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import type { LiveEvents, LocalPubSub } from "../infra/live/live-events.js";
import type { DatabaseOutage } from "../infra/database-outage.js";
import type { RateLimiter } from "../infra/rate-limit.js";
import type { Context, ContextFactory } from "./context.js";
import { createFormatError } from "./format-error.js";
import { inputCheckPlugin } from "./input-check.js";
import { serviceUnavailablePlugin } from "./service-unavailable.js";
import { QUERY_LIMITS, costLimitPlugin, createArmor } from "./limits.js";
import { responseBudgetPlugin } from "./response-budget.js";
import { createSocketServer } from "./socket-server.js";
import type { LivePresence } from "../infra/live/live-presence.js";
import type { Admission } from "../infra/admission/admission.js";
import type { ReadRouting } from "../infra/replicas/read-routing.js";
import { writePositionPlugin } from "./write-position.js";

export type { LiveTransportCounts } from "./socket-server.js";

export interface GraphqlServerDeps {
  config: Config;
  logger: Logger;
  /** What subscriptions read, and where session endings arrive. */
  pubSub: LocalPubSub;
  /** Follows a family of keyed topics once for the instance (members' own topics). */
  tap: LiveEvents["tap"];
  /** Queries and mutations over the socket count against the same limits as over HTTP. */
  rateLimiter: RateLimiter;
  /** Members' queries and mutations over the socket run within their account's share, as over HTTP. */
  admission: Admission;
  outage?: DatabaseOutage;
  /** Notes where a member's mutation left the primary's WAL, for their next reads (decision 128). */
  readRouting?: ReadRouting | null;
  /** Where this instance notes which members hold a live socket (no push reaches them meanwhile). */
  presence?: LivePresence;
}

/** Apollo for GraphQL over HTTP, and the live transport (socket-server.ts) with the same limits beside it. */
export async function createGraphqlServer(
  schema: GraphQLSchema,
  httpServer: Server,
  createContext: ContextFactory,
  { config, logger, pubSub, tap, rateLimiter, admission, outage, readRouting, presence }: GraphqlServerDeps,
) {
  const protection = createArmor(config.production).protect();
  const formatError = createFormatError(logger, outage);
  const live = createSocketServer(schema, httpServer, createContext, {
    config,
    logger,
    pubSub,
    tap,
    rateLimiter,
    admission,
    validationRules: protection.validationRules,
    formatError,
    presence,
  });

  const apollo = new ApolloServer<Context>({
    schema,
    allowBatchedHttpRequests: false,
    plugins: [
      // graphql-armor ships CommonJS typings of the same plugin interface
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      inputCheckPlugin<Context>(),
      serviceUnavailablePlugin<Context>(),
      costLimitPlugin<Context>(),
      responseBudgetPlugin<Context>(),
      ...(readRouting ? [writePositionPlugin(readRouting)] : []),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing pages load from a CDN; browsers get the self-hosted explorer instead (app.ts)
      ApolloServerPluginLandingPageDisabled(),
      // its hook runs on every field of every node; the public cache sets Cache-Control itself
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return { drainServer: () => live.stop() };
        },
      },
    ],
    validationRules: protection.validationRules,
    // the token cap is a parse option, so a refusal is a parse failure (400); each new query is parsed once
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    formatError,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.production,
    csrfPrevention: true,
  });
  await apollo.start();
  const { wsServer, liveSockets, liveCounts, transportCounts, sseHandler, beginStop } = live;
  return { apollo, wsServer, liveSockets, liveCounts, transportCounts, sseHandler, beginStop };
}
