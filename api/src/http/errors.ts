import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { messages } from "@incident-watch/schema";
import { isAppError, RateLimitedError, restNamedCodes, ServiceUnavailableError } from "../core/errors.js";
import { databaseUnavailable, isDatabaseUnavailable, type DatabaseOutage } from "../infra/database-outage.js";
import type { Logger } from "../infra/logger.js";
import { setQuotaHeaders } from "./rate-limit-headers.js";

/**
 * Answers an AppError with its status and { message, messageKey, messageArgs } (plus `errors` per field, and `code` where the status
 * alone does not tell it); an unreachable database with 503 and Retry-After; anything else is logged and masked.
 */
export function sendError(res: Response, thrown: unknown, logger: Logger, outage?: DatabaseOutage): void {
  if (res.headersSent) return cutShort(res, thrown, logger);
  const error = isDatabaseUnavailable(thrown) ? databaseUnavailable(thrown, outage) : thrown;
  if (isAppError(error)) {
    if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) {
      res.set("Retry-After", String(error.retryAfterSeconds));
    }
    if (error instanceof RateLimitedError && error.quota !== undefined) setQuotaHeaders(res, error.quota);
    const { fields, fieldKeys, fieldArgs, messageKey, messageArgs } = error.extensions;
    res.status(error.status).json({
      message: error.message,
      messageKey,
      ...(messageArgs ? { messageArgs } : {}),
      ...(fields ? { errors: fields, errorKeys: fieldKeys } : {}),
      ...(fieldArgs ? { errorArgs: fieldArgs } : {}),
      ...(restNamedCodes.has(error.code) ? { code: error.code } : {}),
    });
    return;
  }
  logger.error("Unhandled error in REST route", { error: describe(error) });
  res.status(500).json(answer("internalError"));
}

/**
 * An answer that fails after its headers went out can no longer say so: it ends without its last chunk,
 * which a client sees as a broken download. A client that stopped reading is no fault of the server's.
 */
export function cutShort(res: Response, thrown: unknown, logger: Logger): void {
  if ((thrown as NodeJS.ErrnoException | undefined)?.code !== "ERR_STREAM_PREMATURE_CLOSE") {
    logger.error("REST answer failed after its headers were sent", { error: describe(thrown) });
  }
  res.destroy();
}

export function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** A REST body of one of schema's messages, with its key (docs/api.md, "Error messages by code"). */
export const answer = (messageKey: "notFound" | "requestTooLarge" | "badRequest" | "internalError") => ({
  message: messages[messageKey],
  messageKey,
});

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(answer("notFound"));
};

/** What body-parser and similar middleware put on the errors they pass on (the http-errors shape). */
interface HttpErrorFields {
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Body-parser and similar failures are the client's mistake, never a 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, expose, message }: HttpErrorFields =
      typeof error === "object" && error !== null ? error : {};
    if (status === 413) return void res.status(413).json(answer("requestTooLarge"));
    if (typeof status === "number" && status >= 400 && status < 500) {
      const exposed = expose === true && typeof message === "string";
      return void res
        .status(status)
        .json(exposed ? { message, messageKey: "badRequest" } : answer("badRequest"));
    }
    sendError(res, error, logger);
  };
}
