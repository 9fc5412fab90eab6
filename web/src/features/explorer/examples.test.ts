import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { named, researchExamples } from "./examples";

const root = join(import.meta.dirname, "../../../..");
const doc = readFileSync(join(root, "docs/research-api.md"), "utf8");
const schema = buildSchema(readFileSync(join(root, "schema/schema.graphql"), "utf8"));

describe("the explorer's examples", () => {
  it("are every runnable example of docs/research-api.md, in its order, with their variables", () => {
    const tabs = researchExamples(doc);
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    expect(tabs[0]!.query).toMatch(/^query BalticIncidents/);
    expect(
      tabs.some((tab) => tab.variables && (JSON.parse(tab.variables) as { first?: unknown }).first === 50),
    ).toBe(true);
    expect(tabs.some((tab) => /mapPoints/.test(tab.query))).toBe(true);
  });

  it("are valid against the API's schema, so the documentation cannot drift from it", () => {
    for (const { query } of researchExamples(doc)) expect(validate(schema, parse(query))).toEqual([]);
  });

  it("skip what is not an operation, such as a field signature", () => {
    const markdown =
      "```graphql\nevents(first: Int): EventConnection!\n```\n\n```graphql\n{ siteInfo { contactEmail } }\n```";
    expect(researchExamples(markdown)).toEqual([{ query: "query SiteInfo { siteInfo { contactEmail } }" }]);
  });

  it("name every operation, so no tab reads <untitled>, each name once", () => {
    const names = researchExamples(doc).map((tab) => parse(tab.query).definitions[0]);
    const values = names.map((definition) => (definition as { name?: { value: string } }).name?.value);
    expect(values.every(Boolean)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
    const taken = new Set<string>();
    expect(named("query ($first: Int) { events(first: $first) { totalCount } }", taken)).toBe(
      "query Events($first: Int) { events(first: $first) { totalCount } }",
    );
    expect(named("{ events { totalCount } }", taken)).toBe("query Events2 { events { totalCount } }");
    expect(named("subscription { incidentChanged { id } }", taken)).toBe(
      "subscription IncidentChanged { incidentChanged { id } }",
    );
  });
});
