import { CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";

/** Spec §9: the first retry after 1 s, then twice as long each time, never more than 30 s apart. */
export const RETRY_DELAY = { initial: 1_000, max: 30_000, jitter: false } as const;
/** Spec §9: queries are retried twice, three times after a network failure; mutations twice, only then. */
export const QUERY_RETRIES = 2;
export const QUERY_NETWORK_RETRIES = 3;
export const MUTATION_NETWORK_RETRIES = 2;

// Spec §8: an answer that says the thing is missing or not allowed will say so again
const FINAL_ANSWER = /Not Found|Unauthorized|Forbidden/i;
const FINAL_STATUSES = new Set([401, 403, 404]);

/** The request never got an answer: no connection, a timeout, a dropped socket. */
export function isNetworkFailure(error: ErrorLike): boolean {
  return !ServerError.is(error) && !ServerParseError.is(error) && !CombinedGraphQLErrors.is(error);
}

/** Whether a failed operation is tried again; `attempt` counts the retries, from 1. */
export function shouldRetry(attempt: number, operationType: OperationTypeNode, error: ErrorLike): boolean {
  const network = isNetworkFailure(error);
  if (operationType === OperationTypeNode.MUTATION) return network && attempt <= MUTATION_NETWORK_RETRIES;
  if (operationType !== OperationTypeNode.QUERY) return false;
  if (network) return attempt <= QUERY_NETWORK_RETRIES;
  if (FINAL_ANSWER.test(error.message)) return false;
  if ((ServerError.is(error) || ServerParseError.is(error)) && FINAL_STATUSES.has(error.statusCode))
    return false;
  return attempt <= QUERY_RETRIES;
}

/** Retries over HTTP per spec §8 and §9; answers with GraphQL errors are answers, never retried. */
export function createRetryLink(delay: RetryLink.DelayOptions = RETRY_DELAY): RetryLink {
  return new RetryLink({
    delay,
    attempts: (attempt, operation, error) => shouldRetry(attempt, operation.operationType, error),
  });
}
