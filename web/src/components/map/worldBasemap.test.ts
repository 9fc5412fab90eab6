import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MultiLineString, MultiPolygon } from "geojson";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { buildWorldBasemap, quantize, simplifyOutsideEurope, unwrapAntimeridian } from "./worldBasemap";

describe("the offline world basemap", () => {
  it("continues a line over the antimeridian instead of jumping across the world", () => {
    expect(
      unwrapAntimeridian(
        [
          [178, 65],
          [-179, 66],
          [-175, 66],
        ],
        false,
      ),
    ).toEqual([
      [178, 65],
      [181, 66],
      [185, 66],
    ]);
  });

  it("unwraps a ring that crosses the antimeridian and comes back", () => {
    const ring = [
      [179, 60],
      [-179, 60],
      [-179, 62],
      [179, 62],
      [179, 60],
    ];
    expect(unwrapAntimeridian(ring, true)).toEqual([
      [179, 60],
      [181, 60],
      [181, 62],
      [179, 62],
      [179, 60],
    ]);
  });

  it("leaves a ring around a pole as it is", () => {
    const ring = [
      [-180, -80],
      [0, -80],
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
    ];
    expect(unwrapAntimeridian(ring, true)).toBe(ring);
  });

  it("rounds to three decimals and drops points that became identical", () => {
    expect(
      quantize([
        [1.00001, 2.00001],
        [1.00002, 2.00002],
        [1.5, 2.5],
      ]),
    ).toEqual([
      [1, 2],
      [1.5, 2.5],
    ]);
  });

  it("builds land and borders from world-atlas with no polygon step wider than half the world", () => {
    const path = createRequire(import.meta.url).resolve("world-atlas/countries-110m.json");
    const basemap = buildWorldBasemap(JSON.parse(readFileSync(path, "utf8")) as Topology);
    const [land, borders] = basemap.features as unknown as [
      { properties: { kind: string }; geometry: MultiPolygon },
      { properties: { kind: string }; geometry: MultiLineString },
    ];
    expect(land.properties.kind).toBe("land");
    expect(borders.properties.kind).toBe("border");
    const widestStep = (points: number[][]) =>
      Math.max(0, ...points.slice(1).map((point, index) => Math.abs(point[0]! - points[index]![0]!)));
    const landSteps = land.geometry.coordinates
      .flat()
      .filter((ring) => ring.some(([lng]) => Math.abs(lng!) < 179.9));
    // Antarctica's ring runs along the map's edge on purpose; every other ring is continuous
    const notPolar = landSteps.filter((ring) => Math.min(...ring.map(([, lat]) => lat!)) > -85);
    expect(Math.max(...notPolar.map(widestStep))).toBeLessThan(180);
    expect(Math.max(...borders.geometry.coordinates.map(widestStep))).toBeLessThan(180);
  });

  it("keeps a small bend of a coastline in Europe and drops the same bend elsewhere", () => {
    // two arcs of the same shape: a 0.01° notch in a straight line, once off Brittany, once off Chile
    const notch = (lng: number, lat: number) => [
      [lng, lat],
      [lng + 0.1, lat + 0.01],
      [lng + 0.2, lat],
    ];
    const topology = {
      type: "Topology",
      arcs: [notch(-4.5, 48), notch(-73, -40)],
      objects: {
        coasts: {
          type: "GeometryCollection",
          geometries: [
            { type: "LineString", arcs: [0] },
            { type: "LineString", arcs: [1] },
          ],
        },
      },
    } as unknown as Parameters<typeof simplifyOutsideEurope>[0];
    const [europe, chile] = simplifyOutsideEurope(topology).arcs;
    expect(europe).toHaveLength(3);
    expect(chile).toHaveLength(2);
  });
});
