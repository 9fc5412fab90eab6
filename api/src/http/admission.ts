import type { Request, RequestHandler, Response } from "express";
import { messages } from "@incident-watch/schema";
import type { Admission, GatedClass } from "../infra/admission/admission.js";
import type { Release } from "../infra/admission/work-gate.js";
import type { WorkClass } from "../infra/metrics/metrics.js";
import { tokenFromHeaders } from "./request-info.js";

// made once: a refusal must cost far less than the work it refuses
const GRAPHQL_BUSY = Buffer.from(
  JSON.stringify({ errors: [{ message: messages.siteBusy, extensions: { code: "SERVICE_UNAVAILABLE" } }] }),
);
const REST_BUSY = Buffer.from(JSON.stringify({ message: messages.siteBusy }));

/** Notes the class of work a request was counted as (for its metrics). */
export function setWorkClass(res: Response, workClass: WorkClass): void {
  res.locals.workClass = workClass;
}

export function workClassOf(res: Response): WorkClass | undefined {
  return res.locals.workClass as WorkClass | undefined;
}

/** 503 with Retry-After: the instance is too busy for this anonymous work now. */
export function refuseBusy(res: Response, retryAfterSeconds: number, graphql: boolean): void {
  res.statusCode = 503;
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(graphql ? GRAPHQL_BUSY : REST_BUSY);
}

/**
 * A place for `workClass` held until the answer is sent or the client goes away; undefined when the
 * request was refused (and answered 503).
 */
export async function takePlace(
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

const isGraphql = (req: Request) => req.path === "/graphql" || req.path.startsWith("/graphql/");

/**
 * Admission for everything but /graphql (whose handler tells the class from the operation): members pass
 * once their session is checked; anonymous writes, API reads and pages each take a place of their class.
 */
export function admissionControl(
  admission: Admission,
  /** Whether the request's session token names a live session. */
  isMember: (req: Request, res: Response) => Promise<boolean>,
): RequestHandler {
  return async (req, res, next) => {
    if (isGraphql(req)) return next();
    if (tokenFromHeaders(req.headers) !== undefined && (await isMember(req, res).catch(() => false))) {
      admission.admitted("member");
      setWorkClass(res, "member");
      return next();
    }
    const workClass: GatedClass =
      req.method !== "GET" && req.method !== "HEAD"
        ? "write"
        : req.path.startsWith("/api/")
          ? "anonymous"
          : "page";
    if (await takePlace(admission, res, workClass, false)) next();
  };
}
