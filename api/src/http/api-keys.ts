import type { Request, RequestHandler, Response } from "express";
import { apiMessages } from "@incident-watch/schema";
import type { ApiKeyCaller } from "../core/viewer.js";
import { keyFromAuthorization } from "../core/api-key-tokens.js";

/** Where a key is taken: the research API's reads (GraphQL is checked for mutations once its body is read). */
const RESEARCH_READS = [
  "/api/events",
  "/api/snapshots",
  "/api/versions",
  "/api/releases",
  "/api/CITATION.cff",
  "/api/misp",
  "/taxii2",
];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + "/");
// the whole path: under app.use("/graphql", …) req.path is what follows it
const isGraphql = (req: Request) => isUnder(req.baseUrl + req.path, "/graphql");

function takesKeys(req: Request): boolean {
  if (isGraphql(req)) return req.method === "POST" || req.method === "GET";
  const read = req.method === "GET" || req.method === "HEAD";
  return (
    read && RESEARCH_READS.some((prefix) => isUnder(req.path, prefix) || req.path.startsWith(prefix + "."))
  );
}

/** A refusal in the shape the path's clients read: GraphQL's errors, or the REST paths' message. */
function refuse(req: Request, res: Response, status: 401 | 403, message: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (status === 401) res.setHeader("WWW-Authenticate", 'Bearer realm="research", Basic realm="research"');
  const code = status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN";
  if (isGraphql(req)) return void res.json({ errors: [{ message, extensions: { code } }] });
  res.json({ message });
}

/** The API key a request was admitted with, if any. */
export const apiKeyOf = (res: Response | undefined) => res?.locals.apiKey as ApiKeyCaller | undefined;

/**
 * API keys (issue 56): a key sent as `Authorization: Bearer …` (or as Basic's password) is read-only
 * research access, never a session. Anywhere else (sign-in, settings, uploads, any REST write) it is
 * refused with 403; an unknown, revoked or expired key with 401, at once on every instance (keys are read
 * per request). An admitted key is counted in its use.
 */
export function apiKeyAccess(keys: {
  caller(secret: string): Promise<ApiKeyCaller | null>;
  used(keyId: string, kind: "request"): void;
}): RequestHandler {
  return async (req, res, next) => {
    const secret = keyFromAuthorization(req.headers.authorization);
    if (secret === undefined) return next();
    if (!takesKeys(req)) return refuse(req, res, 403, apiMessages.apiKeyReadOnly);
    try {
      const caller = await keys.caller(secret);
      if (!caller) return refuse(req, res, 401, apiMessages.apiKeyInvalid);
      res.locals.apiKey = caller;
      keys.used(caller.id, "request");
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** GraphQL with a key: its mutations are refused (a key only reads). */
export function refuseKeyedMutations(isMutation: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (apiKeyOf(res) && isMutation(req)) return refuse(req, res, 403, apiMessages.apiKeyReadOnly);
    next();
  };
}
