import type { IncomingMessage, Server } from "node:http";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import {
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { messages } from "@incident-watch/schema";
import { WebSocketServer } from "ws";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import type { LocalPubSub } from "../infra/live/live-events.js";
import type { Viewer } from "../core/viewer.js";
import type { Context, ContextFactory } from "./context.js";
import { createFormatError, socketRequestError } from "./format-error.js";
import { checkOperationInput, inputCheckPlugin } from "./input-check.js";
import { serviceUnavailablePlugin } from "./service-unavailable.js";
import type { DatabaseOutage } from "../infra/database-outage.js";
import { QUERY_LIMITS, costLimitPlugin, createArmor, parseAndValidate } from "./limits.js";
import { tokenFromConnectionParams } from "../http/request-info.js";
import { LiveSockets, SESSION_ENDED_CLOSE, TOO_MANY_SOCKETS_CLOSE } from "./live-sockets.js";
import { RateLimitedError } from "../core/errors.js";
import { responseBudgetPlugin } from "./response-budget.js";
import { VisitorSockets, visitorRefusal } from "./visitor-sockets.js";
import type { RateLimiter } from "../infra/rate-limit.js";
import { serveSockets, type SocketExtra as BaseSocketExtra } from "./socket-adapter.js";
import { LiveFanout, socketFraming } from "./live-fanout.js";
import { createSseTransport } from "./sse-transport.js";
import type { LiveEvents } from "../infra/live/live-events.js";

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

/** Live sockets and subscriptions on this instance now, and the slow sockets closed since the start. */
export interface LiveTransportCounts {
  open: number;
  closedTooSlow: number;
  broadcastOperations: number;
  ownTopicMembers: number;
  memberSockets: number;
  eventStreams: number;
}

export interface GraphqlServerDeps {
  config: Config;
  logger: Logger;
  /** What subscriptions read, and where session endings arrive. */
  pubSub: LocalPubSub;
  /** Follows a family of keyed topics once for the instance (members' own topics). */
  tap: LiveEvents["tap"];
  /** Queries and mutations over the socket count against the same limits as over HTTP. */
  rateLimiter: RateLimiter;
  outage?: DatabaseOutage;
}

export async function createGraphqlServer(
  schema: GraphQLSchema,
  httpServer: Server,
  createContext: ContextFactory,
  { config, logger, pubSub, tap, rateLimiter, outage }: GraphqlServerDeps,
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
  /** Queries and mutations count against the research limit per address, as each HTTP request does. */
  const overRequestLimit = async (
    document: DocumentNode,
    operationName: string | null | undefined,
    ip: string,
  ) => {
    if (config.researchRateLimit === 0) return undefined;
    if (getOperationAST(document, operationName)?.operation === "subscription") return undefined;
    const state = await rateLimiter.take("researchRequestsPerAddress", ip);
    return state.allowed ? undefined : new RateLimitedError(messages.tooManyRequests, state.resetSeconds);
  };
  liveSockets.listen(pubSub, logger);
  const visitorSockets = new VisitorSockets(
    config.liveVisitorSocketsPerAddress,
    config.liveVisitorSubscriptionsPerAddress,
  );
  type SocketExtra = BaseSocketExtra & {
    token?: string;
    viewer?: Viewer;
    forget?: () => void;
    /** a visitor's running subscriptions, each holding a place of its address */
    places?: Map<string, () => void>;
  };
  // the open sockets' contexts, read by the metrics (their kind, their running operations)
  const openSockets = new Set<{ extra: SocketExtra; subscriptions: Record<string, unknown> }>();
  const liveCounts = () =>
    (["member", "visitor"] as const).map((kind) => {
      let sockets = 0;
      let subscriptions = 0;
      for (const ctx of openSockets) {
        if ((ctx.extra.places ? "visitor" : "member") !== kind) continue;
        sockets += 1;
        subscriptions += Object.keys(ctx.subscriptions).length;
      }
      return { kind, sockets, subscriptions };
    });
  const releasePlace = (extra: SocketExtra, id: string) => {
    extra.places?.get(id)?.();
    extra.places?.delete(id);
  };
  /** A subscription's answer to one event: errors formatted, and each answer within its own ceiling. */
  const finish = (result: ExecutionResult, args: ExecutionArgs) => {
    const budget = (args.contextValue as Context).response;
    const refusal = budget.exceeded ? budget.refusal() : undefined;
    budget.reset();
    if (refusal) return refusal;
    if (!result.errors) return result;
    return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
  };
  const fanout = new LiveFanout({ schema, finish, tap });
  const sockets = serveSockets<SocketExtra>(
    {
      schema,
      subscribe: fanout.subscribe,
      // A socket with a token is a member's: the session is checked at connection_init (4403 when it is not
      // valid). One without is a visitor's, which may only follow public subscriptions (visitor-sockets.ts).
      onConnect: async (ctx) => {
        ctx.extra.token = tokenFromConnectionParams(ctx.connectionParams);
        const { socket } = ctx.extra;
        const { viewer } = await createContext({
          ip: ctx.extra.ip,
          userAgent: ctx.extra.userAgent,
          token: ctx.extra.token,
        });
        if (ctx.extra.token === undefined) {
          const release = visitorSockets.openSocket(ctx.extra.ip);
          if (!release) {
            socket.close(TOO_MANY_SOCKETS_CLOSE.code, TOO_MANY_SOCKETS_CLOSE.reason);
            return false;
          }
          ctx.extra.forget = release;
          ctx.extra.places = new Map();
          openSockets.add(ctx);
          return true;
        }
        if (!viewer) return false;
        if (liveSockets.countOf(viewer.id) >= config.liveSocketsPerMember) {
          // the first close wins: graphql-ws's own 4403 after `false` is not sent
          socket.close(TOO_MANY_SOCKETS_CLOSE.code, TOO_MANY_SOCKETS_CLOSE.reason);
          return false;
        }
        ctx.extra.viewer = viewer;
        ctx.extra.forget = liveSockets.add({
          userId: viewer.id,
          sessionId: viewer.sessionId,
          expiresAt: viewer.sessionExpiresAt,
          close: () => socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason),
        });
        openSockets.add(ctx);
        return true;
      },
      onClose: (ctx) => {
        openSockets.delete(ctx);
        ctx.extra.forget?.();
        for (const id of [...(ctx.extra.places?.keys() ?? [])]) releasePlace(ctx.extra, id);
      },
      onComplete: (ctx, id) => releasePlace(ctx.extra, id),
      onSubscribe: async (ctx, id, payload) => {
        // the operation being subscribed already holds its place in ctx.subscriptions
        if (Object.keys(ctx.subscriptions).length > config.liveSubscriptionsPerSocket) {
          return [
            new RateLimitedError(
              `At most ${config.liveSubscriptionsPerSocket} operations may run at once on one connection.`,
              1,
            ),
          ];
        }
        const checked = parseAndValidate(
          schema,
          payload.query,
          payload.variables,
          payload.operationName,
          protection.validationRules,
        );
        if ("errors" in checked) return checked.errors.map(socketRequestError);
        const inputError = checkOperationInput(
          schema,
          checked.document,
          payload.operationName,
          payload.variables,
        );
        if (inputError) return [socketRequestError(inputError)];
        if (ctx.extra.places) {
          const refusal = visitorRefusal(getOperationAST(checked.document, payload.operationName));
          if (refusal) return [refusal];
          const release = visitorSockets.startSubscription(ctx.extra.ip);
          if (!release) {
            const limit = config.liveVisitorSubscriptionsPerAddress;
            return [
              new RateLimitedError(`At most ${limit} live subscriptions may run at once per address.`, 1),
            ];
          }
          ctx.extra.places.set(id, release);
        }
        const refused = await overRequestLimit(checked.document, payload.operationName, ctx.extra.ip);
        if (refused) return [refused];
        const contextValue: Context = await createContext(
          {
            ip: ctx.extra.ip,
            userAgent: ctx.extra.userAgent,
            token: ctx.extra.token,
          },
          // a subscription's context lives as long as the socket
          { longLived: true },
        );
        return fanout.prepare(
          {
            schema,
            document: checked.document,
            variableValues: payload.variables ?? undefined,
            operationName: payload.operationName ?? undefined,
            contextValue,
          },
          {
            sink: ctx.extra.sink,
            framing: socketFraming(id),
            query: payload.query,
            userId: contextValue.viewer?.id,
          },
        );
      },
      onError: (ctx, id, _payload, errors) => {
        releasePlace(ctx.extra, id);
        logger.debug("GraphQL socket operation failed", { errors: errors.map((e) => e.message) });
      },
      // a subscription answers once per event with the same context: each answer has its own ceiling
      onNext: (_ctx, _id, _payload, args, result) => finish(result as ExecutionResult, args) as never,
    },
    wsServer,
    { bufferLimit: config.liveSocketBufferKb * 1024, trustProxy: config.trustProxy },
    (base) => base,
  );

  const sse = createSseTransport({
    schema,
    createContext,
    fanout,
    finish,
    liveSockets,
    visitorSockets,
    validationRules: protection.validationRules,
    originAllowed: (origin, host) => originAllowed(origin, host, config),
    socketsPerMember: config.liveSocketsPerMember,
    visitorSubscriptionsPerAddress: config.liveVisitorSubscriptionsPerAddress,
    bufferLimit: config.liveSocketBufferKb * 1024,
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
              fanout.stop();
              sse.close();
              await sockets.dispose();
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
  /** Counters for the metrics: open sockets, slow ones closed, operations and members followed live. */
  const transportCounts = (): LiveTransportCounts => ({
    ...sockets.counts,
    ...fanout.counts,
    memberSockets: liveSockets.size,
    eventStreams: sse.open,
  });
  return { apollo, wsServer, liveSockets, liveCounts, transportCounts, sseHandler: sse.handler };
}
