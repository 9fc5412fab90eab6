import { incidentKindLetters, type AttackType } from "@incident-watch/schema";
import { MIN_ZOOM } from "../../../components/map/mapConfig";
import type { ExplorerFilter, MapViewState } from "../filters/explorerUrl";
import type { IncidentKindName } from "./incidentKinds";
import { PLACE_LETTERS, type MapPoints } from "./mapPoints";
import { dayOfDate } from "./pointData";

/** A published incident as the live feed carries it (incidentChanged's `incident`). */
export interface LiveIncident {
  id: string;
  type: AttackType;
  kind: IncidentKindName;
  country: string | null;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  latitude: number;
  longitude: number;
  /** how precisely the place is known (PlacePrecision) */
  placePrecision?: "exact" | "town" | "region" | "country";
}

const PLACE_PRECISIONS = ["exact", "town", "region", "country"];

/** A change the map applies: an incident published or corrected (its state now), or withdrawn. */
export type LiveChange =
  { change: "published" | "corrected"; incident: LiveIncident } | { change: "withdrawn"; id: string };

export const changedId = (change: LiveChange) =>
  change.change === "withdrawn" ? change.id : change.incident.id;

/**
 * The map data with the changes applied, in order: a publication or correction puts the incident in
 * (in place when it is there, else at the end: ids only grow, and the data is ordered by id), a
 * withdrawal takes it out. Applying a change twice gives the same data.
 */
export function applyLiveChanges(points: MapPoints, changes: readonly LiveChange[]): MapPoints {
  const ids = [...points.ids];
  const types = points.types.split("");
  const kinds = (points.kinds ?? "o".repeat(ids.length)).split("");
  const countries = (points.countries ?? "--".repeat(ids.length)).match(/../g) ?? [];
  const places = (points.places ?? "e".repeat(ids.length)).split("");
  const days = [...(points.days ?? new Array<number>(ids.length).fill(0))];
  const coordinates = [...points.coordinates];
  const position = new Map(ids.map((id, index) => [id, index]));
  const removed = new Set<number>();
  for (const change of changes) {
    const at = position.get(changedId(change));
    if (change.change === "withdrawn") {
      if (at !== undefined) removed.add(at);
      continue;
    }
    const incident = change.incident;
    let index = at;
    if (index === undefined || removed.has(index)) {
      index = ids.length;
      position.set(incident.id, index);
      ids.push(incident.id);
    }
    removed.delete(index);
    types[index] = incident.type === "chinese" ? "c" : "r";
    kinds[index] = incidentKindLetters[incident.kind] ?? "o";
    countries[index] = incident.country ?? "--";
    places[index] = PLACE_LETTERS[PLACE_PRECISIONS.indexOf(incident.placePrecision ?? "exact")] ?? "e";
    days[index] = dayOfDate(incident.date) ?? 0;
    coordinates[index * 2] = incident.longitude;
    coordinates[index * 2 + 1] = incident.latitude;
  }
  const kept = (_: unknown, index: number) => !removed.has(index);
  return {
    ids: ids.filter(kept),
    types: types.filter(kept).join(""),
    kinds: kinds.filter(kept).join(""),
    countries: countries.filter(kept).join(""),
    places: places.filter(kept).join(""),
    days: days.filter(kept),
    coordinates: coordinates.filter((_, index) => !removed.has(Math.floor(index / 2))),
  };
}

/** Whether the map's filter chooses an incident, as the worker's filter does (the title searched here). */
export function filterChooses(filter: ExplorerFilter, incident: LiveIncident): boolean {
  const choose = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);
  const text = filter.q.trim().toLowerCase();
  return (
    choose(filter.types, incident.type) &&
    choose(filter.kinds, incident.kind) &&
    choose(filter.countries, incident.country ?? "") &&
    (!filter.from || incident.date >= filter.from) &&
    (!filter.to || incident.date <= filter.to) &&
    (!text || incident.title.toLowerCase().includes(text)) &&
    // a newly published incident has no discussion yet
    !filter.discussed
  );
}

/** A view that shows every one of `incidents` (at most zoom 9, close enough to tell them apart). */
export function viewAround(incidents: readonly LiveIncident[]): MapViewState {
  const lngs = incidents.map((incident) => incident.longitude);
  const lats = incidents.map((incident) => incident.latitude);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  // 360° fill a 512-pixel world at zoom 1; a map a few hundred pixels wide shows about 2^(9 - zoom) degrees
  const span = Math.max(east - west, (north - south) * 1.6, 0.01);
  const zoom = Math.min(9, Math.max(MIN_ZOOM, Math.floor(Math.log2(360 / span)) - 1));
  return { lat: (south + north) / 2, lng: (west + east) / 2, zoom };
}
