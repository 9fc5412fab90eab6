import type { Request, RequestHandler, Response } from "express";
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from "@apollo/server";
import { requestInfo, tokenFromHeaders } from "../http/request-info.js";
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

/** Same operation, same media type asked for: same answer for every visitor. */
function cacheKey(req: Request, { query, operationName, variables }: Operation): string {
  const vars = typeof variables === "string" ? variables : JSON.stringify(variables ?? null);
  return `${req.headers.accept ?? ""}\n${String(operationName ?? "")}\n${vars}\n${String(query)}`;
}

function apolloRequest(req: Request) {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  // A GET without the session cookie carries no ambient credentials, and GET runs only queries (Apollo
  // refuses mutations over GET): it cannot be a cross-site request forgery, so it needs no preflight header.
  if (req.method === "GET" && !req.headers.cookie) headers.set("apollo-require-preflight", "true");
  const at = req.url.indexOf("?");
  return { method: req.method, headers, search: at >= 0 ? req.url.slice(at) : "", body: req.body as unknown };
}

/**
 * Public answers may be kept by HTTP caches for the cache's age; a thread's answer is checked again each
 * time (its ETag makes that a 304), since a reply must show at once.
 */
function sendAnswer(req: Request, res: Response, answer: CachedAnswer, cacheControl: string): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  if (req.method === "GET") {
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", answer.etag);
    res.setHeader("Vary", VARY);
    const wanted = req.headers["if-none-match"];
    if (wanted && (wanted === "*" || wanted.split(/\s*,\s*/).includes(answer.etag))) {
      res.statusCode = 304;
      return void res.end();
    }
  }
  res.statusCode = 200;
  res.setHeader("Content-Length", answer.body.length);
  res.end(answer.body);
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

/** A thread's current version, and counting a visitor's view of it (the resolver counts the others). */
export interface ThreadVersions {
  version(threadId: string): Promise<number | null>;
  viewed(threadId: string, ip: string): void;
}

/**
 * GraphQL over HTTP (POST, and GET for queries) through Apollo. A visitor's query that reads only public
 * fields is answered from the public cache when it can be: no parsing, no context, no database. A
 * visitor's thread page is answered from it too while the thread's version (one primary-key lookup) is
 * the one it was made at. Those answers also go out over GET with an ETag, so a browser, a reverse proxy
 * or a CDN can keep them too. Requests carrying a session token are never cached (staff see more fields).
 */
export function graphqlHttpHandler(
  apollo: ApolloServer<Context>,
  /** The request's context (viewer, services, loaders). */
  contextFor: (req: Request) => Promise<Context>,
  /** The current state of public data (cached answers are tagged with it). */
  publicVersion: () => number,
  cache: PublicCache | null,
  threads: ThreadVersions,
): RequestHandler {
  /** The state a shared answer is made from, read before it is made: an answer is never older than it. */
  const versionOf = async (shared: NonNullable<SharedAs>) =>
    shared.kind === "public" ? publicVersion() : threads.version(shared.threadId);
  const cacheControlOf = (shared: NonNullable<SharedAs>) =>
    shared.kind === "public" ? `public, max-age=${cache!.maxAgeSeconds}` : "public, no-cache";

  // Visitors asking the same thing at once (a burst on a new version) wait for the first one's answer
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  return async (req, res, next) => {
    let settle: ((answer: CachedAnswer | undefined) => void) | undefined;
    let key = "";
    try {
      const operation = operationOf(req);
      const shared =
        cache !== null && typeof operation.query === "string" && tokenFromHeaders(req.headers) === undefined
          ? cache.sharedAs(
              operation.query,
              operation.operationName as string | undefined,
              operation.variables,
            )
          : null;
      const version = shared ? await versionOf(shared) : null;
      if (shared && version !== null) {
        key = `${shared.kind}\n${cacheKey(req, operation)}`;
        const kept = cache!.get(key, version) ?? (await inFlight.get(key));
        if (kept) {
          if (shared.kind === "thread") threads.viewed(shared.threadId, requestInfo(req).ip);
          return sendAnswer(req, res, kept, cacheControlOf(shared));
        }
        if (!inFlight.has(key)) inFlight.set(key, new Promise((resolve) => (settle = resolve)));
      }

      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: apolloRequest(req),
        context: () => contextFor(req),
      });
      const sharedAnswer =
        shared &&
        version !== null &&
        (response.status ?? 200) === 200 &&
        response.body.kind === "complete" &&
        // Apollo writes errors before data: an answer without errors starts with its data
        response.body.string.startsWith('{"data":{');
      if (!sharedAnswer || response.body.kind !== "complete") return await sendResponse(res, response);
      // public data that moved on while the answer was made may or may not be in it: not kept
      const keep = shared.kind === "thread" || version === publicVersion();
      const answer = cache!.store(key, version, keep, [...response.headers], response.body.string);
      settle?.(answer);
      sendAnswer(req, res, answer, cacheControlOf(shared));
    } catch (error) {
      next(error);
    } finally {
      if (settle) {
        settle(undefined);
        inFlight.delete(key);
      }
    }
  };
}
