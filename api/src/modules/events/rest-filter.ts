import {
  ATTACK_TYPES,
  INCIDENT_KINDS,
  messages,
  type AttackType,
  type IncidentKind,
} from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import type { EventFilter } from "./event.inputs.js";

/**
 * The filter's query parameters, the same names the map page's URL uses:
 * types=russian,chinese&kinds=cyber,sabotage&countries=PL,DE&from=yyyy-mm-dd&to=yyyy-mm-dd&q=text&bbox=w,s,e,n
 */
export const REST_FILTER_PARAMETERS = ["types", "kinds", "countries", "from", "to", "q", "bbox"] as const;

type Query = Record<string, unknown>;

/** One parameter as text; repeated or nested parameters count as not text. */
function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError({ [name]: messages.filterParameterInvalid });
  return value;
}

/** A comma-separated list; "" is the empty list (matches nothing), as in the GraphQL filter. */
function list(query: Query, name: string): string[] | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function only<T extends string>(
  values: string[] | undefined,
  allowed: readonly T[],
  field: string,
  message: string,
) {
  if (values?.some((value) => !allowed.includes(value as T))) throw new ValidationError({ [field]: message });
  return values as T[] | undefined;
}

/** The research filter of a REST query (GET /api/events, the exports and the feed); every value checked. */
export function restFilter(query: Query): EventFilter {
  const bbox = list(query, "bbox");
  if (bbox && (bbox.length !== 4 || bbox.some((n) => !/^-?\d+(\.\d+)?$/.test(n)))) {
    throw new ValidationError({ bbox: messages.boundingBoxInvalid });
  }
  const [west, south, east, north] = (bbox ?? []).map(Number) as [number, number, number, number];
  return {
    types: only<AttackType>(list(query, "types"), ATTACK_TYPES, "types", messages.typeInvalid),
    kinds: only<IncidentKind>(list(query, "kinds"), INCIDENT_KINDS, "kinds", messages.kindInvalid),
    countries: list(query, "countries"),
    dateFrom: text(query, "from") || undefined,
    dateTo: text(query, "to") || undefined,
    titleContains: text(query, "q"),
    bbox: bbox ? { west, south, east, north } : undefined,
  };
}

/** Whether the query names any filter parameter (the unfiltered list is served from one cached copy). */
export const hasRestFilter = (query: Query) =>
  REST_FILTER_PARAMETERS.some((name) => query[name] !== undefined);

/** The filter's query string in a stable order (without "?"), for links in the feed. */
export function restFilterQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const name of REST_FILTER_PARAMETERS) {
    const value = query[name];
    if (typeof value === "string") params.set(name, value);
  }
  return params.toString();
}
