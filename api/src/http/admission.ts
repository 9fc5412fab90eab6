import type { Request, RequestHandler, Response } from "express";
import { messages } from "@incident-watch/schema";
import type { Admission, GatedClass } from "../infra/admission/admission.js";
import { accountOf } from "../infra/admission/member-shares.js";
import type { Release } from "../infra/admission/work-gate.js";
import type { Viewer } from "../core/viewer.js";
import type { WorkClass } from "../infra/metrics/metrics.js";
import { apiKeyOf } from "./api-keys.js";
import { tokenFromHeaders } from "./request-info.js";

// made once: a refusal must cost far less than the work it refuses
const GRAPHQL_BUSY = Buffer.from(
  JSON.stringify({ errors: [{ message: messages.siteBusy, extensions: { code: "SERVICE_UNAVAILABLE" } }] }),
);
const REST_BUSY = Buffer.from(JSON.stringify({ message: messages.siteBusy }));
const graphqlTooMany = (retryAfter: number) =>
  JSON.stringify({
    errors: [{ message: messages.tooManyRequests, extensions: { code: "RATE_LIMITED", retryAfter } }],
  });
const REST_TOO_MANY = Buffer.from(JSON.stringify({ message: messages.tooManyRequests }));

/** Notes the class of work a request was counted as (for its metrics). */
export function setWorkClass(res: Response, workClass: WorkClass): void {
  res.locals.workClass = workClass;
}

export function workClassOf(res: Response): WorkClass | undefined {
  return res.locals.workClass as WorkClass | undefined;
}

/**
 * With Retry-After: 503 when the instance (or the account's share of it) is too busy for this work now,
 * 429 when the account has spent its rate of heavy work.
 */
export function refuseBusy(res: Response, retryAfterSeconds: number, graphql: boolean, status = 503): void {
  res.statusCode = status;
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  if (status === 503) return void res.end(graphql ? GRAPHQL_BUSY : REST_BUSY);
  res.end(graphql ? graphqlTooMany(retryAfterSeconds) : REST_TOO_MANY);
}

/**
 * A place within the member's own share, held until the answer is sent or the client goes away; heavy
 * work (research queries, exports) also takes from the account's rate. Undefined when it was refused
 * (and answered 503 or 429).
 */
export async function takeMemberPlace(
  admission: Admission,
  res: Response,
  viewer: Viewer,
  heavy: boolean,
  graphql: boolean,
): Promise<Release | undefined> {
  setWorkClass(res, "member");
  const place = await admission.enterMember(accountOf(viewer), heavy);
  if (typeof place !== "function") {
    return void refuseBusy(res, place.retryAfterSeconds, graphql, place.status);
  }
  res.once("close", place);
  return place;
}

/**
 * A place for `workClass` held until the answer is sent or the client goes away; undefined when the
 * request was refused (and answered 503).
 */
async function takePlace(
  admission: Admission,
  res: Response,
  workClass: GatedClass,
  graphql: boolean,
): Promise<Release | undefined> {
  setWorkClass(res, workClass);
  const place = await admission.enter(workClass);
  if (!place) return void refuseBusy(res, admission.retryAfterSeconds, graphql);
  res.once("close", place);
  return place;
}

/**
 * A place for a request without a session: research with an API key takes a place of the key's own share
 * (keyed work, never shed with visitors'), anything else one of `workClass`. Undefined when refused (and
 * answered 503).
 */
export async function takeVisitorPlace(
  admission: Admission,
  res: Response,
  workClass: GatedClass,
  graphql: boolean,
): Promise<Release | undefined> {
  const key = apiKeyOf(res);
  if (!key) return takePlace(admission, res, workClass, graphql);
  setWorkClass(res, "keyed");
  const place = await admission.enterKeyed(key.id);
  if (typeof place !== "function") {
    return void refuseBusy(res, place.retryAfterSeconds, graphql, place.status);
  }
  res.once("close", place);
  return place;
}

const isGraphql = (req: Request) => req.path === "/graphql" || req.path.startsWith("/graphql/");

/**
 * While admitted work waits past the sojourn target (decision 160), a visitor's API request is refused
 * before its body or query is read, so a refusal costs next to nothing; members' requests and research
 * with an API key go on to their own shares.
 */
export function shedVisitors(admission: Admission): RequestHandler {
  return (req, res, next) => {
    const graphql = isGraphql(req);
    if (!graphql && !req.path.startsWith("/api/")) return next();
    if (tokenFromHeaders(req.headers) !== undefined || apiKeyOf(res)) return next();
    if (!admission.shedsVisitors()) return next();
    setWorkClass(res, "anonymous");
    refuseBusy(res, admission.retryAfterSeconds, graphql);
  };
}

/**
 * Admission for everything but /graphql (whose handler tells the class from the operation): members' API
 * requests take a place of their own share once their session is checked, reads (events, snapshots,
 * exports) as heavy work, and their pages pass; research with an API key takes a place of the key's share;
 * anonymous writes, API reads and pages each take a place of their class.
 */
export function admissionControl(
  admission: Admission,
  /** The member the request's session token names, or null. */
  memberOf: (req: Request, res: Response) => Promise<Viewer | null>,
): RequestHandler {
  return async (req, res, next) => {
    if (isGraphql(req)) return next();
    const read = req.method === "GET" || req.method === "HEAD";
    const api = req.path.startsWith("/api/");
    const viewer =
      tokenFromHeaders(req.headers) === undefined ? null : await memberOf(req, res).catch(() => null);
    if (viewer && !api) {
      admission.admitted("member");
      setWorkClass(res, "member");
      return next();
    }
    if (viewer) {
      if (await takeMemberPlace(admission, res, viewer, read, false)) next();
      return;
    }
    const workClass: GatedClass = !read ? "write" : api ? "anonymous" : "page";
    if (await takeVisitorPlace(admission, res, workClass, false)) next();
  };
}
