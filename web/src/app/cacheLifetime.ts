import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from "@apollo/client";
import { getOperationAST, Kind, OperationTypeNode, valueFromASTUntyped, type FieldNode } from "graphql";
import { tap } from "rxjs";
import { queryPolicy } from "./queryPolicy";

/** How often answers nobody watches are looked for. */
export const SWEEP_EVERY_MS = 30_000;

interface Kept {
  name: string;
  query: DocumentNode;
  variables: OperationVariables;
  /** When a query on screen last showed it, or the server last answered it. */
  usedAt: number;
}

const keyOf = (name: string, variables: unknown) => `${name}\n${JSON.stringify(variables ?? {})}`;

/** The query's top-level fields with their arguments, as the cache stores them under ROOT_QUERY. */
function rootFields(query: DocumentNode, variables: OperationVariables) {
  const selections = getOperationAST(query)?.selectionSet.selections ?? [];
  return selections
    .filter((selection): selection is FieldNode => selection.kind === Kind.FIELD)
    .map((field) => ({
      fieldName: field.name.value,
      args: field.arguments?.length
        ? Object.fromEntries(
            field.arguments.map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]),
          )
        : undefined,
    }));
}

/**
 * Spec §9's cache time: an answer no query on screen has shown for its policy's `cacheMs` (5 minutes;
 * the member's own session 10) is dropped from memory, and the next page that needs it asks the server.
 */
export class CacheLifetime {
  private readonly kept = new Map<string, Kept>();

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

  /** Evicts what has been unwatched too long; returns the names and variables that went. */
  sweep(client: ApolloClient): Array<{ name: string; variables: OperationVariables }> {
    const now = this.now();
    // a field a query on screen also reads stays: evicting it would only make that query ask again
    const shown = new Set<string>();
    for (const watched of client.getObservableQueries("active")) {
      const name = getOperationAST(watched.query)?.name?.value ?? "";
      const kept = this.kept.get(keyOf(name, watched.variables));
      if (kept) kept.usedAt = now;
      for (const field of rootFields(watched.query, watched.variables ?? {})) shown.add(field.fieldName);
    }
    const evicted = [];
    for (const [key, kept] of this.kept) {
      if (now - kept.usedAt < queryPolicy(kept.name).cacheMs) continue;
      for (const field of rootFields(kept.query, kept.variables))
        if (!shown.has(field.fieldName)) client.cache.evict({ id: "ROOT_QUERY", ...field });
      this.kept.delete(key);
      evicted.push({ name: kept.name, variables: kept.variables });
    }
    if (evicted.length) client.cache.gc();
    return evicted;
  }

  /** Sweeps every 30 s; returns the function that stops it. */
  sweepEvery(client: ApolloClient, everyMs: number = SWEEP_EVERY_MS): () => void {
    const timer = setInterval(() => this.sweep(client), everyMs);
    return () => clearInterval(timer);
  }
}
