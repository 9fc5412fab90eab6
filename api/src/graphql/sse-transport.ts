import type { Request, Response } from "express";
import {
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { AppError, RateLimitedError } from "../core/errors.js";
import { requestInfo } from "../http/request-info.js";
import type { Context, ContextFactory } from "./context.js";
import { checkOperationInput } from "./input-check.js";
import { parseAndValidate } from "./limits.js";
import type { FinishResult, LiveFanout } from "./live-fanout.js";
import { TOO_MANY_SOCKETS_CLOSE, type LiveSockets } from "./live-sockets.js";
import type { SocketSink } from "./socket-adapter.js";
import { visitorRefusal, type VisitorSockets } from "./visitor-sockets.js";

export const SSE_PATH = "/graphql/stream";
export const SSE_ONLY_SUBSCRIPTIONS =
  "Over Server-Sent Events only subscriptions run; queries and mutations are plain HTTP POSTs to /graphql.";

const NEXT = Buffer.from("event: next\ndata: ");
const END_OF_EVENT = Buffer.from("\n\n");
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
  originAllowed(origin: string | undefined, host: string | undefined): boolean;
  socketsPerMember: number;
  visitorSubscriptionsPerAddress: number;
  /** bytes a stream may have waiting before it is ended */
  bufferLimit: number;
}

/**
 * GraphQL subscriptions over Server-Sent Events, graphql-sse's "distinct connections" protocol: one POST per
 * subscription, answered with `next` events and a `complete`. For networks that refuse WebSockets; the same
 * schema, checks, limits and shared answers as the socket (decision 093).
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
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    const request = requestInfo(req);
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
      if (!res.writableEnded) res.end("event: complete\ndata:\n\n");
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
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      // nginx would otherwise hold events back in its buffer
      "x-accel-buffering": "no",
    });
    res.flushHeaders();
    open.add(res);
    res.on("close", end);
    const answer = (result: unknown) =>
      sink.write(Buffer.concat([NEXT, Buffer.from(JSON.stringify(result)), END_OF_EVENT]));

    const refusal = prepare(options, body, contextValue, releases, end);
    if (Array.isArray(refusal)) {
      answer(options.finish({ errors: refusal }, refusalArgs(contextValue)));
      return end();
    }
    const args = options.fanout.prepare(refusal, {
      sink,
      framing: { opening: NEXT, closing: END_OF_EVENT },
      query: String(body!.query),
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

/** The socket's checks, in its order: parse and limits, subscriptions only, input, who may follow what. */
function prepare(
  options: SseTransportOptions,
  body: { query?: unknown; variables?: unknown; operationName?: unknown } | undefined,
  contextValue: Context,
  releases: Array<() => void>,
  end: () => void,
): ExecutionArgs | GraphQLError[] {
  if (typeof body?.query !== "string") return [new GraphQLError("A query string is required.")];
  const variables = (body.variables ?? undefined) as Record<string, unknown> | undefined;
  const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
  const checked = parseAndValidate(
    options.schema,
    body.query,
    variables,
    operationName,
    options.validationRules,
  );
  if ("errors" in checked) {
    return checked.errors.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(e.message)));
  }
  const operation = getOperationAST(checked.document, operationName);
  if (operation?.operation !== "subscription")
    return [new AppError("BAD_USER_INPUT", SSE_ONLY_SUBSCRIPTIONS)];
  const inputError = checkOperationInput(options.schema, checked.document, operationName, variables);
  if (inputError) return [inputError];
  const { viewer } = contextValue;
  if (!viewer) {
    const refused = visitorRefusal(operation);
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
    variableValues: variables,
    operationName,
    contextValue,
  };
}

export type SseTransport = ReturnType<typeof createSseTransport>;
