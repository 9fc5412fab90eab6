import type { Request, RequestHandler, Response } from "express";
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from "@apollo/server";
import { sendEncoded } from "../http/encoded-body.js";
import { setWorkClass, takeMemberPlace, takeVisitorPlace } from "../http/admission.js";
import { isHeavyQuery } from "./heavy-operations.js";
import type { Admission } from "../infra/admission/admission.js";
import type { Metrics } from "../infra/metrics/metrics.js";
import { requestInfo, tokenFromHeaders } from "../http/request-info.js";
import type { Viewer } from "../core/viewer.js";
import type { Context } from "./context.js";
import type { CachedAnswer, PublicCache, SharedAs } from "./public-cache.js";

/** An answer can differ by these request headers: the media type, and the session (header or cookie). */
const VARY = "Accept, Authorization, Cookie";

interface Operation {
  query: unknown;
  operationName: unknown;
  /** The variables as sent (GET: the JSON text of the parameter). */
  variables: unknown;
}

function operationOf(req: Request): Operation {
  if (req.method === "GET") {
    const params = new URL(req.url, "http://localhost").searchParams;
    return {
      query: params.get("query"),
      operationName: params.get("operationName") ?? undefined,
      variables: params.get("variables") ?? undefined,
    };
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  return { query: body.query, operationName: body.operationName, variables: body.variables };
}

// the document's first operation is a mutation (comments may come before it)
const MUTATION = /^\s*(?:#[^\n]*\n\s*)*mutation\b/;

/** An anonymous mutation is a write (sign-in, registration, a submission); admission tells it from reads. */
const isWrite = ({ query }: Operation) => typeof query === "string" && MUTATION.test(query);

/** The request asks for a mutation (over GET, Apollo refuses it). */
export const isMutationRequest = (req: Request) => isWrite(operationOf(req));

/** Same operation, same media type asked for: same answer for every visitor. */
function cacheKey(req: Request, { query, operationName, variables }: Operation): string {
  const vars = typeof variables === "string" ? variables : JSON.stringify(variables ?? null);
  return `${req.headers.accept ?? ""}\n${String(operationName ?? "")}\n${vars}\n${String(query)}`;
}

/** Where a shared answer is kept: its kind, and what asked for it. */
const sharedKey = (req: Request, operation: Operation, shared: NonNullable<SharedAs>) =>
  `${shared.kind}\n${cacheKey(req, operation)}`;

/** The request as Apollo takes it; `asVisitor` leaves out the session (header and cookie). */
function apolloRequest(req: Request, asVisitor: boolean) {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (asVisitor && (key === "authorization" || key === "cookie")) continue;
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  // A GET without the session cookie carries no ambient credentials, and GET runs only queries (Apollo
  // refuses mutations over GET): it cannot be a cross-site request forgery, so it needs no preflight header.
  if (req.method === "GET" && (asVisitor || !req.headers.cookie))
    headers.set("apollo-require-preflight", "true");
  const at = req.url.indexOf("?");
  return { method: req.method, headers, search: at >= 0 ? req.url.slice(at) : "", body: req.body as unknown };
}

/**
 * Public answers may be kept by HTTP caches for the cache's age; a thread's answer is checked again each
 * time (its ETag makes that a 304), since a reply must show at once. Both go out compressed when the
 * client takes it (the map's data is a megabyte of JSON, a tenth of it in gzip).
 */
async function sendAnswer(req: Request, res: Response, answer: CachedAnswer, cacheControl: string) {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  if (req.method === "GET") {
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Vary", VARY);
  }
  await sendEncoded(req, res, answer.encoded);
}

async function sendResponse(res: Response, response: HTTPGraphQLResponse): Promise<void> {
  for (const [name, value] of response.headers) res.setHeader(name, value);
  // an answer for one viewer (or with errors) is kept by nobody
  res.setHeader("Cache-Control", "no-store");
  res.statusCode = response.status ?? 200;
  if (response.body.kind === "complete") return void res.end(response.body.string);
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

type ContextFor = (req: Request, as?: "visitor") => Promise<Context>;

/**
 * Visitors' shared answers, kept in the public cache or made once for everybody asking at the same time,
 * and members' pages of a record (a thread) made from them.
 */
class SharedAnswers {
  // Visitors asking the same thing at once (a burst on a new version) wait for the first one's answer
  private readonly inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  constructor(
    private readonly apollo: ApolloServer<Context>,
    private readonly contextFor: ContextFor,
    private readonly publicVersion: () => number,
    private readonly cache: PublicCache,
    private readonly load: { admission: Admission; metrics: Metrics },
  ) {}

  /** How the operation's answer is shared, if it is. */
  sharedAs(operation: Operation): SharedAs {
    if (typeof operation.query !== "string") return null;
    return this.cache.sharedAs(
      operation.query,
      operation.operationName as string | undefined,
      operation.variables,
    );
  }

  /**
   * Answers a visitor's shareable operation from the shared answer of the data's current version; false
   * when there is no such record, and the request runs as any other.
   */
  async answerVisitor(
    req: Request,
    res: Response,
    operation: Operation,
    shared: NonNullable<SharedAs>,
  ): Promise<boolean> {
    const version =
      shared.kind === "public"
        ? this.publicVersion()
        : ((await shared.records.state(shared.id))?.version ?? null);
    if (version === null) return false;
    const answer = await this.forVisitor(req, res, operation, shared, version);
    if (answer === undefined) return true;
    if (!("etag" in answer)) {
      await sendResponse(res, answer);
      return true;
    }
    if (shared.kind === "record") shared.records.viewed(shared.id, null, requestInfo(req).ip);
    // an older answer sent under pressure is not kept by HTTP caches
    const fresh = answer.version === version;
    await sendAnswer(req, res, answer, fresh ? this.cacheControlOf(shared) : "public, no-cache");
    return true;
  }

  private cacheControlOf(shared: NonNullable<SharedAs>): string {
    return shared.kind === "public" ? `public, max-age=${this.cache.maxAgeSeconds}` : "public, no-cache";
  }

  /**
   * The answer every visitor shares for this operation at `version`: kept, being made, or made now as a
   * visitor's. A response that cannot be shared (an error) is returned as it is.
   */
  private async shared(
    req: Request,
    operation: Operation,
    shared: NonNullable<SharedAs>,
    version: number,
    forMember: boolean,
  ): Promise<CachedAnswer | HTTPGraphQLResponse> {
    const key = sharedKey(req, operation, shared);
    // only an answer being made at the same version is waited for: one begun before a write may lack it
    const flight = `${version}\n${key}`;
    const kept = this.cache.get(key, version) ?? (await this.inFlight.get(flight));
    if (kept) return kept;
    let settle: ((answer: CachedAnswer | undefined) => void) | undefined;
    if (!this.inFlight.has(flight)) this.inFlight.set(flight, new Promise((resolve) => (settle = resolve)));
    try {
      const context = this.contextFor(req, forMember ? "visitor" : undefined);
      // the data version its rows hold at least, read before them (as its dataVersion field is), and sent
      // with the answer however late: an older answer served under pressure says which state it shows
      const dataVersion =
        shared.kind === "public" ? (await (await context).services.events.answerVersion()).version : null;
      const response = await this.apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: apolloRequest(req, forMember),
        context: () => context,
      });
      const shareable =
        (response.status ?? 200) === 200 &&
        response.body.kind === "complete" &&
        // Apollo writes errors before data: an answer without errors starts with its data
        response.body.string.startsWith('{"data":{');
      if (!shareable || response.body.kind !== "complete") return response;
      // public data that moved on while the answer was made may or may not be in it: not kept
      const keep = shared.kind === "record" || version === this.publicVersion();
      const headers: [string, string][] = [...response.headers];
      if (dataVersion) headers.push(["data-version", dataVersion]);
      const answer = this.cache.store(key, version, keep, headers, response.body.string);
      settle?.(answer);
      return answer;
    } finally {
      if (settle) {
        settle(undefined);
        this.inFlight.delete(flight);
      }
    }
  }

  /**
   * A visitor's shared answer: kept; an older one while the instance is under pressure; or made in a place
   * of anonymous work. Undefined when the request was refused (and answered 503).
   */
  private async forVisitor(
    req: Request,
    res: Response,
    operation: Operation,
    shared: NonNullable<SharedAs>,
    version: number,
  ): Promise<CachedAnswer | HTTPGraphQLResponse | undefined> {
    const { admission, metrics } = this.load;
    const key = sharedKey(req, operation, shared);
    const kept =
      this.cache.get(key, version) ?? (admission.underPressure() ? this.cache.stale(key) : undefined);
    if (kept) {
      metrics.publicCache.inc({ result: kept.version === version ? "hit" : "stale" });
      admission.admitted("cached");
      setWorkClass(res, "cached");
      return kept;
    }
    metrics.publicCache.inc({ result: "miss" });
    // one visitor's answer being made is waited for by the others without a place of their own
    if (this.inFlight.has(`${version}\n${key}`)) setWorkClass(res, "cached");
    else if (!(await takeVisitorPlace(admission, res, "anonymous", true))) return undefined;
    return this.shared(req, operation, shared, version, false);
  }

  /** A member's page of a record: the shared answer with their own part; undefined when it must run whole. */
  async memberPage(
    req: Request,
    operation: Operation,
    shared: Extract<SharedAs, { kind: "record" }>,
    viewer: Viewer,
  ): Promise<string | undefined> {
    const { records, id, plan } = shared;
    if (plan === null || !records.servesMember(viewer)) return undefined;
    const state = await records.state(id);
    if (!state) return undefined;
    const answer = await this.shared(req, operation, shared, state.version, true);
    if (!("etag" in answer)) return undefined;
    const parsed: unknown = JSON.parse(answer.body.toString("utf8"));
    await records.fillIn(parsed, plan, viewer, id, state);
    records.viewed(id, viewer, requestInfo(req).ip);
    return JSON.stringify(parsed);
  }
}

/**
 * GraphQL over HTTP (POST, and GET for queries) through Apollo. A visitor's query that reads only public
 * fields is answered from the public cache when it can be: no parsing, no context, no database. A
 * visitor's thread page is answered from it too while the thread's version (one primary-key lookup) is
 * the one it was made at. Those answers also go out over GET with an ETag, so a browser, a reverse proxy
 * or a CDN can keep them too. A member's thread page is the visitor's answer with their own part filled
 * in (by the module that owns the record: SharedRecords), sent to them alone; staff's answers and every
 * other signed-in query run whole.
 */
export function graphqlHttpHandler(
  apollo: ApolloServer<Context>,
  /** The request's context (viewer, services, loaders); as a visitor's, for making a shared answer. */
  contextFor: ContextFor,
  /** The current state of public data (cached answers are tagged with it). */
  publicVersion: () => number,
  cache: PublicCache | null,
  /** Members run within their account's share; visitors' answers not kept in the cache take a place of anonymous work. */
  load: { admission: Admission; metrics: Metrics },
): RequestHandler {
  const { admission } = load;
  const answers = cache && new SharedAnswers(apollo, contextFor, publicVersion, cache, load);

  return async (req, res, next) => {
    try {
      const operation = operationOf(req);
      const token = tokenFromHeaders(req.headers);
      const shared = answers?.sharedAs(operation) ?? null;
      if (answers && shared && token === undefined) {
        if (await answers.answerVisitor(req, res, operation, shared)) return;
      }

      // a token that names no live session is a visitor's request, and waits its turn as one
      const session = token === undefined ? undefined : contextFor(req);
      const member = await session?.then(
        (made) => made.viewer,
        () => null,
      );
      if (member) {
        // research, the lists, searches: heavy work, as a visitor's would be
        const heavy = !isWrite(operation) && isHeavyQuery(operation.query);
        if (!(await takeMemberPlace(admission, res, member, heavy, true))) return;
      } else if (
        !(await takeVisitorPlace(admission, res, isWrite(operation) ? "write" : "anonymous", true))
      ) {
        return;
      }
      const context = session ?? contextFor(req);
      // a GET signed in by its cookie alone goes through Apollo, whose cross-site request checks apply
      const sameSite = req.method === "POST" || req.headers.authorization !== undefined;
      if (answers && shared?.kind === "record" && token !== undefined && sameSite) {
        const viewer = (await context).viewer;
        const page = viewer ? await answers.memberPage(req, operation, shared, viewer) : undefined;
        if (page !== undefined) {
          res.setHeader("Content-Type", "application/json; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          res.setHeader("Vary", VARY);
          return void res.end(page);
        }
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: apolloRequest(req, false),
        context: () => context,
      });
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
