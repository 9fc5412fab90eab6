import type { AttackType } from "@incident-watch/schema";

/** What the map draws, in the api's compact shape: one type letter per event ('r' or 'c'), flat [lng, lat, ...]. */
export interface MapPoints {
  ids: string[];
  types: string;
  coordinates: number[];
  /** one letter per event: s c a e d o (sabotage … other) */
  kinds?: string;
  /** two letters per event, ISO 3166-1 alpha-2, "--" when none */
  countries?: string;
  /** the event's day, as days since 1970-01-01 */
  days?: number[];
  /** one letter per event, how precisely its place is known: e exact, t town, r region, c country */
  places?: string;
}

/** An imprecise place: the map draws the area it lies in (decision 099); an exact one has no mark. */
export type ImprecisePlace = "town" | "region" | "country";

export interface MapEventRef {
  id: string;
  type: AttackType;
  /** how precisely its place is known, when not exactly */
  place?: ImprecisePlace;
}

/** The place precisions in the map data's letters (MapPoints.places), in order: e t r c. */
export const PLACE_LETTERS = "etrc";
const IMPRECISE: Record<string, ImprecisePlace> = { t: "town", r: "region", c: "country" };

/** The imprecise place a letter of MapPoints.places names; undefined for an exact one or none. */
export const placeOfLetter = (letter: string | undefined): ImprecisePlace | undefined =>
  letter ? IMPRECISE[letter] : undefined;

export function attackTypeOf(letter: string | undefined): AttackType {
  return letter === "c" ? "chinese" : "russian";
}

/** Refuses an answer whose arrays disagree, so one bad payload cannot draw markers in the wrong place. */
export function assertMapPoints(value: unknown): asserts value is MapPoints {
  const points = value as Partial<MapPoints> | null;
  if (
    !points ||
    !Array.isArray(points.ids) ||
    typeof points.types !== "string" ||
    !Array.isArray(points.coordinates) ||
    points.types.length !== points.ids.length ||
    points.coordinates.length !== points.ids.length * 2 ||
    (points.kinds !== undefined && points.kinds.length !== points.ids.length) ||
    (points.countries !== undefined && points.countries.length !== points.ids.length * 2) ||
    (points.places !== undefined && points.places.length !== points.ids.length) ||
    (points.days !== undefined && (!Array.isArray(points.days) || points.days.length !== points.ids.length))
  ) {
    throw new Error("The map data is malformed");
  }
}
