import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  TypeInfo,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { ValidationError } from "../core/errors.js";
import { controlCharacterFields } from "../core/input-text.js";

const BAD_REQUEST = { status: 400 } as const;

/** A client's mistake found before execution: HTTP 400 on the graphql-response+json media type. */
function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: BAD_REQUEST } });
}

/**
 * The one check of every GraphQL operation's input, before anything runs: variables are coerced to their
 * declared types (a wrong type, a missing or unknown input field, an unknown enum value is refused), then
 * every argument of every field, as its resolver would receive it, is searched for control characters.
 * Doing it here rather than in resolvers means a mutation with two fields never half-runs.
 */
export function checkOperationInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return undefined; // graphql-js reports the missing or ambiguous operation itself
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, {
    maxErrors: 1,
  });
  if (variables.errors) return badInput(variables.errors[0]!.message);
  const found: Record<string, string> = {};
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field?.args.length) return;
        try {
          const args = getArgumentValues(field, node, variables.coerced);
          for (const [name, value] of Object.entries(args)) controlCharacterFields(value, name, found);
        } catch {
          // a fragment only another operation uses, with that operation's variables: not run here
        }
      },
    }),
  );
  if (Object.keys(found).length === 0) return undefined;
  const error = new ValidationError(found);
  error.extensions.http = BAD_REQUEST;
  return error;
}

const CLEAN_INPUTS_KEPT_PER_DOCUMENT = 64;

/**
 * Runs the input check on every HTTP operation, once its document is known. Apollo hands every request of
 * the same query text the same document, so input found clean is remembered per document and variables:
 * the walk over the document runs once, not on every request. Refusals are not kept (they are rare).
 */
export function inputCheckPlugin<T extends object>(): ApolloServerPlugin<T> {
  const clean = new WeakMap<DocumentNode, Set<string>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let known = clean.get(document);
          if (!known) clean.set(document, (known = new Set<string>()));
          const key = `${request.operationName ?? ""}:${JSON.stringify(request.variables ?? {})}`;
          if (known.has(key)) return;
          const error = checkOperationInput(schema, document, request.operationName, request.variables);
          if (error) throw error;
          if (known.size >= CLEAN_INPUTS_KEPT_PER_DOCUMENT) known.clear();
          known.add(key);
        },
      };
    },
  };
}
