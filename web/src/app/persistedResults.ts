import { ApolloLink, type ApolloCache, type DocumentNode, type OperationVariables } from "@apollo/client";
import { getOperationAST, OperationTypeNode } from "graphql";
import { tap } from "rxjs";
import type { FetchTimes } from "./freshness";
import { isOfflineCopy } from "./offlineCopy";

/**
 * Spec §9: results of queries about the forum, users or categories are kept in local storage (staff
 * screens' are not: a shared computer would keep them; nor a member's watch level, which they change on
 * the page and would otherwise see come back as it was)…
 */
const PERSISTED = /^(?!Admin)(?!.*WatchLevel).*(forum|user|category)/i;
/** …for the cache's lifetime of 5 minutes. */
export const PERSISTED_MAX_AGE_MS = 5 * 60_000;
const PREFIX = "apollo-result:";

const keyOf = (name: string, variables: unknown) => `${PREFIX}${name}:${JSON.stringify(variables ?? {})}`;

interface Stored {
  at: number;
  data: unknown;
}

/** Keeps every answer of a persisted query, with its time. Storage that is full or off is skipped. */
export function createPersistLink(times: Pick<FetchTimes, "now">): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? "";
    if (operation.operationType !== OperationTypeNode.QUERY || !PERSISTED.test(name))
      return forward(operation);
    return forward(operation).pipe(
      tap((result) => {
        if (!result.data || result.errors?.length || isOfflineCopy(result)) return;
        try {
          const stored: Stored = { at: times.now(), data: result.data };
          localStorage.setItem(keyOf(name, operation.variables), JSON.stringify(stored));
        } catch {
          // private mode or a full quota: the cache in memory still works
        }
      }),
    );
  });
}

/**
 * Before a persisted query is first shown in this page's life, the answer kept from an earlier visit (if
 * under 5 minutes old) goes into the cache, with its time, so the page shows it at once and the
 * freshness rules decide whether to ask the server again.
 */
export function restorePersisted(
  cache: ApolloCache,
  times: FetchTimes,
  query: DocumentNode,
  variables: OperationVariables | undefined,
): void {
  const name = getOperationAST(query)?.name?.value ?? "";
  if (!PERSISTED.test(name) || times.age(name, variables) !== Infinity) return;
  try {
    const text = localStorage.getItem(keyOf(name, variables));
    const stored = text ? (JSON.parse(text) as Stored) : null;
    if (!stored || times.now() - stored.at > PERSISTED_MAX_AGE_MS) return;
    cache.writeQuery({ query, variables, data: stored.data as never });
    times.answered(name, variables, stored.at);
  } catch {
    // unreadable or from an older shape of the query: the server answers instead
  }
}

/** Forgets every kept answer (at sign-out: a member's unread marks are theirs). */
export function clearPersistedResults(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage off: nothing was kept
  }
}
