import { ApolloArmor } from "@escape.tech/graphql-armor";
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from "graphql";

/** One set of query limits for HTTP and WebSocket alike (SECURITY.md "GraphQL"). */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxTokens: 2000, maxCost: 5000 } as const;

export function createArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: production },
  });
}

/** For the socket path, which runs graphql-js directly: parse with the token cap, then validate. */
export function parseAndValidate(
  schema: GraphQLSchema,
  query: string,
  rules: ReturnType<ApolloArmor["protect"]>["validationRules"],
): { document: DocumentNode } | { errors: readonly Error[] } {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    return { errors: [error as Error] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...(rules ?? [])]);
  return errors.length ? { errors } : { document };
}
