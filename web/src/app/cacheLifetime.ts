import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { tap } from "rxjs";

/** How often answers nobody watches are looked for. */
export const SWEEP_EVERY_MS = 30_000;

export interface Kept {
  name: string;
  query: DocumentNode;
  variables: OperationVariables;
  /** When a query on screen last showed it, or the server last answered it. */
  usedAt: number;
}

export const keyOf = (name: string, variables: unknown) => `${name}\n${JSON.stringify(variables ?? {})}`;

/**
 * Spec §9's cache time: an answer no query on screen has shown for its policy's `cacheMs` (5 minutes;
 * the member's own session 10) is dropped from memory, and the next page that needs it asks the server.
 */
export class CacheLifetime {
  /** Each answer the server gave, by query name and variables. */
  readonly kept = new Map<string, Kept>();

  constructor(readonly now: () => number = Date.now) {}

  /** Notes the time of every query answer that came from the server. */
  link(): ApolloLink {
    return new ApolloLink((operation, forward) => {
      if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
      const name = operation.operationName ?? "";
      const { query, variables } = operation;
      return forward(operation).pipe(
        tap(() => this.kept.set(keyOf(name, variables), { name, query, variables, usedAt: this.now() })),
      );
    });
  }

  /** Sweeps every 30 s; returns the function that stops it. */
  sweepEvery(client: ApolloClient, everyMs: number = SWEEP_EVERY_MS): () => void {
    // the sweep's code loads with the first sweep, not with the page
    const timer = setInterval(
      () => void import("./cacheSweep").then(({ sweep }) => sweep(this, client)),
      everyMs,
    );
    return () => clearInterval(timer);
  }
}
