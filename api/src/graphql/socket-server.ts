import type { IncomingMessage, Server } from "node:http";
import { getOperationAST, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from "graphql";
import type { SubscribePayload } from "graphql-ws";
import { WebSocketServer } from "ws";
import type { Config } from "../config.js";
import type { Logger } from "../infra/logger.js";
import type { LiveEvents, LocalPubSub } from "../infra/live/live-events.js";
import { liveResumes } from "../modules/index.js";
import type { RateLimiter } from "../infra/rate-limit.js";
import type { Context, ContextFactory } from "./context.js";
import type { createFormatError } from "./format-error.js";
import { LiveFanout, socketFraming } from "./live-fanout.js";
import { LiveSockets } from "./live-sockets.js";
import type { LivePresence } from "../infra/live/live-presence.js";
import {
  originAllowed,
  SocketAdmission,
  type SocketAdmissionOptions,
  type SocketExtra,
  type AdmittedSocket,
} from "./socket-admission.js";
import { RefusedOperations } from "./refused-operations.js";
import { serveSockets } from "./socket-adapter.js";
import { createSseTransport } from "./sse-transport.js";
import { VisitorSockets } from "./visitor-sockets.js";

const SOCKET_MAX_PAYLOAD = 64 * 1024;

type VerifyClientDone = (
  accepted: boolean,
  status?: number,
  message?: string,
  headers?: Record<string, string>,
) => void;

/** Live sockets and subscriptions on this instance now, and the slow sockets closed since the start. */
export interface LiveTransportCounts {
  open: number;
  closedTooSlow: number;
  broadcastOperations: number;
  ownTopicMembers: number;
  memberSockets: number;
  eventStreams: number;
}

export interface SocketServerDeps {
  config: Config;
  logger: Logger;
  /** What subscriptions read, and where session endings arrive. */
  pubSub: LocalPubSub;
  /** Follows a family of keyed topics once for the instance (members' own topics). */
  tap: LiveEvents["tap"];
  /** Queries and mutations over the socket, and refused operations over either, count against HTTP's limit. */
  rateLimiter: RateLimiter;
  /** Members' queries and mutations take a place of their account's share. */
  admission: SocketAdmissionOptions["admission"];
  /** The same validation rules as HTTP's (graphql-armor's). */
  validationRules: SocketAdmissionOptions["validationRules"];
  /** HTTP's error formatting, so an error reads the same over either. */
  formatError: ReturnType<typeof createFormatError>;
  /** Where the members holding a socket here are noted for every instance. */
  presence?: LivePresence;
}

/**
 * The live transport beside Apollo: graphql-ws on /graphql's socket, and subscriptions over Server-Sent
 * Events for networks that refuse it (decision 093), sharing one fan-out of answers and the same limits.
 */
export function createSocketServer(
  schema: GraphQLSchema,
  httpServer: Server,
  createContext: ContextFactory,
  {
    config,
    logger,
    pubSub,
    tap,
    rateLimiter,
    admission: shares,
    validationRules,
    formatError,
    presence,
  }: SocketServerDeps,
) {
  let stopping = false;
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: "/graphql",
    maxPayload: SOCKET_MAX_PAYLOAD,
    verifyClient: upgradeCheck(config, () => stopping),
  });
  const liveSockets = new LiveSockets(presence);
  liveSockets.listen(pubSub, logger);
  const visitorSockets = new VisitorSockets(
    config.liveVisitorSocketsPerAddress,
    config.liveVisitorSubscriptionsPerAddress,
  );
  const refusals = new RefusedOperations({
    rateLimiter,
    logger,
    researchRateLimit: config.researchRateLimit,
  });
  const admission = new SocketAdmission({
    schema,
    config,
    createContext,
    rateLimiter,
    liveSockets,
    visitorSockets,
    validationRules,
    refusals,
    admission: shares,
  });
  const finish = answerFinisher(formatError);
  const fanout = new LiveFanout({ schema, finish, tap, resume: liveResumes });
  const sockets = serveSockets<SocketExtra>(
    {
      schema,
      subscribe: fanout.subscribe,
      onConnect: (ctx) => admission.connect(ctx),
      onClose: (ctx) => admission.close(ctx),
      onComplete: (ctx, id) => admission.release(ctx, id),
      onSubscribe: operationStarter(schema, admission, fanout, createContext),
      // a refusal for the operation's input was logged (once a minute per address) where it was counted
      onError: (ctx, id) => admission.release(ctx, id),
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
    validationRules,
    refusals,
    originAllowed: (origin, host) => originAllowed(origin, host, config),
    socketsPerMember: config.liveSocketsPerMember,
    visitorSubscriptionsPerAddress: config.liveVisitorSubscriptionsPerAddress,
    bufferLimit: config.liveSocketBufferKb * 1024,
  });

  return {
    wsServer,
    liveSockets,
    /** Sockets and running operations by kind (member, visitor), for the metrics. */
    liveCounts: () => admission.counts(),
    /** Counters for the metrics: open sockets, slow ones closed, operations and members followed live. */
    transportCounts: (): LiveTransportCounts => ({
      ...sockets.counts,
      ...fanout.counts,
      memberSockets: liveSockets.size,
      eventStreams: sse.open,
    }),
    sseHandler: sse.handler,
    /**
     * A planned stop has begun (SIGTERM, for the shutdown delay before the port closes): new sockets are
     * refused, and the open ones close one by one within `windowMs` (decision 171).
     */
    beginStop(windowMs: number) {
      stopping = true;
      sockets.closeSpread(windowMs);
    },
    /** Ends every live socket and stream (at shutdown, while Apollo drains). */
    async stop() {
      liveSockets.stop();
      fanout.stop();
      sse.close();
      await sockets.dispose();
    },
  };
}

