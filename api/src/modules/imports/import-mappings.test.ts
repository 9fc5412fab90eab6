import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import { customMapping } from "../../../test/imports.js";

const SAVE = `mutation ($name: String!, $columns: [String!]!, $mapping: [ImportFieldInput!]!) {
  saveImportMapping(name: $name, columns: $columns, preset: custom, mapping: $mapping) {
    id name columns preset savedAt savedBy { id } mapping { field column value } } }`;
const LIST = `query ($columns: [String!]) { importMappings(columns: $columns) { id name sameShape } }`;
const DELETE = `mutation ($id: ID!) { deleteImportMapping(id: $id) }`;

const COLUMNS = ["url", "date", "lat", "lon", "title"];
const MAPPING = [...customMapping("russian", "sabotage", ["title"]), { field: "titleLanguage", value: "en" }];

describe("saved import mappings", () => {
  let app: TestApp;
  let moderator: Awaited<ReturnType<typeof accountWithRole>>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    moderator = await accountWithRole(app, "moderator");
    staff = bearer(moderator);
  });
  afterAll(async () => app?.close());

  const save = (name: string, columns = COLUMNS, mapping: object[] = MAPPING, headers = staff) =>
    app.graphql<{ saveImportMapping: { id: string; name: string; mapping: object[] } }>(
      SAVE,
      { name, columns, mapping },
      headers,
    );
  const list = (columns: string[] | null, headers = staff) =>
    app.graphql<{ importMappings: { id: string; name: string; sameShape: boolean }[] }>(
      LIST,
      { columns },
      headers,
    );

  it("saves a mapping by name, with who saved it and when, for every moderator", async () => {
    const saved = await save("  Regional news desk  ");
    expect(saved.errors).toBeUndefined();
    const answer = saved.data!.saveImportMapping;
    expect(answer).toMatchObject({
      name: "Regional news desk",
      columns: COLUMNS,
      preset: "custom",
      savedBy: { id: moderator.id },
    });
    expect(answer.mapping).toContainEqual({ field: "sourceUrl", column: "url", value: null });
    expect(answer.mapping).toContainEqual({ field: "type", column: null, value: "russian" });
    const other = bearer(await accountWithRole(app, "admin"));
    const listed = await list(null, other);
    expect(listed.data!.importMappings).toContainEqual(
      expect.objectContaining({ name: "Regional news desk", sameShape: false }),
    );
  });

  it("refuses a name that is empty, too long or already taken, in any case", async () => {
    for (const name of ["   ", "x".repeat(81)]) {
      const refused = await save(name);
      expect(refused.errors?.[0]).toMatchObject({
        message: messages.importMappingNameLength,
        extensions: { code: "BAD_USER_INPUT", messageKey: "importMappingNameLength" },
      });
    }
    expect((await save("x".repeat(80))).errors).toBeUndefined();
    expect((await save("Ministry bulletins")).errors).toBeUndefined();
    const taken = await save("MINISTRY bulletins");
    expect(taken.errors?.[0]).toMatchObject({
      message: messages.importMappingNameTaken,
      extensions: { code: "CONFLICT", messageKey: "importMappingNameTaken" },
    });
  });

  it("refuses a mapping that leaves a required field out or names a column the file lacks", async () => {
    const unmapped = await save(
      "Without a date",
      COLUMNS,
      MAPPING.filter((f) => f.field !== "date"),
    );
    expect(unmapped.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldKeys: { date: "importFieldUnmapped" },
    });
    const missing = await save("Other columns", ["url", "day", "lat", "lon", "title"]);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ fieldKeys: { date: "importColumnMissing" } });
    const noColumns = await save("No columns", []);
    expect(noColumns.errors?.[0]?.extensions).toMatchObject({
      fieldKeys: { columns: "importMappingColumnsInvalid" },
    });
  });

  it("offers first the mappings of a file with the same columns, in any order and case", async () => {
    const columns = ["Link", "Day", "Lat", "Lon"];
    const mapping = [
      { field: "sourceUrl", column: "Link" },
      { field: "date", column: "Day" },
      { field: "latitude", column: "Lat" },
      { field: "longitude", column: "Lon" },
      { field: "type", value: "russian" },
      { field: "kind", value: "other" },
    ];
    const saved = await save("Zulu sheet", columns, mapping);
    expect(saved.errors).toBeUndefined();
    const offered = (await list([" lon", "LINK", "lat", "day "])).data!.importMappings;
    expect(offered[0]).toMatchObject({ name: "Zulu sheet", sameShape: true });
    expect(offered.filter((m) => m.sameShape)).toHaveLength(1);
    // one column more or fewer is another shape
    for (const other of [[...columns, "title"], columns.slice(1)]) {
      const listed = (await list(other)).data!.importMappings;
      expect(listed.find((m) => m.name === "Zulu sheet")).toMatchObject({ sameShape: false });
    }
  });

  it("deletes a mapping, once", async () => {
    const { id } = (await save("Short-lived")).data!.saveImportMapping;
    expect((await app.graphql(DELETE, { id }, staff)).data).toEqual({ deleteImportMapping: true });
    expect((await list(null)).data!.importMappings.map((m) => m.id)).not.toContain(id);
    const again = await app.graphql(DELETE, { id }, staff);
    expect(again.errors?.[0]).toMatchObject({
      extensions: { code: "NOT_FOUND", messageKey: "importMappingNotFound" },
    });
  });

  it("is for moderators only: a member or a visitor is refused", async () => {
    const { id } = (await save("Kept")).data!.saveImportMapping;
    const member = bearer(await accountWithRole(app, "user"));
    for (const headers of [member, {}]) {
      expect((await save("Member's", COLUMNS, MAPPING, headers)).errors?.[0]?.extensions?.code).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      );
      expect((await list(null, headers)).errors).toBeDefined();
      expect((await app.graphql(DELETE, { id }, headers)).errors).toBeDefined();
    }
    expect((await list(null)).data!.importMappings.map((m) => m.name)).toContain("Kept");
    expect((await list(null)).data!.importMappings.map((m) => m.name)).not.toContain("Member's");
  });
});
