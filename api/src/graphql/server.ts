import type { IncomingMessage, Server } from "node:http";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import type { GraphQLSchema } from "graphql";
import { GraphQLError } from "graphql";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import type { AppPubSub } from "../infra/pubsub.js";
import type { Viewer } from "../core/viewer.js";
import type { Context, ContextFactory } from "./context.js";
import { createFormatError } from "./format-error.js";
import { checkOperationInput, inputCheckPlugin } from "./input-check.js";
import { serviceUnavailablePlugin } from "./service-unavailable.js";
import type { DatabaseOutage } from "../infra/database-outage.js";
import { QUERY_LIMITS, costLimitPlugin, createArmor, parseAndValidate } from "./limits.js";
import { clientAddress, tokenFromConnectionParams } from "../http/request-info.js";
import { LiveSockets, SESSION_ENDED_CLOSE } from "./live-sockets.js";

const SOCKET_MAX_PAYLOAD = 64 * 1024;

/** The socket accepts this site's own pages, and clients that send no Origin (scripts, researchers). */
function originAllowed(origin: string | undefined, host: string | undefined, config: Config): boolean {
  if (!origin) return true;
  try {
    const { host: originHost } = new URL(origin);
    return origin === new URL(config.publicUrl).origin || originHost === host;
  } catch {
    return false;
  }
}

export async function createGraphqlServer(
  schema: GraphQLSchema,
  httpServer: Server,
  createContext: ContextFactory,
  config: Config,
  logger: Logger,
  pubSub: AppPubSub,
  outage?: DatabaseOutage,
) {
  const armor = createArmor(config.production);
  const protection = armor.protect();
  const formatError = createFormatError(logger, outage);

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    maxPayload: SOCKET_MAX_PAYLOAD,
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      originAllowed(req.headers.origin, req.headers.host, config),
  });
  const liveSockets = new LiveSockets();
  liveSockets.listen(pubSub, logger);
  type SocketExtra = { token?: string; ip?: string; viewer?: Viewer; forget?: () => void };
  const socketCleanup = useServer<Record<string, unknown>, SocketExtra>(
    {
      schema,
      // Only signed-in members hold a socket: the session is checked at connection_init (4403 without one).
      onConnect: async (ctx) => {
        ctx.extra.token = tokenFromConnectionParams(ctx.connectionParams);
        const { request, socket } = ctx.extra;
        ctx.extra.ip = clientAddress(
          request.socket.remoteAddress,
          request.headers["x-forwarded-for"],
          config.trustProxy,
        );
        const { viewer } = await createContext({
          ip: ctx.extra.ip,
          userAgent: request.headers["user-agent"],
          token: ctx.extra.token,
        });
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        ctx.extra.forget = liveSockets.add({
          userId: viewer.id,
          sessionId: viewer.sessionId,
          expiresAt: viewer.sessionExpiresAt,
          close: () => socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason),
        });
        return true;
      },
      onClose: (ctx) => ctx.extra.forget?.(),
      onSubscribe: async (ctx, _id, payload) => {
        const checked = parseAndValidate(
          schema,
          payload.query,
          payload.variables,
          payload.operationName,
          protection.validationRules,
        );
        if ("errors" in checked) {
          return checked.errors.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(e.message)));
        }
        const inputError = checkOperationInput(
          schema,
          checked.document,
          payload.operationName,
          payload.variables,
        );
        if (inputError) return [inputError];
        const contextValue: Context = await createContext(
          {
            ip: ctx.extra.ip ?? "unknown",
            userAgent: ctx.extra.request.headers["user-agent"],
            token: ctx.extra.token,
          },
          // a subscription's context lives as long as the socket
          { longLived: true },
        );
        return {
          schema,
          document: checked.document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          contextValue,
        };
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.debug("GraphQL socket operation failed", { errors: errors.map((e) => e.message) });
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!("errors" in result) || !result.errors) return result;
        return {
          ...result,
          errors: result.errors.map((error) => formatError(error.toJSON(), error) as never),
        };
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    allowBatchedHttpRequests: false,
    plugins: [
      // graphql-armor ships CommonJS typings of the same plugin interface
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      inputCheckPlugin<Context>(),
      serviceUnavailablePlugin<Context>(),
      costLimitPlugin<Context>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing pages load from a CDN; browsers get the self-hosted explorer instead (app.ts)
      ApolloServerPluginLandingPageDisabled(),
      // its hook runs on every field of every node; the public cache sets Cache-Control itself
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              liveSockets.stop();
              await socketCleanup.dispose();
            },
          };
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
  return { apollo, wsServer, liveSockets };
}
