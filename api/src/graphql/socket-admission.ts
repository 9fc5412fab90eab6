import type { Context as SocketContext, SubscribePayload } from "graphql-ws";
import { getOperationAST, type DocumentNode, type GraphQLError, type GraphQLSchema } from "graphql";
import { messages } from "@incident-watch/schema";
import type { Config } from "../config.js";
import type { Viewer } from "../core/viewer.js";
import { RateLimitedError, ServiceUnavailableError } from "../core/errors.js";
import type { Admission } from "../infra/admission/admission.js";
import { accountOf } from "../infra/admission/member-shares.js";
import type { RateLimiter } from "../infra/rate-limit.js";
import { tokenFromConnectionParams } from "../http/request-info.js";
import type { ContextFactory } from "./context.js";
import { isHeavyQuery } from "./heavy-operations.js";
import { checkOperation } from "./operation-check.js";
import type { RefusedOperations } from "./refused-operations.js";
import { SESSION_ENDED_CLOSE, TOO_MANY_SOCKETS_CLOSE, type LiveSockets } from "./live-sockets.js";
import type { SocketExtra as BaseSocketExtra } from "./socket-adapter.js";
import { visitorRefusal, type VisitorSockets } from "./visitor-sockets.js";

/** What a socket keeps besides its upgrade: whose it is, and the places it holds. */
export type SocketExtra = BaseSocketExtra & {
  token?: string;
  viewer?: Viewer;
  forget?: () => void;
  /** a visitor's running subscriptions, each holding a place of its address */
  places?: Map<string, () => void>;
  /** A member's: the places of their account's share its queries and mutations hold, by operation id. */
  memberPlaces?: Map<string, () => void>;
  /** where the page's own topics resume from, by field (a member's only; each used once) */
  resume?: Map<string, string>;
};

/** The cursors a returning page sends in its connection's parameters: `resume: { notificationAdded: "42" }`. */
export function resumeCursors(params: Record<string, unknown> | undefined): Map<string, string> {
  const resume = params?.resume;
  if (!resume || typeof resume !== "object") return new Map();
  return new Map(
    Object.entries(resume).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length <= 40,
    ),
  );
}

export type AdmittedSocket = SocketContext<Record<string, unknown>, SocketExtra>;

/** The socket accepts this site's own pages, and clients that send no Origin (scripts, researchers). */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  config: Pick<Config, "publicUrl">,
): boolean {
  if (!origin) return true;
  try {
    const { host: originHost } = new URL(origin);
    return origin === new URL(config.publicUrl).origin || originHost === host;
  } catch {
    return false;
  }
}

export interface SocketAdmissionOptions {
  schema: GraphQLSchema;
  config: Pick<
    Config,
    | "liveSocketsPerMember"
    | "liveSubscriptionsPerSocket"
    | "liveVisitorSocketsPerAddress"
    | "liveVisitorSubscriptionsPerAddress"
    | "researchRateLimit"
  >;
  createContext: ContextFactory;
  rateLimiter: RateLimiter;
  admission: Admission;
  liveSockets: LiveSockets;
  visitorSockets: VisitorSockets;
  validationRules: Parameters<typeof checkOperation>[1];
  refusals: RefusedOperations;
}

/**
 * Who may open a live socket and run an operation on it, and what each holds while it runs: a member's
 * sockets count against their own limit and close when their session ends; a visitor's count against
 * their address, and may only follow public subscriptions (visitor-sockets.ts).
 */
export class SocketAdmission {
  /** The open sockets, read by the metrics (their kind, their running operations). */
  private readonly open = new Set<AdmittedSocket>();

  constructor(private readonly options: SocketAdmissionOptions) {}

  /**
   * A socket with a token is a member's: the session is checked at connection_init (4403 when it is not
   * valid). One without is a visitor's.
   */
  async connect(ctx: AdmittedSocket): Promise<boolean> {
    ctx.extra.token = tokenFromConnectionParams(ctx.connectionParams);
    const { viewer } = await this.options.createContext({
      ip: ctx.extra.ip,
      userAgent: ctx.extra.userAgent,
      token: ctx.extra.token,
    });
    const admitted = ctx.extra.token === undefined ? this.admitVisitor(ctx) : this.admitMember(ctx, viewer);
    if (admitted) this.open.add(ctx);
    return admitted;
  }

  private admitVisitor(ctx: AdmittedSocket): boolean {
    const release = this.options.visitorSockets.openSocket(ctx.extra.ip);
    if (!release) {
      ctx.extra.socket.close(TOO_MANY_SOCKETS_CLOSE.code, TOO_MANY_SOCKETS_CLOSE.reason);
      return false;
    }
    ctx.extra.forget = release;
    ctx.extra.places = new Map();
    return true;
  }

