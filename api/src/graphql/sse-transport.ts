import type { Request, Response } from "express";
import {
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from "graphql";
import { AppError, RateLimitedError } from "../core/errors.js";
import { requestInfo } from "../http/request-info.js";
import type { Context, ContextFactory } from "./context.js";
import { checkOperation, type CheckedOperation } from "./operation-check.js";
import type { RefusedOperations } from "./refused-operations.js";
import type { FinishResult, LiveFanout } from "./live-fanout.js";
import { TOO_MANY_SOCKETS_CLOSE, type LiveSockets } from "./live-sockets.js";
import type { SocketSink } from "./socket-adapter.js";
import { visitorRefusal, type VisitorSockets } from "./visitor-sockets.js";

export const SSE_PATH = "/graphql/stream";
export const SSE_ONLY_SUBSCRIPTIONS =
  "Over Server-Sent Events only subscriptions run; queries and mutations are plain HTTP POSTs to /graphql.";

const NEXT = Buffer.from("event: next\ndata: ");
const END_OF_EVENT = Buffer.from("\n\n");
const COMPLETE = "event: complete\ndata:\n\n";
// proxies drop a connection that stays silent; a comment line every so often keeps it
const KEEP_ALIVE_MS = 15_000;

export interface SseTransportOptions {
  schema: GraphQLSchema;
  createContext: ContextFactory;
  fanout: LiveFanout;
  finish: FinishResult;
  liveSockets: LiveSockets;
  visitorSockets: VisitorSockets;
  validationRules: ValidationRule[];
  /** Counts and logs operations refused for their input, as the socket's are. */
  refusals: RefusedOperations;
  originAllowed(origin: string | undefined, host: string | undefined): boolean;
  socketsPerMember: number;
  visitorSubscriptionsPerAddress: number;
  /** bytes a stream may have waiting before it is ended */
  bufferLimit: number;
}

/**
 * GraphQL subscriptions over Server-Sent Events, graphql-sse's "distinct connections" protocol: one POST per
 * subscription, answered with `next` events and a `complete`. For networks that refuse WebSockets; the same
 * schema, checks, limits and shared answers as the socket (decision 093). A body that is no GraphQL
 * request is answered 400 (415 when it is not JSON), an operation the schema refuses with its error in the
 * stream, an address past its research limit 429 (decision 108).
 */
export function createSseTransport(options: SseTransportOptions) {
  const open = new Set<Response>();
  const keepAlive = setInterval(() => {
    for (const res of open) res.write(":\n\n");
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  const handle = async (req: Request, res: Response) => {
    if (!options.originAllowed(req.headers.origin, req.headers.host)) {
      res.status(403).json({ errors: [{ message: "Origin not allowed" }] });
      return;
    }
    const request = requestInfo(req);
    // an address that used up its research limit is refused before its body is read, as over HTTP
    const limited = await options.refusals.usedUp(request.ip);
    if (limited) return refuseWithStatus(res, [limited]);
    const checked = subscriptionOnly(options, req);
    if ("errors" in checked) {
      const answered = await options.refusals.count(request.ip, "stream", checked.errors);
      if (statusOf(answered[0]!) !== undefined) return refuseWithStatus(res, answered);
      // a GraphQL request the schema refuses is answered in the stream, as graphql-sse's client reads it
      return refuseInStream(res, answered);
    }
    const contextValue = await options.createContext(request);
    if (request.token !== undefined && !contextValue.viewer) {
      // as the socket's 4403: the page learns it was signed out
      res
        .status(401)
        .json({ errors: [{ message: "Session ended", extensions: { code: "UNAUTHENTICATED" } }] });
      return;
    }
    const releases: Array<() => void> = [];
    let ended = false;
    let stop = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(res);
      for (const release of releases) release();
      stop();
      if (!res.writableEnded) res.end(COMPLETE);
    };
    const sink: SocketSink = {
      write(data) {
        if (ended) return false;
        if (res.writableLength > options.bufferLimit) {
          end();
          res.destroy();
          return false;
        }
        res.write(data);
        return true;
      },
    };
    openStream(res);
    open.add(res);
    res.on("close", end);
    const answer = (result: unknown) =>
      sink.write(Buffer.concat([NEXT, Buffer.from(JSON.stringify(result)), END_OF_EVENT]));

    const refusal = admit(options, checked, contextValue, releases, end);
    if (Array.isArray(refusal)) {
      answer(options.finish({ errors: refusal }, refusalArgs(contextValue)));
      return end();
    }
    const args = options.fanout.prepare(refusal, {
      sink,
      framing: { opening: NEXT, closing: END_OF_EVENT },
      query: checked.query,
      userId: contextValue.viewer?.id,
    });
    const stream = await options.fanout.subscribe(args);
    if (!(Symbol.asyncIterator in stream)) {
      answer(options.finish(stream, args));
      return end();
    }
    const iterator = stream[Symbol.asyncIterator]();
    stop = () => void iterator.return?.(undefined);
    if (ended) return stop();
    try {
      // a shared answer is written by its group; another kind yields its results here
      for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
        answer(options.finish(step.value, args));
      }
    } catch (error) {
      answer({ errors: [{ message: error instanceof Error ? error.message : String(error) }] });
    }
    end();
  };

  return {
    /** Express handler for POST /graphql/stream (JSON body). */
    handler: (req: Request, res: Response) => {
      handle(req, res).catch(() => {
        if (!res.headersSent) res.status(500).json({ errors: [{ message: "Internal server error" }] });
        else res.end();
      });
    },
    get open() {
      return open.size;
    },
    /** A planned stop: every stream ends; its client reconnects to another instance and catches up. */
    close() {
      clearInterval(keepAlive);
      for (const res of open) res.end();
      open.clear();
    },
  };
}

const refusalArgs = (contextValue: Context) => ({ contextValue }) as unknown as ExecutionArgs;

const UNSUPPORTED_MEDIA = new GraphQLError("Send the operation as JSON: Content-Type: application/json.", {
  extensions: { code: "BAD_REQUEST", http: { status: 415 } },
});

/** The socket's check of the operation (operation-check.ts), and this transport's own: subscriptions only. */
function subscriptionOnly(
  options: SseTransportOptions,
  req: Request,
): (CheckedOperation & { operation: OperationDefinitionNode }) | { errors: GraphQLError[] } {
  if (!req.is("application/json")) return { errors: [UNSUPPORTED_MEDIA] };
  const checked = checkOperation(options.schema, options.validationRules, req.body);
  if ("errors" in checked) return checked;
  const operation = getOperationAST(checked.document, checked.operationName);
  if (operation?.operation !== "subscription")
    return { errors: [new AppError("BAD_USER_INPUT", SSE_ONLY_SUBSCRIPTIONS)] };
  return { ...checked, operation };
}

/** The socket's admission, in its order: who may follow what, and the places a stream holds. */
function admit(
  options: SseTransportOptions,
  checked: CheckedOperation & { operation: OperationDefinitionNode },
  contextValue: Context,
  releases: Array<() => void>,
  end: () => void,
): ExecutionArgs | GraphQLError[] {
  const { viewer } = contextValue;
  if (!viewer) {
    const refused = visitorRefusal(checked.operation);
    if (refused) return [refused];
    const release = options.visitorSockets.startSubscription(contextValue.request.ip);
    if (!release) {
      const limit = options.visitorSubscriptionsPerAddress;
      return [new RateLimitedError(`At most ${limit} live subscriptions may run at once per address.`, 1)];
    }
    releases.push(release);
  } else {
    // a stream counts as one of the member's live connections, and ends with their session
    if (options.liveSockets.countOf(viewer.id) >= options.socketsPerMember) {
      return [new RateLimitedError(TOO_MANY_SOCKETS_CLOSE.reason, 1)];
    }
    releases.push(
      options.liveSockets.add({
        userId: viewer.id,
        sessionId: viewer.sessionId,
        expiresAt: viewer.sessionExpiresAt,
        close: end,
      }),
    );
  }
  return {
    schema: options.schema,
    document: checked.document,
    variableValues: checked.variables,
    operationName: checked.operationName,
    contextValue,
  };
}

/** The HTTP status a refusal is answered with before the stream opens, if it has one. */
function statusOf(error: GraphQLError): number | undefined {
  if (error instanceof RateLimitedError) return 429;
  const http = error.extensions.http as { status?: number } | undefined;
  return http?.status;
}

/** A refusal as a JSON answer with its status (400, 415, 429), in the shape GraphQL errors take. */
function refuseWithStatus(res: Response, errors: readonly GraphQLError[]): void {
  const [first] = errors;
  if (first instanceof RateLimitedError) res.setHeader("Retry-After", String(first.retryAfterSeconds));
  res.status(statusOf(first!) ?? 400).json({ errors: errors.map(clientError) });
}

/** A refusal the schema made: one `next` event with the errors, then `complete`. */
function refuseInStream(res: Response, errors: readonly GraphQLError[]): void {
  openStream(res);
  const result = JSON.stringify({ errors: errors.map(clientError) });
  res.end(Buffer.concat([NEXT, Buffer.from(result), END_OF_EVENT, Buffer.from(COMPLETE)]));
}

/** What a client is shown of a refusal: its message, where in the query, and its code (not the status). */
function clientError(error: GraphQLError) {
  const { http: _http, ...extensions } = error.extensions;
  return { message: error.message, locations: error.locations, extensions };
}

function openStream(res: Response): void {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    // nginx would otherwise hold events back in its buffer
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
}

export type SseTransport = ReturnType<typeof createSseTransport>;
