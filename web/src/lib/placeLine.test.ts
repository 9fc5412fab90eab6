import { describe, expect, it } from "vitest";
import polish from "../locales/pl/app.json";
import { addCatalog, formatters, type Translate } from "../i18n";
import { i18nFor } from "../i18n/catalogs";
import { placeLine, type PlaceFacts } from "./placeLine";

addCatalog("pl", "app", polish);
const inLanguage = (locale: "en" | "pl") => {
  const t: Translate = (id, values) => i18nFor(locale)._(id, values);
  return (facts: PlaceFacts) => placeLine(facts, t, formatters(locale));
};
const english = inLanguage("en");

const GDANSK = { name: "Gdańsk", region: "Pomeranian Voivodeship", country: "PL", distanceKm: 1.2 };

describe("an incident's place in words", () => {
  it("names the nearest town of a town or an exact point, with its region", () => {
    expect(english({ placePrecision: "exact", country: "PL", place: GDANSK })).toBe(
      "Near Gdańsk, Pomeranian Voivodeship",
    );
    expect(english({ placePrecision: "town", country: "PL", place: GDANSK })).toBe(
      "Near Gdańsk, Pomeranian Voivodeship",
    );
  });

  it("never names a town an incident known to its country or region does not claim", () => {
    expect(english({ placePrecision: "country", country: "PL", place: GDANSK })).toBe("In Poland");
    expect(english({ placePrecision: "region", country: "PL", place: GDANSK })).toBe(
      "In Pomeranian Voivodeship, Poland",
    );
    expect(english({ placePrecision: "region", country: "PL", place: { ...GDANSK, region: null } })).toBe(
      "In Poland",
    );
  });

  it("says how far a place farther than 25 km is, as for a point at sea", () => {
    const sea = { name: "Łeba", region: "Pomeranian Voivodeship", country: "PL", distanceKm: 48.4 };
    expect(english({ placePrecision: "exact", country: null, place: sea })).toBe(
      "48 km from Łeba, Pomeranian Voivodeship",
    );
  });

  it("says nothing before the place is chosen", () => {
    expect(english({ placePrecision: "exact", country: null, place: null })).toBeNull();
    expect(english({ placePrecision: "country", country: "LT", place: null })).toBeNull();
  });

  it("speaks Polish without declining a name it cannot", () => {
    const polishLine = inLanguage("pl");
    expect(polishLine({ placePrecision: "exact", country: "PL", place: GDANSK })).toBe(
      "W pobliżu miejscowości Gdańsk, Pomeranian Voivodeship",
    );
    expect(polishLine({ placePrecision: "country", country: "PL", place: GDANSK })).toBe("Kraj: Polska");
  });
});
