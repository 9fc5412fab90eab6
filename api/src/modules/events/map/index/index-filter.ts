import type { BoundingBox, EventFilter } from "../../event.inputs.js";
import type { IndexFilter } from "./incident-index.js";

/** Longitude spans of a rectangle: two across the antimeridian (west > east). */
export const longitudeSpans = ({ west, east }: BoundingBox): [number, number][] =>
  west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];

/**
 * The filter as the incident index reads it, or null when the index cannot answer it: a title search,
 * an attribution, a precision, an evidence status or a change time needs the database. Expects a filter already checked.
 */
export function indexFilter(filter: EventFilter | null | undefined): IndexFilter | null {
  if (!filter) return {};
  const { titleContains, updatedSince, confidences, attributedBy, parties, bbox } = filter;
  if (
    (titleContains != null && titleContains.trim() !== "") ||
    (updatedSince != null && updatedSince !== "")
  ) {
    return null;
  }
  if (confidences || attributedBy || parties) return null;
  if (filter.placePrecisions || filter.timePrecisions || filter.evidenceStatuses) return null;
  // the index knows nothing of the forum
  if (filter.discussed != null) return null;
  // the index keeps no places
  if (filter.regionCodes) return null;
  return {
    types: filter.types,
    kinds: filter.kinds,
    countries: filter.countries?.map((code) => code.toUpperCase()),
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    ...(bbox && { spans: longitudeSpans(bbox), south: bbox.south, north: bbox.north }),
  };
}
