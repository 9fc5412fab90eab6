import { describe, expect, it } from "vitest";
import { acceptsCoordinateText, formatCoordinate, normalizeLongitude, pinPosition } from "./coordinates";

describe("coordinate inputs", () => {
  it("accept an optional minus, digits and one decimal point, as typing produces them", () => {
    for (const text of ["", "-", "5", "-5", "52.", "52.2297", "-.5", ".5", "-0.000001"]) {
      expect(acceptsCoordinateText(text), text).toBe(true);
    }
  });

  it("refuse letters, spaces, a second point, a plus, commas and exponents", () => {
    for (const text of ["a", "52,2", "1.2.3", "+5", "5-", "1e5", " 5", "--5", "52.22N"]) {
      expect(acceptsCoordinateText(text), text).toBe(false);
    }
  });

  it("write map clicks with six decimals", () => {
    expect(formatCoordinate(52.229676)).toBe("52.229676");
    expect(formatCoordinate(21)).toBe("21.000000");
    expect(formatCoordinate(-0.12345678)).toBe("-0.123457");
  });

  it("bring clicks on a repeated world back within ±180", () => {
    expect(normalizeLongitude(190)).toBe(-170);
    expect(normalizeLongitude(-200)).toBe(160);
    expect(normalizeLongitude(180)).toBe(180);
    expect(normalizeLongitude(21.5)).toBe(21.5);
  });
});

describe("the map pin", () => {
  it("follows coordinates within ±90 latitude and ±180 longitude", () => {
    expect(pinPosition("52.2297", "21.0122")).toEqual({ latitude: 52.2297, longitude: 21.0122 });
    expect(pinPosition("-90", "180")).toEqual({ latitude: -90, longitude: 180 });
  });

  it("stays away while a coordinate is out of range", () => {
    expect(pinPosition("90.1", "0")).toBeNull();
    expect(pinPosition("0", "-180.5")).toBeNull();
  });

  it("stays away while a coordinate is missing or half typed", () => {
    expect(pinPosition("", "21")).toBeNull();
    expect(pinPosition("52", "-")).toBeNull();
    expect(pinPosition(".", "21")).toBeNull();
  });
});