/**
 * Whether a socket's upgrade is taken: from an allowed origin, and not while the instance stops, when a
 * proxy tries the next instance on its 503 (decision 171).
 */
function upgradeCheck(config: Config, stopping: () => boolean) {
  return ({ req }: { req: IncomingMessage }, accept: VerifyClientDone) =>
    stopping()
      ? accept(false, 503, "Service Unavailable", { "Retry-After": "1" })
      : accept(originAllowed(req.headers.origin, req.headers.host, config));
}

/**
 * Starts an operation on a socket once admitted: it joins the fan-out with a context that lives as long
 * as the socket.
 */
function operationStarter(
  schema: GraphQLSchema,
  admission: SocketAdmission,
  fanout: LiveFanout,
  createContext: ContextFactory,
) {
  return async (ctx: AdmittedSocket, id: string, payload: SubscribePayload) => {
    const admitted = await admission.admitOperation(ctx, id, payload);
    if ("errors" in admitted) return admitted.errors;
    const subscribing =
      getOperationAST(admitted.document, payload.operationName)?.operation === "subscription";
    const contextValue: Context = await createContext(
      { ip: ctx.extra.ip, userAgent: ctx.extra.userAgent, token: ctx.extra.token },
      // a subscription's context lives as long as the socket, and is the member the socket was opened by
      // (checked at connection_init); a query or mutation reads the session again, for a changed role
      { viewer: subscribing ? ctx.extra.viewer : undefined },
    );
    return fanout.prepare(
      {
        schema,
        document: admitted.document,
        variableValues: payload.variables ?? undefined,
        operationName: payload.operationName ?? undefined,
        contextValue,
      },
      {
        sink: ctx.extra.sink,
        framing: socketFraming(id),
        query: payload.query,
        userId: contextValue.viewer?.id,
        resume: ctx.extra.resume,
      },
    );
  };
}

/** A subscription's answer to one event: errors formatted, and each answer within its own ceiling. */
function answerFinisher(formatError: ReturnType<typeof createFormatError>) {
  return (result: ExecutionResult, args: ExecutionArgs) => {
    const budget = (args.contextValue as Context).response;
    const refusal = budget.exceeded ? budget.refusal() : undefined;
    budget.reset();
    if (refusal) return refusal;
    if (!result.errors) return result;
    return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
  };
}
