import {
  ATTACK_TYPES,
  EVIDENCE_STATUSES,
  type AttackType,
  type EvidenceStatus,
} from "@incident-watch/schema";
import { MAX_ZOOM, MIN_ZOOM } from "../../../components/map/mapConfig";
import { INCIDENT_KINDS, type IncidentKindName } from "../data/incidentKinds";
import { dayOfDate } from "../data/pointData";
import type { PointFilter } from "../worker/selectPoints";

/** What the map page filters by; empty lists and strings mean "any". Keys as in the page's URL. */
export interface ExplorerFilter {
  types: AttackType[];
  kinds: IncidentKindName[];
  countries: string[];
  /** first day included, yyyy-mm-dd */
  from: string | null;
  /** last day included, yyyy-mm-dd */
  to: string | null;
  /** text in the title */
  q: string;
  /** evidence statuses (URL key `evidenceStatuses`, as the research API names it) */
  evidence: EvidenceStatus[];
  /** only incidents members discuss (URL key `discussed=1`; the map's own, no research parameter) */
  discussed: boolean;
}

export interface MapViewState {
  lat: number;
  lng: number;
  zoom: number;
}

export const EMPTY_FILTER: ExplorerFilter = {
  types: [],
  kinds: [],
  countries: [],
  from: null,
  to: null,
  q: "",
  evidence: [],
  discussed: false,
};

export const MAX_QUERY_LENGTH = 200;

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Keeps the known values in their canonical order; choosing every one is the same as choosing none. */
function chosen<T extends string>(values: string[], all: readonly T[]): T[] {
  const picked = all.filter((value) => values.includes(value));
  return picked.length === all.length ? [] : picked;
}

function date(value: string | null): string | null {
  return value !== null && dayOfDate(value) !== null ? value : null;
}

function parseView(value: string | null): MapViewState | null {
  const parts = (value ?? "").split(",").map(Number);
  if (parts.length !== 3 || parts.some((part) => !Number.isFinite(part))) return null;
  const [lat, lng, zoom] = parts as [number, number, number];
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180) return null;
  return { lat, lng, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) };
}

/** Reads the map page's query string; anything it does not understand is left out, never an error. */
export function parseExplorerSearch(search: string): { filter: ExplorerFilter; view: MapViewState | null } {
  const params = new URLSearchParams(search);
  let from = date(params.get("from"));
  let to = date(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  const countries = [
    ...new Set(
      list(params, "countries")
        .map((code) => code.toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code)),
    ),
  ].sort();
  return {
    filter: {
      types: chosen(list(params, "types"), ATTACK_TYPES),
      kinds: chosen(list(params, "kinds"), INCIDENT_KINDS),
      countries,
      from,
      to,
      q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
      evidence: chosen(list(params, "evidenceStatuses"), EVIDENCE_STATUSES),
      discussed: params.get("discussed") === "1",
    },
    view: parseView(params.get("view")),
  };
}

/**
 * The filter as query parameters, the names the export and feed endpoints take too ("" for none): the
 * research filter, without `discussed` (discussions are no data); `pageFilterQuery` has it.
 */
export function filterQuery(filter: ExplorerFilter): string {
  const params = new URLSearchParams();
  if (filter.types.length) params.set("types", filter.types.join(","));
  if (filter.kinds.length) params.set("kinds", filter.kinds.join(","));
  if (filter.countries.length) params.set("countries", filter.countries.join(","));
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.evidence.length) params.set("evidenceStatuses", filter.evidence.join(","));
  // commas are safe in a query and far easier to read in a shared link
  return params.toString().replace(/%2C/g, ",");
}

/** The page's whole filter as query parameters: the research filter, then `discussed=1`. */
export const pageFilterQuery = (filter: ExplorerFilter) =>
  [filterQuery(filter), filter.discussed ? "discussed=1" : ""].filter(Boolean).join("&");

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function viewParam(view: MapViewState): string {
  return `${round(view.lat, 4)},${round(view.lng, 4)},${round(view.zoom, 2)}`;
}

/** The page's whole query string: the filter, then the view ("?…", or "" when there is neither). */
/** Marks the history entries the map page writes itself, as the map moves or a filter changes. */
export const EXPLORER_WRITE = { explorerWrite: true } as const;

/**
 * Whether the map moves to the view in the address: only to one that back, forward or a link put there.
 * An address the page wrote itself can render after the map has moved on (a popup's pan right after the
 * move that wrote it), and moving back to it would undo that pan.
 */
export function followsView(
  view: MapViewState | null,
  writtenView: string | null,
  navigation: { type: "POP" | "PUSH" | "REPLACE"; state: unknown },
): view is MapViewState {
  if (!view || viewParam(view) === writtenView) return false;
  const written =
    typeof navigation.state === "object" && navigation.state !== null && "explorerWrite" in navigation.state;
  return navigation.type === "POP" || !written;
}

export function explorerSearch(filter: ExplorerFilter, view: MapViewState | null): string {
  const query = [pageFilterQuery(filter), view ? `view=${viewParam(view)}` : ""].filter(Boolean).join("&");
  return query ? `?${query}` : "";
}

export function sameFilter(a: ExplorerFilter, b: ExplorerFilter): boolean {
  return pageFilterQuery(a) === pageFilterQuery(b);
}

export function isFiltered(filter: ExplorerFilter): boolean {
  return pageFilterQuery(filter) !== "";
}

/**
 * What of the filter the server answers (the map data carries no titles, evidence statuses or
 * discussions): "" when nothing; otherwise the worker waits for the ids the server gives.
 */
export function serverFilterKey(filter: ExplorerFilter): string {
  const q = filter.q.trim();
  return q || filter.evidence.length || filter.discussed
    ? `${q}|${filter.evidence.join(",")}|${filter.discussed}`
    : "";
}

/** The filter as the clustering worker applies it, with the ids the server's search returned. */
export function toPointFilter(filter: ExplorerFilter, titleMatches: string[] | null): PointFilter {
  return {
    types: filter.types,
    kinds: filter.kinds,
    countries: filter.countries,
    fromDay: filter.from ? dayOfDate(filter.from) : null,
    toDay: filter.to ? dayOfDate(filter.to) : null,
    ids: serverFilterKey(filter) ? titleMatches : null,
    q: filter.q.trim() || null,
    evidence: filter.evidence,
    discussed: filter.discussed,
  };
}
