import { describe, expect, it } from "vitest";
import { countryAt } from "./country-lookup.js";

describe("the country of a point", () => {
  it.each([
    // either side of a border, 2 to 5 km from it
    ["Strasbourg", 48.5734, 7.7521, "FR"],
    ["Kehl", 48.5725, 7.815, "DE"],
    ["Frankfurt (Oder)", 52.347, 14.55, "DE"],
    ["Słubice", 52.35, 14.57, "PL"],
    ["Narva", 59.375, 28.13, "EE"],
    ["Ivangorod", 59.37, 28.225, "RU"],
    // a border city the 1:10m line cuts wrongly: corrected along the Narva river
    ["Narva's centre", 59.3772, 28.1903, "EE"],
    ["Narva Castle", 59.3766, 28.1985, "EE"],
    ["Kreenholm, Narva", 59.358, 28.19, "EE"],
    ["Narva, north of the castle", 59.39, 28.175, "EE"],
    ["Ivangorod Fortress", 59.3766, 28.2128, "RU"],
    ["Ivangorod's centre", 59.3717, 28.2147, "RU"],
    ["Görlitz", 51.15, 14.955, "DE"],
    ["Zgorzelec", 51.15, 15.01, "PL"],
    ["Valga", 57.777, 26.047, "EE"],
    ["Valka", 57.775, 26.02, "LV"],
    // enclaves and microstates inside another state
    ["San Marino", 43.936, 12.447, "SM"],
    ["the Vatican", 41.9029, 12.4534, "VA"],
    ["Rome", 41.89, 12.49, "IT"],
    ["Monaco", 43.7384, 7.4246, "MC"],
    ["Pristina", 42.6629, 21.1655, "XK"],
    ["Mariehamn (Åland)", 60.097, 19.935, "FI"],
    ["Tórshavn (Faroe Islands)", 62.009, -6.772, "DK"],
    ["Kaliningrad", 54.71, 20.51, "RU"],
    ["Kyiv", 50.45, 30.52, "UA"],
  ])("puts %s (%f, %f) in %s", (_place, latitude, longitude, country) => {
    expect(countryAt(latitude, longitude)).toBe(country);
  });

  it.each([
    ["the Gulf of Gdańsk, about 10 km off the coast", 54.52, 18.78, "PL"],
    ["the Baltic, about 20 km east of Gotland", 57.5, 19.1, "SE"],
    ["the Gulf of Finland, off Helsinki", 60.1, 24.95, "FI"],
  ])(
    "gives a point at sea in %s (%f, %f) to the nearest coast, %s",
    (_place, latitude, longitude, country) => {
      expect(countryAt(latitude, longitude)).toBe(country);
    },
  );

  it.each([
    ["the middle of the North Sea", 56, 3],
    ["the middle of the Baltic", 56, 18.5],
    ["the Atlantic", 45, -30],
    ["the Bay of Biscay, 60 km out", 44.2, -2.5],
    ["Rabat (Morocco)", 34.02, -6.84],
    ["the sea off Tangier, nearer Morocco than Spain", 35.85, -5.75],
    ["Cairo", 30.04, 31.24],
    ["Fiji", -17.7, 178.1],
    ["New York", 40.71, -74.0],
  ])("puts a point in %s in no European state", (_place, latitude, longitude) => {
    expect(countryAt(latitude, longitude)).toBeNull();
  });

  it("tells a point 20 km out from one 30 km out", () => {
    // due west of the Portuguese coast at Peniche (about 9.38° W): 1° of longitude is ~87 km at 39.36° N
    expect(countryAt(39.36, -9.38 - 20 / 87 - 0.02)).toBe("PT");
    expect(countryAt(39.36, -9.38 - 35 / 87)).toBeNull();
  });

  it("answers none for coordinates that are not numbers", () => {
    expect(countryAt(Number.NaN, 10)).toBeNull();
  });
});
