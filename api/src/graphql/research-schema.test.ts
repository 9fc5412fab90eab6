import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  buildASTSchema,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  printSchema,
  type GraphQLFieldConfigMap,
  visit,
} from "graphql";
import { describe, expect, it } from "vitest";

/** What researchers call (docs/research-api.md): these roots and every type they reach. */
const RESEARCH_QUERIES = [
  "events",
  "event",
  "incidentVersion",
  "mapPoints",
  "mapData",
  "mapClusters",
  "incidentStatistics",
  "countries",
  "places",
  "withdrawnEvents",
  "dataVersion",
  "citation",
  "licence",
];
const RESEARCH_SUBSCRIPTIONS = ["incidentChanged"];

/**
 * graphql-schema-linter's rules the research surface keeps, which is all of them but five: enum values
 * stay lower-case as the spec names them (`russian`, `chinese`, the kinds), and fields, arguments and
 * values are listed in reading order rather than alphabetically.
 */
const RULES = [
  "arguments-have-descriptions",
  "defined-types-are-used",
  "deprecations-have-a-reason",
  "descriptions-are-capitalized",
  "enum-values-have-descriptions",
  "fields-are-camel-cased",
  "fields-have-descriptions",
  "input-object-values-are-camel-cased",
  "input-object-values-have-descriptions",
  "relay-connection-arguments-spec",
  "relay-connection-types-spec",
  "relay-page-info-spec",
  "types-are-capitalized",
  "types-have-descriptions",
];

interface LintError {
  ruleName: string;
  message: string;
}

interface Linter {
  Schema: new (definition: string, sourceMap: unknown) => unknown;
  SourceMap: new (files: Record<string, string>) => unknown;
  Configuration: new (schema: unknown, options: { rules: string[] }) => { getRules(): unknown[] };
  validateSchemaDefinition(schema: unknown, rules: unknown[], configuration: unknown): LintError[];
}

const require = createRequire(import.meta.url);
const linter: Linter = {
  ...(require("graphql-schema-linter/lib/schema.js") as Pick<Linter, "Schema">),
  ...(require("graphql-schema-linter/lib/source_map.js") as Pick<Linter, "SourceMap">),
  ...(require("graphql-schema-linter/lib/configuration.js") as Pick<Linter, "Configuration">),
  ...(require("graphql-schema-linter/lib/validator.js") as Pick<Linter, "validateSchemaDefinition">),
};

/**
 * Fields that lead from the research data into the forum, which is no part of the research contract: an
 * incident's discussion and the threads that cite it are members' talk about it, not data (in no export).
 */
const FORUM_LINKS: Record<string, string[]> = { Event: ["discussion", "citedBy"] };

/** The whole schema, without the fields that lead into the forum. */
const whole = buildASTSchema(
  visit(parse(readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8")), {
    ObjectTypeDefinition: (type) => ({
      ...type,
      fields: type.fields?.filter((field) => !FORUM_LINKS[type.name.value]?.includes(field.name.value)),
    }),
  }),
);

/** A root type with only the named fields of the whole schema's. */
function rootWith(root: GraphQLObjectType, names: string[]): GraphQLObjectType {
  const config = root.toConfig();
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
  for (const name of names) fields[name] = config.fields[name]!;
  return new GraphQLObjectType({ ...config, fields });
}

/** The research surface as SDL: its roots and the types they reach, nothing of the forum or the staff. */
function researchSdl(): string {
  const surface = new GraphQLSchema({
    query: rootWith(whole.getQueryType()!, RESEARCH_QUERIES),
    subscription: rootWith(whole.getSubscriptionType()!, RESEARCH_SUBSCRIPTIONS),
  });
  return printSchema(surface);
}

describe("the research API's schema", () => {
  it("passes graphql-schema-linter: every type, field, argument and enum value described, Relay paging", () => {
    const sdl = researchSdl();
    const schema = new linter.Schema(sdl, new linter.SourceMap({ "research.graphql": sdl }));
    const configuration = new linter.Configuration(schema, { rules: RULES });
    const errors = linter.validateSchemaDefinition(schema, configuration.getRules(), configuration);
    expect(errors.map((error) => `${error.ruleName}: ${error.message}`)).toEqual([]);
  });

  it("lints what researchers reach (staff-only fields of Event included) and not the forum", () => {
    const sdl = researchSdl();
    expect(sdl).toContain("type EventConnection");
    expect(sdl).toContain("incidentChanged(");
    expect(sdl).toContain("type User"); // Event.reviewedBy, answered to staff only
    expect(sdl).not.toMatch(/\btype (Mutation|Thread|Post|Notification|Category)\b/);
  });
});
