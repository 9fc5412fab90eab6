import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { cityLabels, countryLabels, inLanguage } from "./worldLabels";

const require = createRequire(import.meta.url);

describe("the offline basemap's place names", () => {
  it("names the European countries near their middle, larger ones from a lower zoom", () => {
    const topology = JSON.parse(
      readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
    ) as Topology;
    const labels = countryLabels(topology);
    const poland = labels.find((label) => label.name === "Poland")!;
    expect(poland.lng).toBeGreaterThan(17);
    expect(poland.lng).toBeLessThan(23);
    expect(poland.lat).toBeGreaterThan(50);
    expect(poland.lat).toBeLessThan(54);
    expect(poland.minZoom).toBe(3);
    expect(labels.find((label) => label.name === "Luxembourg")?.minZoom).toBe(5);
    // far away countries stay unnamed
    expect(labels.some((label) => label.name === "Brazil")).toBe(false);
  });

  it("names the countries in the reader's language, the cities as GeoNames does", () => {
    const topology = JSON.parse(
      readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
    ) as Topology;
    const warsaw = { name: "Warsaw", kind: "city" as const, lng: 21, lat: 52.2, minZoom: 5 };
    const labels = [...countryLabels(topology), warsaw];
    const names = (locale: string) => inLanguage(labels, locale).map((label) => label.name);
    expect(names("uk")).toEqual(expect.arrayContaining(["Польща", "Литва", "Швеція", "Косово", "Warsaw"]));
    expect(names("pl")).toEqual(expect.arrayContaining(["Polska", "Litwa", "Bośnia i Hercegowina"]));
    expect(names("en")).toEqual(expect.arrayContaining(["Poland", "North Macedonia", "Türkiye"]));
    // Natural Earth's names that are not a state's stay off the map rather than English on every map
    expect(names("de")).not.toContain("N. Cyprus");
  });

  it("keeps capitals and large cities in the area, dropping the rest", () => {
    const city = (name: string, featureCode: string, population: number, lng: number, lat: number) => ({
      name,
      country: "XX",
      featureCode,
      population,
      loc: { coordinates: [lng, lat] as [number, number] },
    });
    const labels = cityLabels([
      city("Tallinn", "PPLC", 430_000, 24.75, 59.44),
      city("Hamburg", "PPLA", 1_800_000, 10, 53.55),
      city("Gdańsk", "PPLA", 460_000, 18.65, 54.35),
      city("Small town", "PPL", 20_000, 10, 50),
      city("Tokyo", "PPLC", 9_000_000, 139.7, 35.7),
    ]);
    expect(labels.map((label) => [label.name, label.minZoom])).toEqual([
      ["Tallinn", 5],
      ["Hamburg", 6],
      ["Gdańsk", 7],
    ]);
  });
});
