import {
  ATTACK_TYPES,
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  EVIDENCE_STATUSES,
  INCIDENT_KINDS,
  PLACE_PRECISIONS,
  TIME_PRECISIONS,
  messages,
  type AttackType,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
  type EvidenceStatus,
  type IncidentKind,
  type PlacePrecision,
  type TimePrecision,
  apiMessages,
} from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import type { EventFilter } from "../event.inputs.js";

export type Query = Record<string, unknown>;

/** One parameter as text; repeated or nested parameters count as not text. */
function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ValidationError({ [name]: apiMessages.filterParameterInvalid });
  return value;
}

/** A comma-separated list; "" is the empty list (matches nothing), as in the GraphQL filter. */
function list(query: Query, name: string): string[] | undefined {
  return text(query, name)
    ?.split(",")
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

function boundingBox(query: Query): EventFilter["bbox"] {
  const bbox = list(query, "bbox");
  if (!bbox) return undefined;
  if (bbox.length !== 4 || bbox.some((n) => !/^-?\d+(\.\d+)?$/.test(n))) {
    throw new ValidationError({ bbox: apiMessages.boundingBoxInvalid });
  }
  const [west, south, east, north] = bbox.map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

const LEDGER_VALUES = {
  confidences: CONFIDENCE_LEVELS,
  attributedBy: ATTRIBUTORS,
  parties: ATTRIBUTION_PARTIES,
};
/** The message for a value a ledger filter does not know, naming those it does. */
const LEDGER_VALUE = (name: keyof typeof LEDGER_VALUES) =>
  `${name} takes a comma-separated list of: ${LEDGER_VALUES[name].join(", ")}.`;

/**
 * One research parameter: its REST name, the GraphQL EventFilter field it fills, what it means (the
 * schema's description too), how it is read from a query string, and the names people reach for instead,
 * which are answered with a hint.
 */
export interface ResearchParameter<F extends keyof EventFilter = keyof EventFilter> {
  name: string;
  filterField: F;
  example: string;
  description: string;
  read: (query: Query) => EventFilter[F] | undefined;
  alsoCalled: readonly string[];
}

const parameter = <F extends keyof EventFilter>(p: ResearchParameter<F>) => p;

/**
 * The research filter, the one list every surface takes it from: the REST paths read their query strings
 * with it, GraphQL's EventFilter takes its field descriptions from it, and the error for an unknown
 * parameter lists it.
 */
export const FILTER_PARAMETERS = [
  parameter({
    name: "types",
    filterField: "types",
    example: "russian,chinese",
    description: "Only these attributions (russian, chinese). An empty list matches nothing.",
    read: (q) => only<AttackType>(list(q, "types"), ATTACK_TYPES, "types", messages.typeInvalid),
    alsoCalled: ["type", "attribution", "attributions", "actor", "actors"],
  }),
  parameter({
    name: "kinds",
    filterField: "kinds",
    example: "cyber,sabotage",
    description: "Only these kinds of attack. An empty list matches nothing.",
    read: (q) => only<IncidentKind>(list(q, "kinds"), INCIDENT_KINDS, "kinds", messages.kindInvalid),
    alsoCalled: ["kind", "category", "categories"],
  }),
  parameter({
    name: "countries",
    filterField: "countries",
    example: "PL,DE",
    description:
      "Only incidents in these European states, ISO 3166-1 alpha-2 codes in any case (XK for Kosovo; GB, " +
      "not UK; GR, not EL). An empty list matches nothing.",
    read: (q) => list(q, "countries"),
    alsoCalled: ["country", "state", "states", "countryCode", "countryCodes", "iso"],
  }),
  parameter({
    name: "regions",
    filterField: "regionCodes",
    example: "PL-22,LT-VL",
    description:
      "Only incidents whose nearest place lies in these first-level regions, ISO 3166-2 codes in any case " +
      "(`place.regionCode`). An empty list matches nothing.",
    read: (q) => list(q, "regions"),
    alsoCalled: ["region", "regionCode", "regionCodes", "admin1", "admin1_code", "province", "subdivision"],
  }),
  parameter({
    name: "from",
    filterField: "dateFrom",
    example: "2024-01-01",
    description: "First day included, yyyy-mm-dd (the incident's day).",
    read: (q) => text(q, "from") || undefined,
    alsoCalled: ["dateFrom", "startDate", "start", "since", "fromDate", "dateMin", "minDate", "begin"],
  }),
  parameter({
    name: "to",
    filterField: "dateTo",
    example: "2024-12-31",
    description: "Last day included, yyyy-mm-dd (the incident's day).",
    read: (q) => text(q, "to") || undefined,
    alsoCalled: ["dateTo", "endDate", "end", "until", "toDate", "dateMax", "maxDate"],
  }),
  parameter({
    name: "q",
    filterField: "titleContains",
    example: "cable",
    description: "Case-insensitive text in the title, at most 200 characters.",
    read: (q) => text(q, "q"),
    alsoCalled: ["titleContains", "query", "search", "title", "text", "keyword", "keywords"],
  }),
  parameter({
    name: "bbox",
    filterField: "bbox",
    example: "19.0,53.5,28.5,60.0",
    description:
      "Inside the rectangle west,south,east,north in degrees; west > east crosses the antimeridian.",
    read: boundingBox,
    alsoCalled: ["boundingBox", "bounds", "extent", "box"],
  }),
  parameter({
    name: "confidences",
    filterField: "confidences",
    example: "confirmed,probable",
    description:
      "Only incidents with an attribution of these confidence levels (confirmed, probable, suspected); with " +
      "attributedBy or parties, one attribution must meet them all. An empty list matches nothing.",
    read: (q) =>
      only<ConfidenceLevel>(
        list(q, "confidences"),
        CONFIDENCE_LEVELS,
        "confidences",
        LEDGER_VALUE("confidences"),
      ),
    alsoCalled: ["confidence", "certainty", "confidenceLevel", "confidenceLevels"],
  }),
  parameter({
    name: "attributedBy",
    filterField: "attributedBy",
    example: "government,prosecutor",
    description:
      "Only incidents with an attribution made by these (prosecutor, government, company, researcher, " +
      "media). An empty list matches nothing.",
    read: (q) =>
      only<Attributor>(list(q, "attributedBy"), ATTRIBUTORS, "attributedBy", LEDGER_VALUE("attributedBy")),
    alsoCalled: ["attributor", "attributors", "attributingParty", "attributedby", "by", "sourceType"],
  }),
  parameter({
    name: "parties",
    filterField: "parties",
    example: "russia,russian_proxy",
    description:
      "Only incidents with an attribution to these (russia, china, russian_proxy, chinese_proxy, unknown). " +
      "An empty list matches nothing.",
    read: (q) =>
      only<AttributionParty>(list(q, "parties"), ATTRIBUTION_PARTIES, "parties", LEDGER_VALUE("parties")),
    alsoCalled: ["party", "responsible", "perpetrator", "perpetrators"],
  }),
  parameter({
    name: "placePrecisions",
    filterField: "placePrecisions",
    example: "exact,town",
    description:
      "Only incidents whose place is known this precisely (exact, town, region, country). An empty list " +
      "matches nothing.",
    read: (q) =>
      only<PlacePrecision>(
        list(q, "placePrecisions"),
        PLACE_PRECISIONS,
        "placePrecisions",
        messages.placePrecisionInvalid,
      ),
    alsoCalled: ["placePrecision", "precision", "locationPrecision", "geoPrecision", "geo_precision"],
  }),
  parameter({
    name: "timePrecisions",
    filterField: "timePrecisions",
    example: "day",
    description:
      "Only incidents whose day is known this precisely (day, month, year). An empty list matches nothing.",
    read: (q) =>
      only<TimePrecision>(
        list(q, "timePrecisions"),
        TIME_PRECISIONS,
        "timePrecisions",
        messages.timePrecisionInvalid,
      ),
    alsoCalled: ["timePrecision", "datePrecision", "time_precision", "date_precision"],
  }),
  parameter({
    name: "evidenceStatuses",
    filterField: "evidenceStatuses",
    example: "corroborated,confirmed",
    description:
      "Only incidents with this evidence status (reported, corroborated, confirmed: confirmed by two " +
      "moderators). An empty list matches nothing.",
    read: (q) =>
      only<EvidenceStatus>(
        list(q, "evidenceStatuses"),
        EVIDENCE_STATUSES,
        "evidenceStatuses",
        messages.evidenceStatusInvalid,
      ),
    alsoCalled: ["evidenceStatus", "evidence", "verification", "verified", "evidence_status"],
  }),
  parameter({
    name: "updatedSince",
    filterField: "updatedSince",
    example: "2026-01-31T12:00:00Z",
    description:
      "Only incidents published or corrected at or after this time (ISO 8601 with an offset, or a day: its " +
      "start in UTC), compared with their updatedAt. With the withdrawn list, keeps a copy up to date.",
    read: (q) => text(q, "updatedSince"),
    alsoCalled: ["modifiedSince", "changedSince", "updatedAfter", "lastModified", "updated"],
  }),
] as const satisfies readonly ResearchParameter[];

/** The description of the parameter filling an EventFilter field, for the GraphQL schema. */
export function filterFieldDescription(field: keyof EventFilter): string {
  return FILTER_PARAMETERS.find((p) => p.filterField === field)!.description;
}

/** The map page's own parameter: taken so a map address can be pasted onto a data path, and ignored. */
export const MAP_VIEW_PARAMETER = "view";
