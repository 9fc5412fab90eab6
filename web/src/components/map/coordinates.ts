import { COORDINATE_PATTERN, isValidLatitude, isValidLongitude } from "@incident-watch/schema";

/** Coordinates picked on the map are written with six decimals (about 10 cm). */
export const COORDINATE_DECIMALS = 6;

/** Whether a coordinate input may hold this text: an optional minus, digits and one decimal point. */
export function acceptsCoordinateText(text: string): boolean {
  return COORDINATE_PATTERN.test(text);
}

export function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS);
}

/** A longitude from a click on a repeated world copy, brought back into −180..180. */
export function normalizeLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

function parse(text: string): number | undefined {
  if (!/\d/.test(text) || !acceptsCoordinateText(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Where the pin stands for the typed coordinates: nowhere until both are numbers within ±90 and ±180. */
export function pinPosition(
  latitude: string,
  longitude: string,
): { latitude: number; longitude: number } | null {
  const lat = parse(latitude.trim());
  const lng = parse(longitude.trim());
  return isValidLatitude(lat) && isValidLongitude(lng) ? { latitude: lat, longitude: lng } : null;
}
