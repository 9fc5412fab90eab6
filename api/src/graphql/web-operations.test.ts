import {
  Kind,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import * as webOperations from "../../../web/src/gql/graphql.js";
import { createArmor, parseAndValidate } from "./limits.js";
import { buildAppSchema } from "./schema.js";

// Every operation the web app sends, as it sends it (Apollo Client prints the generated document,
// fragments included), checked by the server's own parse, validation and cost limits: a page whose query
// nests past the depth limit, or asks for more objects than the cost limit allows, fails here and not in
// a reader's browser.
const documents = Object.entries(webOperations as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith("Document") &&
    (entry[1] as DocumentNode).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ),
);

/** A value of the type for a variable the operation requires (the cost is counted with its variables). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  return { Int: 1, Float: 0, Boolean: false }[inner.name] ?? "1";
}

function requiredVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
      .map((definition) => [
        definition.variable.name.value,
        sample(typeFromAST(schema, definition.type) as GraphQLInputType),
      ]),
  );
}

describe("the web app's operations", () => {
  let schema: GraphQLSchema;
  const rules = createArmor(true).protect().validationRules;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  it("are all found", () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)("%s passes the server's depth, alias, token and cost limits", (_, document) => {
    const variables = requiredVariables(schema, document);
    const checked = parseAndValidate(schema, print(document), variables, undefined, rules);
    expect("errors" in checked ? checked.errors.map((error) => error.message) : []).toEqual([]);
  });
});
