import express, { type Request, type RequestHandler } from "express";
import { assertNoControlCharacters } from "../core/input-text.js";
import { answer } from "./errors.js";

/** The most a JSON request body (REST or GraphQL) may hold. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** The deepest a JSON request body may nest arrays and objects; no form or query needs more than a few. */
export const BODY_MAX_DEPTH = 64;

const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests deeper than `limit`, read in one pass before anything parses or walks it. */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash escapes the next character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (OPENERS.has(byte) && ++depth > limit) return true;
    else if (CLOSERS.has(byte)) depth--;
  }
  return false;
}

/** A body the client got wrong: 400, its message shown to the client. */
const badBody = (message: string) => Object.assign(new Error(message), { status: 400, expose: true });
const tooDeep = () => badBody(`JSON may nest at most ${BODY_MAX_DEPTH} levels deep`);

/** A REST request's JSON body, read field by field; a field of the wrong kind counts as missing. */
export interface RequestBody {
  /** The field as a string, or "" (so a missing field gets the spec's "required" message, not a 500). */
  text(field: string): string;
  /** The field as a string, or undefined. */
  optionalText(field: string): string | undefined;
  /** A coordinate as sent: a number or a numeric string (validated by the shared rules), else undefined. */
  coordinate(field: string): string | number | undefined;
  /** True only when the field is the JSON value true. */
  flag(field: string): boolean;
}

/** The one way REST routes read their body. */
export function requestBody(req: Request): RequestBody {
  const body: unknown = req.body;
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const optionalText = (field: string) => {
    const value = fields[field];
    return typeof value === "string" ? value : undefined;
  };
  return {
    text: (field) => optionalText(field) ?? "",
    optionalText,
    coordinate: (field) => {
      const value = fields[field];
      return typeof value === "number" || typeof value === "string" ? value : undefined;
    },
    flag: (field) => fields[field] === true,
  };
}

/**
 * Refuses a body declared larger than the limit at once, before a byte of it is read (the JSON parser
 * would read all of it first), then refuses one nested deeper than BODY_MAX_DEPTH (400) before parsing,
 * then parses JSON bodies up to the limit. REST and GraphQL read their bodies here.
 */
export function jsonBody(limitBytes = BODY_LIMIT_BYTES): RequestHandler[] {
  const refuseOversize: RequestHandler = (req, res, next) => {
    // only JSON bodies: routes that read raw bytes (avatar uploads) apply their own, larger limit
    const declared = Number(req.get("content-length"));
    if (!(declared > limitBytes) || !req.is("application/json")) return next();
    res.set("Connection", "close").status(413).json(answer("requestTooLarge"));
  };
  const verify = (_req: unknown, _res: unknown, bytes: Buffer) => {
    if (jsonNestsDeeperThan(bytes, BODY_MAX_DEPTH)) throw tooDeep();
  };
  return [refuseOversize, plainJson, express.json({ limit: limitBytes, verify })];
}

const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The body most requests carry (JSON in UTF-8, its length declared, not compressed) read straight into
 * `req.body`, with the rules express.json applies: an empty body is {}, the text must be an object or an
 * array, no deeper than BODY_MAX_DEPTH. Any other body goes on to express.json, whose stream and
 * async-resource plumbing was 8 % of a `{ __typename }`'s time (docs/benchmarks.md). The size limit was
 * checked from the declared length before (refuseOversize).
 */
const plainJson: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers["content-length"]);
  const plain =
    Number.isInteger(declared) &&
    req.headers["content-encoding"] === undefined &&
    PLAIN_JSON.test(req.headers["content-type"] ?? "");
  if (!plain || req.readableEnded) return next();
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.once("error", () => next(badBody("request aborted")));
  req.once("end", () => {
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    if (bytes.length !== declared) return next(badBody("request size did not match content length"));
    if (jsonNestsDeeperThan(bytes, BODY_MAX_DEPTH)) return next(tooDeep());
    // a byte-order mark is dropped, and a malformed sequence read as U+FFFD, as express.json reads them
    const text = new TextDecoder().decode(bytes);
    const first = text.trimStart()[0];
    if (text === "") req.body = {};
    else if (first !== "{" && first !== "[") return next(badBody(`Unexpected token ${first} in JSON`));
    else {
      try {
        req.body = JSON.parse(text) as unknown;
      } catch (error) {
        return next(badBody((error as Error).message));
      }
    }
    next();
  });
};

/** Every REST request's input is checked once here: no control characters in any body or query string. */
export function assertCleanRequest(req: Request): void {
  assertNoControlCharacters(req.body, "body");
  assertNoControlCharacters(req.query, "query");
}
