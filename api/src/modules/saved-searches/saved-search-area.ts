import { apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import type { SavedArea, SavedAreaInput } from "./saved-search.types.js";

export const AREA_RADIUS_MIN_KM = 1;
export const AREA_RADIUS_MAX_KM = 500;
const PLACE_NAME_MAX = 200;

const inRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/**
 * A saved search's circle as kept (decision 154): a place's name, a centre in range and a radius of 1 to
 * 500 km; null for none. It replaces the map view's box, so the two are not saved together.
 */
export function savedArea(
  area: SavedAreaInput | null | undefined,
  filter: { bbox?: object | null },
): SavedArea | null {
  if (!area) return null;
  if (filter.bbox) throw new ValidationError({ area: apiMessages.savedSearchAreaAndBox });
  const placeName = area.placeName.trim();
  if (!placeName || placeName.length > PLACE_NAME_MAX)
    throw new ValidationError({ placeName: apiMessages.savedSearchAreaPlace });
  if (!inRange(area.latitude, -90, 90) || !inRange(area.longitude, -180, 180))
    throw new ValidationError({ area: apiMessages.savedSearchAreaCentre });
  if (!inRange(area.radiusKm, AREA_RADIUS_MIN_KM, AREA_RADIUS_MAX_KM))
    throw new ValidationError({ radiusKm: apiMessages.savedSearchAreaRadius });
  return { placeName, latitude: area.latitude, longitude: area.longitude, radiusKm: area.radiusKm };
}
