import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { researchExamples } from "./examples";

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
    expect(researchExamples(markdown)).toEqual([{ query: "{ siteInfo { contactEmail } }" }]);
  });
});
