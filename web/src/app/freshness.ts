import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from "@apollo/client";
import { getOperationAST, OperationTypeNode } from "graphql";
import { tap } from "rxjs";
import { isOfflineCopy } from "./offlineCopy";
import { queryPolicy } from "./queryPolicy";

/** Spec §9: how long a query's result counts as fresh (its policy's stale time). */
export const staleAfterMs = (name: string): number => queryPolicy(name).staleMs;

const keyOf = (name: string, variables: unknown) => `${name}\n${JSON.stringify(variables ?? {})}`;

/** When each query (by name and variables) was last answered by the server. */
export class FetchTimes {
  private readonly times = new Map<string, number>();

  constructor(readonly now: () => number = Date.now) {}

  answered(name: string, variables: unknown, at: number = this.now()): void {
    this.times.set(keyOf(name, variables), at);
  }

  /** Milliseconds since the server last answered; Infinity when it never did. */
  age(name: string, variables: unknown): number {
    const at = this.times.get(keyOf(name, variables));
    return at === undefined ? Infinity : this.now() - at;
  }

  isStale(name: string, variables: unknown): boolean {
    return this.age(name, variables) >= staleAfterMs(name);
  }
}

/** Notes the time of every query answer that came from the server. */
export function createFetchTimesLink(times: FetchTimes): ApolloLink {
  return new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.QUERY
      ? forward(operation).pipe(
          // a kept copy is not an answer: the query stays as stale as it was
          tap(
            (result) =>
              isOfflineCopy(result) || times.answered(operation.operationName ?? "", operation.variables),
          ),
        )
      : forward(operation),
  );
}

/**
 * A query mounted without a fetch policy of its own shows what the cache has and asks the server again
 * only when that is stale (30 s; 5 s for threads and posts; 5 min for the member's own session).
 */
export function fetchPolicyFor(
  times: FetchTimes,
  query: DocumentNode,
  variables: OperationVariables | undefined,
) {
  const name = getOperationAST(query)?.name?.value ?? "";
  return times.isStale(name, variables) ? ("cache-and-network" as const) : ("cache-first" as const);
}

/**
 * When the window gets focus back: thread, post and session queries on screen are fetched again, the
 * others only when their data is over 2 minutes old. Returns the function that stops listening.
 */
export function refetchOnFocus(client: ApolloClient, times: FetchTimes, target: Window = window): () => void {
  let last = 0;
  const onFocus = () => {
    // focus and visibilitychange come together: one refetch for both
    if (document.visibilityState === "hidden" || Date.now() - last < 1_000) return;
    last = Date.now();
    for (const query of client.getObservableQueries("active")) {
      const name = getOperationAST(query.query)?.name?.value ?? "";
      const after = queryPolicy(name).focusRefetchAfterMs;
      if (after === 0 || times.age(name, query.variables) > after) void query.refetch().catch(() => {});
    }
  };
  target.addEventListener("focus", onFocus);
  target.document.addEventListener("visibilitychange", onFocus);
  return () => {
    target.removeEventListener("focus", onFocus);
    target.document.removeEventListener("visibilitychange", onFocus);
  };
}
