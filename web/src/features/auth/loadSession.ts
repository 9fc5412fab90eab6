import type { ApolloClient } from "@apollo/client";
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

const RETRY_DELAY_MS = 1_000;

async function askOnce(client: ApolloClient): Promise<SessionOutcome> {
  try {
    const { data } = await client.query({ query: meQuery, fetchPolicy: "network-only" });
    return data?.me ? { type: "user", user: data.me } : { type: "unauthenticated" };
  } catch (error) {
    const failure = describeFailure(error);
    if (isUnauthenticated(failure)) return { type: "unauthenticated" };
    if (isForbidden(failure)) return { type: "forbidden" };
    if (failure.kind !== "answer") return { type: "unreachable" };
    return { type: "failed" };
  }
}

/** The current-user call, retried once when no answer came (spec §9: one retry). */
export async function loadSession(
  client: ApolloClient,
  retryDelayMs = RETRY_DELAY_MS,
): Promise<SessionOutcome> {
  const first = await askOnce(client);
  if (first.type !== "unreachable" || !navigator.onLine) return first;
  await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
  return askOnce(client);
}
