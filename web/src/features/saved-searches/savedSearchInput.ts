import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { EventFilter, SavedSearchFieldsFragment, SavedSearchInput } from "../../gql/graphql";
import type { MessageId } from "../../i18n";

/** The map page's filter, as the page's URL keeps it (explorerUrl.ts). */
export interface MapFilter {
  types: readonly string[];
  kinds: readonly string[];
  countries: readonly string[];
  from: string | null;
  to: string | null;
  q: string;
  evidence: readonly string[];
}

/** The map's area in view: west, south, east, north in degrees. */
export type MapArea = readonly [number, number, number, number];

/**
 * The map's filter and area in view as the map's "Save this search" link hands them to the settings
 * (`?kinds=…&area=w,s,e,n&save=1`, the keys of the map's own address); null when the page was not opened
 * to save a search.
 */
export function searchToSave(search: string): { filter: MapFilter; area: MapArea | null } | null {
  const params = new URLSearchParams(search);
  if (params.get("save") !== "1") return null;
  const list = (key: string) =>
    (params.get(key) ?? "")
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean);
  const area = list("area").map(Number);
  return {
    filter: {
      types: list("types"),
      kinds: list("kinds"),
      countries: list("countries").map((code) => code.toUpperCase()),
      from: params.get("from"),
      to: params.get("to"),
      q: params.get("q") ?? "",
      evidence: list("evidenceStatuses"),
    },
    area: area.length === 4 && area.every(Number.isFinite) ? (area as unknown as MapArea) : null,
  };
}

/** The research API's filter for what the map shows: an empty list or text means "any", so it is left out. */
export function mapFilterInput(filter: MapFilter, area: MapArea | null): EventFilter {
  const input: EventFilter = {};
  if (filter.types.length) input.types = [...filter.types] as EventFilter["types"];
  if (filter.kinds.length) input.kinds = [...filter.kinds] as EventFilter["kinds"];
  if (filter.countries.length) input.countries = [...filter.countries];
  if (filter.from) input.dateFrom = filter.from;
  if (filter.to) input.dateTo = filter.to;
  if (filter.q.trim()) input.titleContains = filter.q.trim();
  if (filter.evidence.length)
    input.evidenceStatuses = [...filter.evidence] as EventFilter["evidenceStatuses"];
  if (area) {
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    const [west, south, east, north] = area;
    input.bbox = {
      west: clamp(west, 180),
      south: clamp(south, 90),
      east: clamp(east, 180),
      north: clamp(north, 90),
    };
  }
  return input;
}

/** A saved search's settings as the mutations take them, its filter as it was saved. */
export function savedSearchInput(saved: SavedSearchFieldsFragment): SavedSearchInput {
  const filter: EventFilter = {};
  for (const [key, value] of Object.entries(saved.filter)) {
    if (value === null || key === "__typename") continue;
    (filter as Record<string, unknown>)[key] =
      key === "bbox"
        ? (({ west, south, east, north }) => ({ west, south, east, north }))(
            value as NonNullable<EventFilter["bbox"]>,
          )
        : value;
  }
  const area = saved.area && {
    placeName: saved.area.placeName,
    latitude: saved.area.latitude,
    longitude: saved.area.longitude,
    radiusKm: saved.area.radiusKm,
  };
  return {
    name: saved.name,
    filter,
    area,
    bell: saved.bell,
    mailAtOnce: saved.mailAtOnce,
    push: saved.push,
    digest: saved.digest,
    webhookUrl: saved.webhookUrl,
  };
}

const FAILURES: Record<string, MessageId> = {
  savedSearchesTooMany: "alerts.error.tooMany",
  savedSearchNameRequired: "alerts.error.name",
  savedSearchNameTooLong: "alerts.error.name",
  savedSearchWebhookInvalid: "alerts.error.webhook",
  savedSearchWebhookPrivate: "alerts.error.webhookPrivate",
  savedSearchAreaRadius: "alerts.error.area",
  savedSearchAreaCentre: "alerts.error.area",
  savedSearchAreaPlace: "alerts.error.place",
  savedSearchAreaAndBox: "alerts.error.area",
};

/** What to tell the member about a refused save, by the server's message key. */
export function saveFailureMessage(error: unknown): MessageId {
  const key = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.messageKey : undefined;
  return (typeof key === "string" && FAILURES[key]) || "alerts.error.failed";
}
