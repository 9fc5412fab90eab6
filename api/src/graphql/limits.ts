import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  getNamedType,
  isLeafType,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { createRequire } from "node:module";
import type * as QueryComplexity from "graphql-query-complexity";
import type { ComplexityEstimator } from "graphql-query-complexity";

// Its ESM build imports graphql's .mjs files, while type-graphql (like Node for every package) uses the
// CommonJS graphql: load the CommonJS build so the schema and the visitor come from one realm.
const { fieldExtensionsEstimator, getComplexity } = createRequire(import.meta.url)(
  "graphql-query-complexity",
) as typeof QueryComplexity;

/** One set of query limits for HTTP and WebSocket alike (SECURITY.md "GraphQL"). */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxTokens: 2000, maxCost: 5000 } as const;

export function createArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // counted by Apollo's own single parse (parseOptions in server.ts): armor's plugin would parse every new
    // query twice and turn a refusal into a 500
    maxTokens: { enabled: false },
    // cost is counted below, where the variables are known
    costLimit: { enabled: false },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: production },
  });
}

/** The largest `first` any field takes (events' 500); every field checks its own bound. */
const LARGEST_PAGE = 500;

/**
 * Cost counts the objects a query can return, the way GitHub's node limit does: each object field costs 1,
 * scalars are free, and a field taking `first` multiplies what is under it by that many items. A field
 * that returns a whole set at once declares its cost (type-graphql's `complexity` option, e.g. mapPoints).
 */
const objectCountEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (isLeafType(getNamedType(field.type))) return 0;
  // no field pages more than LARGEST_PAGE; a larger `first` is refused by the field itself (BAD_USER_INPUT
  // naming `first`, as documented), so the cost check must not refuse it first with a vaguer error
  // `last` (backward paging) sizes a page instead of `first`, which has a default
  const size: unknown = typeof args.last === "number" ? args.last : args.first;
  const first = typeof size === "number" ? Math.min(Math.max(size, 1), LARGEST_PAGE) : 1;
  return 1 + childComplexity * first;
};

export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [fieldExtensionsEstimator(), objectCountEstimator],
  });
}

export function tooCostly(cost: number): GraphQLError | undefined {
  if (cost <= QUERY_LIMITS.maxCost) return undefined;
  return new GraphQLError(
    `Query is too costly: it may return ${cost} objects, the limit is ${QUERY_LIMITS.maxCost}. Ask for fewer items per page.`,
    {
      extensions: {
        code: "GRAPHQL_VALIDATION_FAILED",
        cost,
        maxCost: QUERY_LIMITS.maxCost,
        http: { status: 400 },
      },
    },
  );
}

const COSTS_KEPT_PER_DOCUMENT = 64;

/**
 * Refuses an HTTP operation whose cost, with its variables, is over the limit. Apollo hands every request
 * of the same query text the same validated document, so the cost is counted once per document and
 * variables, not walked again on each request.
 */
export function costLimitPlugin<T extends object>(): ApolloServerPlugin<T> {
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let known = costs.get(document);
          if (!known) costs.set(document, (known = new Map<string, number>()));
          const key = `${request.operationName ?? ""}:${JSON.stringify(request.variables ?? {})}`;
          let cost = known.get(key);
          if (cost === undefined) {
            try {
              cost = queryCost(schema, document, request.variables, request.operationName);
            } catch (error) {
              // getComplexity throws on variables that do not fit the operation: the client's mistake
              throw new GraphQLError((error as Error).message, {
                extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
              });
            }
            if (known.size >= COSTS_KEPT_PER_DOCUMENT) known.clear();
            known.set(key, cost);
          }
          const error = tooCostly(cost);
          if (error) throw error;
        },
      };
    },
  };
}

const DOCUMENTS_KEPT = 256;

type ValidationRules = ReturnType<ApolloArmor["protect"]>["validationRules"];

/**
 * Documents that parsed and validated, by query text, per schema and rules: every page sends the same few
 * subscriptions, and a thousand pages coming back after a restart need them checked once, not a thousand
 * times. With their costs, by operation and variables.
 */
type CheckedDocuments = Map<string, { document: DocumentNode; costs: Map<string, number> }>;
const checkedDocuments = new WeakMap<object, CheckedDocuments>();

function checkedBefore(schema: GraphQLSchema, rules: ValidationRules): CheckedDocuments {
  const key = rules ?? schema;
  let known = checkedDocuments.get(key);
  if (!known) checkedDocuments.set(key, (known = new Map() as CheckedDocuments));
  return known;
}

/** For the socket path, which runs graphql-js directly: parse with the token cap, validate, count cost. */
export function parseAndValidate(
  schema: GraphQLSchema,
  query: string,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
  rules: ValidationRules,
): { document: DocumentNode } | { errors: readonly Error[] } {
  const known = checkedBefore(schema, rules);
  let checked = known.get(query);
  if (!checked) {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
    } catch (error) {
      return { errors: [error as Error] };
    }
    const errors = validate(schema, document, [...specifiedRules, ...(rules ?? [])]);
    if (errors.length) return { errors };
    if (known.size >= DOCUMENTS_KEPT) known.clear();
    known.set(query, (checked = { document, costs: new Map() }));
  }
  const { document, costs } = checked;
  try {
    // serialised inside the try: a client's variables are whatever it sent
    const costKey = `${operationName ?? ""}:${JSON.stringify(variables ?? {})}`;
    let cost = costs.get(costKey);
    if (cost === undefined) {
      cost = queryCost(schema, document, variables ?? undefined, operationName);
      if (costs.size >= COSTS_KEPT_PER_DOCUMENT) costs.clear();
      costs.set(costKey, cost);
    }
    const costError = tooCostly(cost);
    return costError ? { errors: [costError] } : { document };
  } catch (error) {
    // getComplexity throws on variables that do not fit the operation: the client's mistake, as over HTTP
    const message = (error as Error).message;
    return { errors: [new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } })] };
  }
}
