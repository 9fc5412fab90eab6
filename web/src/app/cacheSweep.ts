import type { ApolloClient, DocumentNode, OperationVariables } from "@apollo/client";
import { getOperationAST, Kind, valueFromASTUntyped, type FieldNode } from "graphql";
import { keyOf, type CacheLifetime } from "./cacheLifetime";
import { queryPolicy } from "./queryPolicy";

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

/** Evicts what has been unwatched too long; returns the names and variables that went. */
export function sweep(
  lifetime: CacheLifetime,
  client: ApolloClient,
): Array<{ name: string; variables: OperationVariables }> {
  const now = lifetime.now();
  // a field a query on screen also reads stays: evicting it would only make that query ask again
  const shown = new Set<string>();
  for (const watched of client.getObservableQueries("active")) {
    const name = getOperationAST(watched.query)?.name?.value ?? "";
    const kept = lifetime.kept.get(keyOf(name, watched.variables));
    if (kept) kept.usedAt = now;
    for (const field of rootFields(watched.query, watched.variables ?? {})) shown.add(field.fieldName);
  }
  const evicted = [];
  for (const [key, kept] of lifetime.kept) {
    if (now - kept.usedAt < queryPolicy(kept.name).cacheMs) continue;
    for (const field of rootFields(kept.query, kept.variables))
      if (!shown.has(field.fieldName)) client.cache.evict({ id: "ROOT_QUERY", ...field });
    lifetime.kept.delete(key);
    evicted.push({ name: kept.name, variables: kept.variables });
  }
  if (evicted.length) client.cache.gc();
  return evicted;
}
