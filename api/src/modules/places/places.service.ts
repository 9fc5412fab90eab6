import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, isLocale } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import type { IncidentPlace } from "./incident-place.type.js";
import type { Place } from "./place.type.js";
import { placeNames, regionNames } from "./gazetteer-names.js";

export const PLACE_QUERY_MAX = 200;
export const PLACES_FIRST_MAX = 50;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Kilometres from the wanted point `w` (haversine), in SQL over a place's columns. */
const DISTANCE = `(12742 * asin(sqrt(power(sin(radians(p."latitude" - w.lat) / 2), 2)
  + cos(radians(w.lat)) * cos(radians(p."latitude")) * power(sin(radians(p."longitude" - w.lon) / 2), 2))))`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A coordinate to a millionth of a degree (10 cm): a tiny one such as 5e-324 would underflow PostgreSQL's trigonometry. */
const microDegrees = (value: number | undefined) =>
  value === undefined ? null : Math.round(value * 1e6) / 1e6;

/** The gazetteer's place search (issue 55): prefix and accent-insensitive, by population and nearness. */
export class PlacesService {
  constructor(private readonly em: EntityManager) {}

  async search(query: string, near: Point | null, first: number): Promise<Place[]> {
    const text = query.trim();
    if (text === "") throw new ValidationError({ query: apiMessages.placeQueryEmpty });
    if (query.length > PLACE_QUERY_MAX) throw new ValidationError({ query: apiMessages.placeQueryTooLong });
    if (!Number.isInteger(first) || first < 1 || first > PLACES_FIRST_MAX) {
      throw new ValidationError({ first: apiMessages.placesFirstOutOfRange });
    }
    if (near && !(Math.abs(near.latitude) <= 90 && Math.abs(near.longitude) <= 180)) {
      throw new ValidationError({ near: apiMessages.placeNearInvalid });
    }
    // a name that starts with the text, or a later word of it that does ("Frankfurt (Oder)", "Nowy Dwór"),
    // or one of its names in the site's languages that does ("Danzig", "Гданськ"); the place whose own name
    // it is first (another's "Frankfurt" is no more than a start); then the larger and, around `near`, the
    // closer (a tenfold population is worth some 230 km)
    const rows = await this.em.execute<PlaceRow[]>(
      `with w as (select lower(unaccent(?)) as text, lower(unaccent(?)) as pattern,
         ?::float8 as lat, ?::float8 as lon)
       select p."id", p."name", p."country", p."region_code", r."name" as "region", p."population",
         p."latitude", p."longitude", case when w.lat is null then null else ${DISTANCE} end as "distance_km"
       from "gazetteer_places" p cross join w
       left join "gazetteer_regions" r on r."code" = p."region_code"
       where p."search_name" like w.pattern || '%' or p."search_name" like '% ' || w.pattern || '%'
         or p."other_names" like '%|' || w.pattern || '%'
       order by p."search_name" = w.text desc,
         (p."search_name" like w.pattern || '%' or p."other_names" like '%|' || w.pattern || '%') desc,
         ln(p."population" + 10) - coalesce(case when w.lat is null then null else ${DISTANCE} end, 0) / 100 desc,
         p."id"
       limit ?`,
      [text, likeEscaped(text), microDegrees(near?.latitude), microDegrees(near?.longitude), first],
    );
    return rows.map((row) => ({
      geonameId: row.id,
      name: row.name,
      country: row.country,
      region: row.region,
      regionCode: row.region_code,
      population: row.population,
      latitude: row.latitude,
      longitude: row.longitude,
      distanceKm: row.distance_km == null ? null : Math.round(row.distance_km * 10) / 10,
    }));
  }

  /** An incident's region in `language` (one of the site's) where the gazetteer has it, else in English. */
  async regionName(place: IncidentPlace, language: string | null): Promise<string | null> {
    if (!inOtherLanguage(language) || place.regionCode == null) return place.regionName;
    return (await regionNames(this.em)).get(place.regionCode)?.[language] ?? place.regionName;
  }

  /** An incident's place in `language` (one of the site's) where GeoNames has it, else as GeoNames writes it. */
  async placeName(place: IncidentPlace, language: string | null): Promise<string> {
    if (!inOtherLanguage(language)) return place.name;
    return (await placeNames(this.em)).get(place.geonameId)?.[language] ?? place.name;
  }
}

/** Whether names are wanted in a language other than the data's English; refuses one not the site's. */
function inOtherLanguage(language: string | null): language is string {
  if (language != null && !isLocale(language)) {
    throw new ValidationError({ language: apiMessages.titleLanguageInvalid });
  }
  return language != null && language !== "en";
}

interface PlaceRow {
  id: number;
  name: string;
  country: string;
  region_code: string | null;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
  distance_km: number | null;
}
