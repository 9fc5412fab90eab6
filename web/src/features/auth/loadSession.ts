import type { ApolloClient } from "@apollo/client";
import { CURRENT_USER_POLICY, retryDelayMs } from "../../app/queryPolicy";
import { shouldRetry } from "../../app/queryRetry";
import { describeFailure, isForbidden, isUnauthenticated } from "../../lib/callFailure";
import { meQuery } from "./auth.graphql";
import type { AuthUser } from "./authStorage";

/** What the current-user call says about the stored token (spec §4). */
export type SessionOutcome =
  | { type: "user"; user: AuthUser }
  /** 401 or no user for the token: credentials are dead and get cleared */
  | { type: "unauthenticated" }
  /** 403: no user, but the stored credentials stay */
  | { type: "forbidden" }
  /** offline or no answer: the cached user serves */
  | { type: "unreachable" }
  /** any other failure: no user, credentials kept for the next try */
  | { type: "failed" };

interface Attempt {
  outcome: SessionOutcome;
  error?: unknown;
}

async function askOnce(client: ApolloClient): Promise<Attempt> {
  try {
    const { data } = await client.query({ query: meQuery, fetchPolicy: "network-only" });
    return { outcome: data?.me ? { type: "user", user: data.me } : { type: "unauthenticated" } };
  } catch (error) {
    const failure = describeFailure(error);
    if (isUnauthenticated(failure)) return { outcome: { type: "unauthenticated" } };
    if (isForbidden(failure)) return { outcome: { type: "forbidden" } };
    if (failure.kind !== "answer") return { outcome: { type: "unreachable" }, error };
    return { outcome: { type: "failed" }, error };
  }
}

/**
 * The current-user call under its policy (spec §9: one retry, 1 s later; the HTTP link does not retry it
 * again), so a page whose server is down falls back to the cached user within a few seconds. Offline,
 * no retry: the cached user serves at once.
 */
export async function loadSession(
  client: ApolloClient,
  delayMs: (retry: number) => number = retryDelayMs,
): Promise<SessionOutcome> {
  for (let retry = 1; ; retry += 1) {
    const { outcome, error } = await askOnce(client);
    if (error === undefined || !navigator.onLine || !shouldRetry(retry, CURRENT_USER_POLICY, error))
      return outcome;
    await new Promise((resolve) => setTimeout(resolve, delayMs(retry)));
  }
}
