import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
} from "graphql";
import { describe, expect, it } from "vitest";

/** What researchers call (docs/research-api.md): these roots and every type they reach. */
const RESEARCH_QUERIES = [
  "events",
  "event",
  "incidentVersion",
  "mapPoints",
  "mapClusters",
  "incidentStatistics",
  "countries",
  "withdrawnEvents",
  "dataVersion",
  "citation",
  "licence",
];
const RESEARCH_SUBSCRIPTIONS = ["incidentChanged"];

const schema = buildSchema(readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8"));

/** Every place of the research surface that has no description, as "Type.field(argument)". */
function undescribed(): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const visitField = (owner: string, field: GraphQLField<unknown, unknown>) => {
    if (!field.description?.trim()) missing.push(`${owner}.${field.name}`);
    for (const argument of field.args)
      if (!argument.description?.trim()) missing.push(`${owner}.${field.name}(${argument.name})`);
    for (const argument of field.args) visit(getNamedType(argument.type));
    visit(getNamedType(field.type));
  };
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || isSpecifiedScalarType(type)) return;
    seen.add(type.name);
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) visitField(type.name, field);
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        visit(getNamedType(field.type));
      }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    if (isUnionType(type)) type.getTypes().forEach(visit);
    if (isScalarType(type)) return;
  };
  const query = schema.getQueryType()!.getFields();
  for (const name of RESEARCH_QUERIES) visitField("Query", query[name]!);
  const subscription = schema.getSubscriptionType()!.getFields();
  for (const name of RESEARCH_SUBSCRIPTIONS) visitField("Subscription", subscription[name]!);
  return missing;
}

describe("the research API's schema", () => {
  it("describes every type, field, argument and enum value researchers can reach", () => {
    expect(undescribed()).toEqual([]);
  });
});
