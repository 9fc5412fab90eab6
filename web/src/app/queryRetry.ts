import { CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";
import { MUTATION_NETWORK_RETRIES, queryPolicy, retryDelayMs, type QueryPolicy } from "./queryPolicy";

// Spec §8: an answer that says the thing is missing or not allowed will say so again
const FINAL_ANSWER = /Not Found|Unauthorized|Forbidden/i;
const FINAL_STATUSES = new Set([401, 403, 404]);

/** The request never got an answer: no connection, a timeout, a dropped socket. */
export function isNetworkFailure(error: unknown): boolean {
  return !ServerError.is(error) && !ServerParseError.is(error) && !CombinedGraphQLErrors.is(error);
}

/** An answer that asking again will not change: a 401/403/404, or one that says so. */
export function isFinalAnswer(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (FINAL_ANSWER.test(message)) return true;
  return (ServerError.is(error) || ServerParseError.is(error)) && FINAL_STATUSES.has(error.statusCode);
}

/**
 * Whether a failed call is tried again under `policy`; `retry` is the retry it would be, from 1. Whoever
 * retries (the HTTP link or the feature that made the call) asks here.
 */
export function shouldRetry(
  retry: number,
  policy: Pick<QueryPolicy, "retries" | "networkRetries">,
  error: unknown,
): boolean {
  if (isFinalAnswer(error)) return false;
  return retry <= (isNetworkFailure(error) ? policy.networkRetries : policy.retries);
}

/**
 * Retries over HTTP per spec §8 and §9: queries as their policy says, unless the feature that made the
 * call retries it itself; mutations only when no answer came. Answers carrying GraphQL errors are
 * answers, never seen here.
 */
export function createRetryLink(delayMs: (retry: number) => number = retryDelayMs): RetryLink {
  return new RetryLink({
    delay: (retry) => delayMs(retry),
    attempts: (retry, operation, error: ErrorLike) => {
      if (operation.operationType === OperationTypeNode.MUTATION)
        return isNetworkFailure(error) && retry <= MUTATION_NETWORK_RETRIES;
      if (operation.operationType !== OperationTypeNode.QUERY) return false;
      const policy = queryPolicy(operation.operationName);
      return policy.retriedBy === "link" && shouldRetry(retry, policy, error);
    },
  });
}
