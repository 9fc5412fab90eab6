import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { messageKeyOf, messages } from "@incident-watch/schema";
import { isAppError } from "../core/errors.js";
import { databaseUnavailable, isDatabaseUnavailable, type DatabaseOutage } from "../infra/database-outage.js";
import type { Logger } from "../infra/logger.js";
import { hintRequestError } from "../modules/index.js";

// Apollo's own codes for a malformed or invalid request: safe to show as they are.
const REQUEST_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "PERSISTED_QUERY_HASH_MISMATCH",
  "OPERATION_RESOLUTION_FAILURE",
]);

const APQ_MISMATCH = "provided sha does not match query";

/**
 * Our AppErrors and request errors pass through; an unreachable database becomes SERVICE_UNAVAILABLE;
 * anything else is logged and replaced.
 */
export function createFormatError(logger: Logger, outage?: DatabaseOutage) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = isDatabaseUnavailable(unwrapped) ? databaseUnavailable(unwrapped, outage) : unwrapped;
    if (isAppError(original)) {
      // http (status and headers) is for the transport, not the client
      const { http: _http, ...extensions } = original.extensions;
      return { ...formatted, message: original.message, extensions };
    }
    // Apollo answers a persisted query whose hash is not its text's with 400 but no code of its own
    const code =
      formatted.message === APQ_MISMATCH && !formatted.path
        ? "PERSISTED_QUERY_HASH_MISMATCH"
        : formatted.extensions?.code;
    if (typeof code === "string" && REQUEST_CODES.has(code) && !formatted.path) {
      const message = hintRequestError(formatted.message);
      const messageKey = messageKeyOf(message, code === "BAD_USER_INPUT" ? code : "BAD_REQUEST");
      return { message, locations: formatted.locations, extensions: { code, messageKey } };
    }
    logger.error("Unexpected GraphQL error", {
      path: formatted.path,
      error: original instanceof Error ? (original.stack ?? original.message) : String(original),
    });
    return {
      message: messages.internalError,
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR", messageKey: "internalError" },
    };
  };
}

/**
 * A refused operation as a live transport (the socket or the stream) sends it: with the code and the
 * filter hint HTTP gives it (graphql-js's own errors have neither), and without the HTTP status.
 */
export function liveRequestError(error: Error): GraphQLError {
  const original = error instanceof GraphQLError ? error : new GraphQLError(error.message);
  const { http: _http, ...extensions } = original.extensions;
  const parsed = original.message.startsWith("Syntax Error");
  extensions.code ??= parsed ? "GRAPHQL_PARSE_FAILED" : "GRAPHQL_VALIDATION_FAILED";
  const { nodes, source, positions } = original;
  return new GraphQLError(hintRequestError(original.message), { nodes, source, positions, extensions });
}
