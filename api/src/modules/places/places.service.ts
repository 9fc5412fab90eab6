import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, isLocale } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import type { IncidentPlace } from "./incident-place.type.js";
import type { Place } from "./place.type.js";
import { placeNames, regionNames } from "./gazetteer-names.js";
import type { Point } from "../../core/geo.js";
import { placeIndex } from "./place-index.js";
import { searchText } from "./search-text.js";

export const PLACE_QUERY_MAX = 200;
export const PLACES_FIRST_MAX = 50;

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
    return (await placeIndex(this.em)).search(searchText(text), near, first);
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
