import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import { BODY_MAX_DEPTH } from "../http/body.js";
import { liveRequestError } from "./format-error.js";
import { checkOperationInput } from "./input-check.js";
import { parseAndValidate } from "./limits.js";

/** One operation as a live transport received it: a graphql-ws `subscribe` payload, or a stream's body. */
export interface OperationRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export interface CheckedOperation {
  query: string;
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A request that is no GraphQL operation at all: refused whole, HTTP 400 where there is a status. */
function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });
}

/** The shape graphql-ws requires of a `subscribe` payload (it closes a socket sending another with 4400). */
function shapeError(request: unknown): GraphQLError | undefined {
  if (!isObject(request)) return badRequest("The body must be one JSON object: { query, variables }.");
  const { query, variables, operationName, extensions } = request;
  if (typeof query !== "string") return badRequest("query must be a string.");
  if (variables != null && !isObject(variables)) return badRequest("variables must be an object.");
  if (operationName != null && typeof operationName !== "string")
    return badRequest("operationName must be a string.");
  if (extensions != null && !isObject(extensions)) return badRequest("extensions must be an object.");
  return undefined;
}

/**
 * Whether a value nests objects and arrays deeper than `limit`, walked without recursion: a socket's
 * message is parsed before anything sees it, and a value 10,000 levels deep would overflow the stack of
 * whatever walks it recursively (JSON.stringify included).
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

/**
 * The one check of an operation a live transport was sent (the socket and the stream alike), before
 * anything runs: its shape, the variables' depth (as HTTP bodies', BODY_MAX_DEPTH), parsing with the token
 * cap, validation with the armor's rules and the cost limit, then the input check. Every refusal carries a
 * client code (and the HTTP status a stream answers a malformed request with).
 */
export function checkOperation(
  schema: GraphQLSchema,
  rules: Parameters<typeof parseAndValidate>[4],
  request: unknown,
): CheckedOperation | { errors: GraphQLError[] } {
  const malformed = shapeError(request);
  if (malformed) return { errors: [malformed] };
  const { query, variables, operationName } = request as {
    query: string;
    variables?: Record<string, unknown> | null;
    operationName?: string | null;
  };
  if (nestsDeeperThan(variables, BODY_MAX_DEPTH)) {
    const message = `Variables may nest at most ${BODY_MAX_DEPTH} levels deep.`;
    return { errors: [new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } })] };
  }
  const checked = parseAndValidate(schema, query, variables, operationName, rules);
  if ("errors" in checked) return { errors: checked.errors.map(liveRequestError) };
  const inputError = checkOperationInput(schema, checked.document, operationName, variables);
  if (inputError) return { errors: [liveRequestError(inputError)] };
  return {
    query,
    document: checked.document,
    variables: variables ?? undefined,
    operationName: operationName ?? undefined,
  };
}