  private admitMember(ctx: AdmittedSocket, viewer: Viewer | null): boolean {
    const { socket } = ctx.extra;
    if (!viewer) return false;
    if (this.options.liveSockets.countOf(viewer.id) >= this.options.config.liveSocketsPerMember) {
      // the first close wins: graphql-ws's own 4403 after `false` is not sent
      socket.close(TOO_MANY_SOCKETS_CLOSE.code, TOO_MANY_SOCKETS_CLOSE.reason);
      return false;
    }
    ctx.extra.viewer = viewer;
    ctx.extra.resume = resumeCursors(ctx.connectionParams);
    ctx.extra.forget = this.options.liveSockets.add({
      userId: viewer.id,
      sessionId: viewer.sessionId,
      expiresAt: viewer.sessionExpiresAt,
      close: () => socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason),
    });
    return true;
  }

  /** The socket closed: its own place and every place its operations held are given back. */
  close(ctx: AdmittedSocket): void {
    this.open.delete(ctx);
    ctx.extra.forget?.();
    for (const id of [...(ctx.extra.places?.keys() ?? []), ...(ctx.extra.memberPlaces?.keys() ?? [])]) {
      this.release(ctx, id);
    }
  }

  /** An operation ended: a visitor's subscription, or a member's query or mutation, gives its place back. */
  release(ctx: AdmittedSocket, id: string): void {
    for (const places of [ctx.extra.places, ctx.extra.memberPlaces]) {
      places?.get(id)?.();
      places?.delete(id);
    }
  }

  /**
   * Checks an operation as HTTP does (operations per socket, parsing, limits, inputs, a visitor's places,
   * the request rate): its parsed document, or the errors that refuse it. One refused for its input counts
   * against the address's research limit (refused-operations.ts).
   */
  async admitOperation(
    ctx: AdmittedSocket,
    id: string,
    payload: SubscribePayload,
  ): Promise<{ document: DocumentNode } | { errors: readonly GraphQLError[] }> {
    const { schema, config } = this.options;
    // the operation being subscribed already holds its place in ctx.subscriptions
    if (Object.keys(ctx.subscriptions).length > config.liveSubscriptionsPerSocket) {
      const message = `At most ${config.liveSubscriptionsPerSocket} operations may run at once on one connection.`;
      return { errors: [new RateLimitedError(message, 1)] };
    }
    const checked = checkOperation(schema, this.options.validationRules, payload);
    if ("errors" in checked) {
      return { errors: await this.options.refusals.count(ctx.extra.ip, "socket", checked.errors) };
    }
    const { operationName } = payload;
    const visitorError = this.takeVisitorPlace(ctx, id, checked.document, operationName);
    if (visitorError) return { errors: [visitorError] };
    const refused = await this.overRequestLimit(checked.document, operationName, ctx.extra.ip);
    if (refused) return { errors: [refused] };
    const memberError = await this.takeMemberPlace(ctx, id, checked.document, payload);
    if (memberError) return { errors: [memberError] };
    return checked;
  }

  /**
   * A member's query or mutation takes a place of their account's share until it completes, a heavy query
   * from its rate too, as over HTTP (decision 111); subscriptions, which last, take none.
   */
  private async takeMemberPlace(
    ctx: AdmittedSocket,
    id: string,
    document: DocumentNode,
    payload: SubscribePayload,
  ): Promise<GraphQLError | undefined> {
    const { viewer } = ctx.extra;
    const operation = getOperationAST(document, payload.operationName)?.operation;
    if (!viewer || ctx.extra.places || operation === "subscription") return undefined;
    const heavy = operation === "query" && isHeavyQuery(payload.query);
    const place = await this.options.admission.enterMember(accountOf(viewer), heavy);
    if (typeof place !== "function") {
      return place.status === 429
        ? new RateLimitedError(messages.tooManyRequests, place.retryAfterSeconds)
        : new ServiceUnavailableError(messages.siteBusy, place.retryAfterSeconds);
    }
    (ctx.extra.memberPlaces ??= new Map()).set(id, place);
    return undefined;
  }

  /** A visitor's subscription takes a place of their address; what they may not follow is refused. */
  private takeVisitorPlace(
    ctx: AdmittedSocket,
    id: string,
    document: DocumentNode,
    operationName: string | null | undefined,
  ): GraphQLError | undefined {
    if (!ctx.extra.places) return undefined;
    const refusal = visitorRefusal(getOperationAST(document, operationName));
    if (refusal) return refusal;
    const release = this.options.visitorSockets.startSubscription(ctx.extra.ip);
    if (!release) {
      const limit = this.options.config.liveVisitorSubscriptionsPerAddress;
      return new RateLimitedError(`At most ${limit} live subscriptions may run at once per address.`, 1);
    }
    ctx.extra.places.set(id, release);
    return undefined;
  }

  /** Queries and mutations count against the research limit per address, as each HTTP request does. */
  private async overRequestLimit(
    document: DocumentNode,
    operationName: string | null | undefined,
    ip: string,
  ): Promise<RateLimitedError | undefined> {
    if (this.options.config.researchRateLimit === 0) return undefined;
    if (getOperationAST(document, operationName)?.operation === "subscription") return undefined;
    const state = await this.options.rateLimiter.take("researchRequestsPerAddress", ip);
    return state.allowed ? undefined : new RateLimitedError(messages.tooManyRequests, state.resetSeconds);
  }

  /** Sockets and running operations by kind, for the metrics. */
  counts() {
    return (["member", "visitor"] as const).map((kind) => {
      let sockets = 0;
      let subscriptions = 0;
      for (const ctx of this.open) {
        if ((ctx.extra.places ? "visitor" : "member") !== kind) continue;
        sockets += 1;
        subscriptions += Object.keys(ctx.subscriptions).length;
      }
      return { kind, sockets, subscriptions };
    });
  }
}
