import { Kind, parse } from "graphql";

/** What GraphiQL asks the fetcher to run. */
export interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * GraphiQL can still pass the previous tab's operation name for a moment after a tab switch: Execute then
 * failed with "Unknown operation named …". A name the query does not define gives way to the query's
 * only operation.
 */
export function withKnownOperation(params: Params): Params {
  try {
    const operations = parse(params.query).definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const names = operations.map((operation) => operation.name?.value);
    if (params.operationName && !names.includes(params.operationName) && operations.length === 1) {
      return { ...params, operationName: names[0] ?? null };
    }
  } catch {
    // not a query: the server says what is wrong with it
  }
  return params;
}
