import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchText } from "./search-text.js";
import { startTestApp, type TestApp } from "../../../test/app.js";

describe("a place search's text", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("is PostgreSQL's lower(unaccent()) for every name in the gazetteer, in every language", async () => {
    const rows = await app.orm.em.fork().execute<{ name: string; folded: string }[]>(
      `select n."name", lower(unaccent(n."name")) as "folded"
       from (select "name" from "gazetteer_places"
             union select (jsonb_each_text("names")).value from "gazetteer_places"
             union select "name" from "gazetteer_regions") n`,
    );
    expect(rows.length).toBeGreaterThan(70_000);
    const differing = rows.filter((row) => searchText(row.name) !== row.folded);
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it("folds what a witness types as the names are folded", () => {
    expect(["Gdańsk", "GDANSK", "gdańs"].map(searchText)).toEqual(
      ["gdańsk", "gdansk", "gdans"].map(searchText),
    );
    expect(searchText("Łódź")).toBe("lodz");
    expect(searchText("Straße")).toBe("strasse");
    expect(searchText("Гданськ")).toBe("гданськ");
    expect(searchText("Йошкар")).toBe("йошкар");
  });
});
